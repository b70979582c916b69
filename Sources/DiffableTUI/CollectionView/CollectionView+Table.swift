/// Tables: the columns' widths (fitted ones measured from the rows on screen and a bounded
/// sample of the others), the header row, and the keys and clicks that sort and resize.
///
/// - Complexity: O(visible rows + sample) per data change; nothing walks every row.
extension CollectionView {
    /// Rows whose values fitted columns are measured from when the data changes, besides the
    /// rows on screen: spread evenly over the items, so a million rows cost as many as a hundred.
    static let columnSampleSize = 48
    /// Columns a resize key adds or takes away.
    static let columnResizeStep = 1

    /// What the layout needs for the table, or `nil` when there are no columns.
    var tableSpec: TableSpec? {
        tableColumns.isEmpty ? nil : TableSpec(columns: tableColumns, contentWidths: columnContentWidths)
    }

    func tableColumnsDidChange(from old: [TableColumn]) {
        // Only a column that starts fitting its content needs the rows measured again.
        if old.map(\.fitsContent) != tableColumns.map(\.fitsContent) { needsColumnSampling = true }
        if let sortDescriptor, !tableColumns.indices.contains(sortDescriptor.column) { self.sortDescriptor = nil }
        // The header row comes and goes with the columns: its element must be prepared anew.
        if old.isEmpty != tableColumns.isEmpty { cancelTransition()?() }
        invalidateLayout()
    }

    // MARK: Measuring fitted columns

    /// Measures the fitted columns from a sample of the rows, when the data or the columns
    /// changed since the last sample.
    ///
    /// - Complexity: O(`columnSampleSize` + sections): the cell provider runs for the sampled
    ///   rows that have no prepared cell.
    func sampleColumnContentWidthsIfNeeded() {
        guard needsColumnSampling else { return }
        needsColumnSampling = false
        columnContentWidths = Array(repeating: 0, count: tableColumns.count)
        guard tableColumns.contains(where: \.fitsContent), dataSource != nil else { return }
        for indexPath in sampledIndexPaths() {
            if let cell = preparedCells[indexPath] {
                measureColumns(of: cell)
            } else if let cell = sampleCell(at: indexPath) {
                measureColumns(of: cell)
                recycle(cell)
            }
        }
    }

    /// Widens fitted columns for the rows prepared now; true when one grew.
    ///
    /// - Complexity: O(prepared cells x columns).
    func columnsGrewToFitPreparedCells() -> Bool {
        guard tableColumns.contains(where: \.fitsContent), layout != nil else { return false }
        let before = columnContentWidths
        for cell in preparedCells.values { measureColumns(of: cell) }
        return columnContentWidths != before
    }

    /// Raises the measured widths to the cell's values.
    private func measureColumns(of cell: CollectionViewCell) {
        guard let row = cell.contentConfiguration as? TableRowContentConfiguration else { return }
        if columnContentWidths.count != tableColumns.count { columnContentWidths = Array(repeating: 0, count: tableColumns.count) }
        for (index, value) in row.values.prefix(tableColumns.count).enumerated() where tableColumns[index].fitsContent {
            columnContentWidths[index] = max(columnContentWidths[index], value.terminalWidth)
        }
    }

    /// Up to `columnSampleSize` items spread evenly over all of them, the first rows included.
    private func sampledIndexPaths() -> [IndexPath] {
        let total = itemCounts.reduce(0, +)
        guard total > 0 else { return [] }
        let count = min(total, Self.columnSampleSize)
        var paths: [IndexPath] = []
        paths.reserveCapacity(count)
        var section = 0, sectionStart = 0
        for step in 0..<count {
            let global = step * total / count
            while global >= sectionStart + itemCounts[section] {
                sectionStart += itemCounts[section]
                section += 1
            }
            paths.append(IndexPath(item: global - sectionStart, section: section))
        }
        return paths
    }

