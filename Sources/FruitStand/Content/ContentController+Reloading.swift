import DiffableTUI

/// Seed 003's three ways to show changed items, side by side: `reconfigureItems` keeps the
/// cell and configures it again, `reloadItems` replaces the cell with a newly dequeued one,
/// and `applySnapshotUsingReloadData` resets the whole view without diffing or animating.
extension ContentController {
    /// Replaces `item`'s cell with a new one (iOS's `reloadItems`).
    func reload(_ item: StandItem, animated: Bool, summarize: Bool) -> String? {
        var snapshot = dataSource.snapshot()
        guard snapshot.indexOfItem(item) != nil else { return nil }
        snapshot.reloadItems([item])
        let summary = apply(snapshot, animated: animated, summarize: summarize)
        refreshBadge(of: item)
        return summary
    }

    /// Shows the same snapshot again through `applySnapshotUsingReloadData`: every cell is
    /// dropped and dequeued again, with no diff and no animation.
    ///
    /// - Complexity: O(n) for the snapshot.
    func reloadData() {
        dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
    }

    /// A number for the cell showing the item at `indexPath` (the same cell object keeps
    /// its number), so the screen can say whether a change kept the cell or replaced it.
    func cellNumber(at indexPath: IndexPath) -> Int? {
        collectionView.layoutIfNeeded()
        guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        let key = ObjectIdentifier(cell)
        if let numbered = cellNumbers[key], numbered.cell === cell { return numbered.number }
        nextCellNumber += 1
        cellNumbers[key] = NumberedCell(number: nextCellNumber, cell: cell)
        return nextCellNumber
    }
}

/// A cell and the number `cellNumber(at:)` gave it; the cell is held weakly, so a number
/// never outlives its cell.
struct NumberedCell {
    let number: Int
    weak var cell: AnyObject?
}
