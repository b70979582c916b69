import DiffableTUI

/// Turning listings into snapshots and applying them.
extension ContentController {
    /// Seed 000's `updateSnapshot(apples:oranges:)`: the closed stand is one `EmptyData` item
    /// in the bad-weather section; otherwise the apples and the oranges, each section only
    /// when it has fruit (an empty pinned header over nothing says nothing).
    ///
    /// - Complexity: O(n) in the fruit listed.
    static func snapshot(for listing: FruitListing) -> Snapshot {
        var snapshot = Snapshot()
        switch listing {
        case .closed(let empty):
            snapshot.appendSections([.empty])
            snapshot.appendItems([.closed(empty)], toSection: .empty)
        case .open(let apples, let oranges):
            if !apples.isEmpty {
                snapshot.appendSections([.apples])
                snapshot.appendItems(apples.map(StandItem.apple), toSection: .apples)
            }
            if !oranges.isEmpty {
                snapshot.appendSections([.oranges])
                snapshot.appendItems(oranges.map(StandItem.orange), toSection: .oranges)
            }
        }
        return snapshot
    }

    /// Shows `listing`, diffed against what is shown; `reconfiguring` items that stay are
    /// configured again in their cells (their badges follow). Returns the changeset's summary
    /// (`3 inserts · 1 move`) when `summarize` is set — computed here because the data source
    /// keeps its own diff to itself.
    ///
    /// - Complexity: O(n) for the snapshot and the diff, twice when summarizing.
    @discardableResult
    func apply(_ listing: FruitListing, reconfiguring: [StandItem] = [], animated: Bool, summarize: Bool) -> String? {
        var snapshot = Self.snapshot(for: listing)
        let kept = reconfiguring.filter { snapshot.indexOfItem($0) != nil }
        if !kept.isEmpty { snapshot.reconfigureItems(kept) }
        let summary = apply(snapshot, animated: animated, summarize: summarize)
        for item in kept { refreshBadge(of: item) }
        return summary
    }

    /// Updates the badge of a reconfigured item: supplementary views are not reconfigured with
    /// their item, so the prepared badge is updated in place, as a UIKit app would.
    func refreshBadge(of item: StandItem) {
        guard let fruit = item.fruit, let indexPath = dataSource.indexPath(for: item),
              let badge = collectionView.supplementaryView(forElementKind: BadgeView.elementKind, at: indexPath) as? BadgeView
        else { return }
        badge.count = model?.store.stock(of: fruit.id) ?? 0
    }
}
