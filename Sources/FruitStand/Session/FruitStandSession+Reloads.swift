import DiffableTUI

/// `R` and `D`, the library's reloads: they change no state (the stand is the same), so once
/// the update has decided they may act (`FruitStandEffect.reload`, `.reloadData`), the session
/// asks the collection view directly and reports what became of the focused card's cell.
extension FruitStandSession {
    /// `R`: reloads `item`'s card (iOS's `reloadItems`): the old cell goes to the reuse queue
    /// and the card is dequeued a cell, one from that queue or a new one.
    func reload(_ item: StandItem, named name: String) {
        let cellBefore = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
        let made = cardsMade
        if let summary = content.reload(item, animated: true, summarize: configuration.showsCaptions) { send(.noteChange("apply(snapshot) · \(summary)")) }
        let cellAfter = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
        send(.post("reloadItems · \(Self.cellFate(cellBefore, cellAfter, new: cardsMade > made)) · \(name)", isError: false))
    }

    /// `D`: shows the same snapshot through `applySnapshotUsingReloadData`: no diff, no
    /// animation, every cell dropped to the reuse queue and dequeued again.
    func reloadAllData() {
        let focused = content.collectionView.focusedIndexPath
        let cellBefore = focused.flatMap(content.cellNumber(at:))
        let made = cardsMade
        content.reloadData()
        send(.noteChange("applySnapshotUsingReloadData · no diff, no animation"))
        let cellAfter = content.collectionView.focusedIndexPath.flatMap(content.cellNumber(at:))
        let fate = cellBefore == nil ? "every cell dequeued again · no animation"
            : Self.cellFate(cellBefore, cellAfter, new: cardsMade > made)
        send(.post("applySnapshotUsingReloadData · \(fate)", isError: false))
    }

    /// How many cards' cells were ever made (the reuse ledger's count): a reload that made
    /// one says so, a reload that dequeued one from the reuse queue says that.
    private var cardsMade: Int {
        ledger.queue(FruitCardCell.defaultReuseIdentifier)?.made ?? 0
    }

    /// What became of the focused card's cell, numbered as `cellNumber(at:)` numbers cell
    /// objects: "same cell #4" (reconfigured in place), "#4 to the reuse queue, #6 from it"
    /// (another cell, dequeued from the queue: the same objects take turns, so the numbers
    /// repeat), or "#4 to the reuse queue, new cell #7" (none was waiting, so one was made).
    static func cellFate(_ before: Int?, _ after: Int?, new: Bool = false) -> String {
        guard let before, let after else { return "cell not on screen" }
        if before == after { return "same cell #\(before)" }
        return "#\(before) to the reuse queue, " + (new ? "new cell #\(after)" : "#\(after) from it")
    }
}
