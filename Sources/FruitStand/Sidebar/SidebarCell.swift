import DiffableTUI

/// A sidebar row: the library's list cell, made a type of the app's own so that it is
/// registered and dequeued by type (seed 004) and reports its trips to the reuse queue to
/// the inspector (`i`).
final class SidebarCell: CollectionViewListCell, ReuseReporting {
    weak var reuseLedger: ReuseLedger?

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseLedger?.queued(self)
    }
}
