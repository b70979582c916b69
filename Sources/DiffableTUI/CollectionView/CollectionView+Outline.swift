/// Expanding and collapsing outline items from the keyboard and the mouse.
extension CollectionView {
    /// What the keys need to know about an outline row.
    struct OutlineFacts {
        var level: Int
        var isExpanded: Bool
        /// Has children, or shows an outline disclosure (children may load on expansion).
        var isExpandable: Bool
        var parent: IndexPath?
        /// The row's disclosure style; `nil` without a disclosure accessory.
        var style: CellAccessory.OutlineDisclosureOptions.Style?
    }

    /// Outline facts from the data source and the item's cell; `nil` when the item is in no
    /// outline and has no disclosure.
    func outlineFacts(at indexPath: IndexPath) -> OutlineFacts? {
        let state = outlineSource?.outlineState(at: indexPath)
        let style = (preparedCells[indexPath] as? CollectionViewListCell)?.outlineDisclosureStyle
        guard state != nil || style != nil else { return nil }
        return OutlineFacts(
            level: state?.level ?? 0, isExpanded: state?.isExpanded ?? false,
            isExpandable: (state?.hasChildren ?? false) || style != nil,
            parent: state?.parent, style: style)
    }

    /// Asks the data source to expand or collapse an item, keeping the focus on it.
    func setExpanded(_ expanded: Bool, at indexPath: IndexPath) {
        outlineSource?.setExpanded(expanded, at: indexPath)
    }

    /// Refreshes the expansion and indentation of prepared cells after an update (an item
    /// may have moved to another level).
    ///
    /// - Complexity: O(prepared cells).
    func refreshOutlineStates() {
        guard let outlineSource else { return }
        for (indexPath, cell) in preparedCells {
            let state = outlineSource.outlineState(at: indexPath)
            cell.isExpanded = state?.isExpanded ?? false
            if let listCell = cell as? CollectionViewListCell {
                listCell.reservesDisclosureColumn = state != nil
                listCell.applyOutlineLevel(state?.level)
            }
        }
    }
}
