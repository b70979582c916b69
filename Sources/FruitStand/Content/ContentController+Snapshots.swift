import DiffableTUI

/// Turning listings into snapshots and applying them.
extension ContentController {
    /// Seed 000's `updateSnapshot(apples:oranges:)`: the closed stand is one `EmptyData` item
    /// in the bad-weather section; otherwise the apples and the oranges, each section only
    /// when it has fruit (an empty pinned header over nothing says nothing).
    ///
    /// - Complexity: O(n) in the fruit listed.
    nonisolated static func snapshot(for listing: FruitListing) -> Snapshot {
        var snapshot = Snapshot()
        switch listing {
        case .closed:
            snapshot.appendSections([.empty])
            snapshot.appendItems([.closed], toSection: .empty)
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

    /// Updates the badge of a reconfigured item: supplementary views are not reconfigured with
    /// their item, so the prepared badge is updated in place, as a UIKit app would.
    func refreshBadge(of item: StandItem) {
        guard let id = item.fruitID, let indexPath = dataSource.indexPath(for: item),
              let badge = collectionView.supplementaryView(forElementKind: BadgeView.elementKind, at: indexPath) as? BadgeView
        else { return }
        badge.count = model?.store.stock(of: id) ?? 0
    }
}
