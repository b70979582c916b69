/// What a layout needs to know to lay out a table: its columns and the widths of their content
/// as last measured (for `.fitToContent` columns).
package struct TableSpec: Hashable, Sendable {
    package var columns: [TableColumn]
    /// Per column, the widest value measured (0 for columns not measured).
    package var contentWidths: [Int]

    package init(columns: [TableColumn], contentWidths: [Int]) {
        self.columns = columns
        self.contentWidths = contentWidths
    }

    /// The header row: one row, the layout's width, pinned at the top.
    static func headerItem() -> LayoutBoundarySupplementaryItem {
        let header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            elementKind: ElementKind.tableHeader, alignment: .top)
        header.pinToVisibleBounds = true
        return header
    }
}
