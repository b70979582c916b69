/// Finding the item a key moves the focus to: reading order for Left/Right and Home/End,
/// geometry for Up/Down (the nearest item in the adjacent row) and PgUp/PgDn.
extension CollectionView {
    enum VerticalDirection {
        case up, down
    }

    /// The first item of the first non-empty section.
    func firstItem() -> IndexPath? {
        itemCounts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    /// The last item of the last non-empty section.
    func lastItem() -> IndexPath? {
        itemCounts.lastIndex { $0 > 0 }.map { IndexPath(item: itemCounts[$0] - 1, section: $0) }
    }

    /// The next item in reading order, skipping empty sections.
    func item(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.item + 1 < itemCounts[indexPath.section] { return IndexPath(item: indexPath.item + 1, section: indexPath.section) }
        var section = indexPath.section + 1
        while section < itemCounts.count {
            if itemCounts[section] > 0 { return IndexPath(item: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The previous item in reading order, skipping empty sections.
    func item(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0 {
            if itemCounts[section] > 0 { return IndexPath(item: itemCounts[section] - 1, section: section) }
            section -= 1
        }
        return nil
    }

    /// The item in the adjacent row above or below `indexPath` whose columns are nearest.
    ///
    /// Searches a screenful of rows at a time, so empty sections, headers and spacing are
    /// skipped. - Complexity: O(log n + elements in the rows searched).
    func item(_ direction: VerticalDirection, from indexPath: IndexPath) -> IndexPath? {
        guard let layout, let frame = layout.layoutAttributesForItem(at: indexPath, orthogonalOffsets: orthogonalOffsets)?.frame else { return nil }
        let window = max(bounds.height, 8)
        let contentHeight = layout.contentSize.height
        var edge = direction == .down ? frame.maxY : frame.minY
        while direction == .down ? edge < contentHeight : edge > 0 {
            let top = direction == .down ? edge : max(0, edge - window)
            let rect = Rect(x: 0, y: top, width: max(bounds.width, layout.containerSize.width), height: direction == .down ? window : edge - top)
            let cells = layout.layoutAttributesForElements(in: rect, orthogonalOffsets: orthogonalOffsets).filter {
                $0.representedElementCategory == .cell
                    && (direction == .down ? $0.frame.minY >= frame.maxY : $0.frame.maxY <= frame.minY)
            }
            if let nearest = Self.nearest(in: cells, to: frame, direction) { return nearest }
            edge = direction == .down ? edge + window : top
        }
        return nil
    }

    /// Among `cells`, the row closest to `frame` in `direction`, then the cell in it nearest
    /// in x (overlapping columns count as 0; ties go to the nearer centre, then the left).
    static func nearest(in cells: [LayoutAttributes], to frame: Rect, _ direction: VerticalDirection) -> IndexPath? {
        guard !cells.isEmpty else { return nil }
        let row: [LayoutAttributes]
        if direction == .down {
            let top = cells.map(\.frame.minY).min()!
            let rowBottom = cells.filter { $0.frame.minY == top }.map(\.frame.maxY).min()!
            row = cells.filter { $0.frame.minY < rowBottom }
        } else {
            let bottom = cells.map(\.frame.maxY).max()!
            let rowTop = cells.filter { $0.frame.maxY == bottom }.map(\.frame.minY).max()!
            row = cells.filter { $0.frame.maxY > rowTop }
        }
        func distance(_ cell: LayoutAttributes) -> (Int, Int, Int) {
            let gap = max(0, max(cell.frame.minX, frame.minX) - min(cell.frame.maxX, frame.maxX))
            let centres = abs((cell.frame.minX + cell.frame.maxX) - (frame.minX + frame.maxX))
            return (gap, centres, cell.frame.minX)
        }
        return row.min { distance($0) < distance($1) }?.indexPath
    }

    /// The item about a page (the visible height) above or below `indexPath`, in the same
    /// columns; the first or last item when the page runs past the content.
    func item(pagedFrom indexPath: IndexPath, _ direction: VerticalDirection) -> IndexPath? {
        guard let layout, let frame = layout.layoutAttributesForItem(at: indexPath, orthogonalOffsets: orthogonalOffsets)?.frame else { return nil }
        let page = max(1, bounds.height - 1)
        let y = direction == .down ? frame.minY + page : frame.minY - page
        guard y >= 0, y < layout.contentSize.height else { return direction == .down ? lastItem() : firstItem() }
        let probe = Rect(x: 0, y: y, width: layout.containerSize.width, height: 1)
        var cells = layout.layoutAttributesForElements(in: probe, orthogonalOffsets: orthogonalOffsets).filter { $0.representedElementCategory == .cell }
        if cells.isEmpty {
            // A gap (separator, header, spacing): take the next item in the paging direction.
            let band = direction == .down
                ? Rect(x: 0, y: y, width: layout.containerSize.width, height: bounds.height)
                : Rect(x: 0, y: max(0, y - bounds.height), width: layout.containerSize.width, height: min(y, bounds.height) + 1)
            cells = layout.layoutAttributesForElements(in: band, orthogonalOffsets: orthogonalOffsets).filter { $0.representedElementCategory == .cell }
            let pick = direction == .down ? cells.min { $0.frame.minY < $1.frame.minY } : cells.max { $0.frame.minY < $1.frame.minY }
            return pick?.indexPath ?? (direction == .down ? lastItem() : firstItem())
        }
        return Self.nearest(in: cells, to: Rect(x: frame.minX, y: y, width: frame.width, height: 1), .down)
            ?? cells.first?.indexPath
    }

    /// Whether the item's section is a list (where Left/Right belong to outlines).
    func isListSection(_ section: Int) -> Bool {
        guard let layout, section < layout.numberOfSections else { return false }
        return layout.listConfiguration(forSection: section) != nil
    }
}
