import DiffableTUI

/// A reusable view of the app that tells the reuse ledger when it goes to its queue (from
/// `prepareForReuse()`, the hook UIKit gives a view about to be reused).
@MainActor
protocol ReuseReporting: CollectionReusableView {
    /// The ledger that counted the view; set when it is first configured.
    var reuseLedger: ReuseLedger? { get set }
}