    /// A configured cell for an item that has none prepared, to read its values and recycle.
    private func sampleCell(at indexPath: IndexPath) -> CollectionViewCell? {
        guard let dataSource, isValid(indexPath) else { return nil }
        Self.providerDepth += 1
        defer { Self.providerDepth -= 1 }
        registry.statistics.cellProviderCalls += 1
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    // MARK: The header row

    /// The header row's view, made and reused by the collection view itself.
    func dequeueTableHeader(at indexPath: IndexPath) -> CollectionReusableView {
        let id = ReuseRegistry.SupplementaryID(kind: ElementKind.tableHeader, identifier: TableHeaderView.defaultReuseIdentifier)
        if registry.supplementaryClasses[id] == nil { registry.supplementaryClasses[id] = TableHeaderView.self }
        let header = dequeueReusableSupplementaryView(
            ofKind: ElementKind.tableHeader, withReuseIdentifier: TableHeaderView.defaultReuseIdentifier, for: indexPath)
        (header as? TableHeaderView)?.showsActivity(backgroundApplies > 0)
        return header
    }

    /// Shows or hides the header's spinner.
    func updateTableHeaderActivity() {
        for case let header as TableHeaderView in preparedSupplementaries.values { header.showsActivity(backgroundApplies > 0) }
    }

    // MARK: Sorting and resizing by the user

    /// Sorts by `column` as a click on its title does: by its initial order, or the other way
    /// when the table is sorted by it already; tells the delegate.
    func sortByUser(column: Int) {
        guard tableColumns.indices.contains(column), tableColumns[column].isSortable else { return }
        let old = sortDescriptor
        let order = old?.column == column ? old!.order.reversed : tableColumns[column].initialSortOrder
        sortDescriptor = TableSortDescriptor(column: column, order: order)
        delegate?.collectionView(self, sortDescriptorDidChange: old)
    }

    /// The keys of a table: `1`–`9` sort by the nth column shown (again: the other way), `<`
    /// and `>` by the column before or after the sort column, `[` and `]` narrow and widen the
    /// sort column. Other keys are not the table's.
    func handleTableKey(_ key: Key) -> Bool {
        guard !tableColumns.isEmpty, case .character(let character) = key else { return false }
        let shown = shownColumns()
        switch character {
        case "1"..."9":
            let position = Int(String(character))! - 1
            guard shown.indices.contains(position) else { return true }
            sortByUser(column: shown[position])
        case "<", ">":
            let sortable = shown.filter { tableColumns[$0].isSortable }
            guard !sortable.isEmpty else { return true }
            let current = sortDescriptor.flatMap { sortable.firstIndex(of: $0.column) }
            let next = current.map { character == "<" ? max(0, $0 - 1) : min(sortable.count - 1, $0 + 1) } ?? 0
            if sortable[next] != sortDescriptor?.column { sortByUser(column: sortable[next]) }
        case "[", "]":
            guard let column = sortDescriptor?.column ?? shown.first else { return true }
            resizeColumn(column, by: character == "]" ? Self.columnResizeStep : -Self.columnResizeStep)
        default:
            return false
        }
        return true
    }

    /// The columns drawn now, in order.
    func shownColumns() -> [Int] {
        layoutIfNeeded()
        guard let spans = layout?.columnLayout?.spans else { return tableColumns.indices.filter { !tableColumns[$0].isHidden } }
        return spans.indices.filter { spans[$0] != nil }
    }

    /// Gives column `column` a fixed width `delta` columns wider than it is drawn now (at
    /// least 1).
    func resizeColumn(_ column: Int, by delta: Int) {
        guard tableColumns.indices.contains(column) else { return }
        let drawn = layout?.columnLayout?.spans[column]?.width ?? 0
        tableColumns[column].width = .fixed(max(1, drawn + delta))
    }
}

extension TableColumn {
    /// Whether the column is as wide as its content.
    var fitsContent: Bool {
        if case .fitToContent = width { return true }
        return false
    }
}
