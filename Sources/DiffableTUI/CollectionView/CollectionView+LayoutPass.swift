/// The layout pass: prepare the layout when the data or size changed, measure what is about
/// to show, scroll where asked, then prepare exactly the views of the visible rect plus a
/// small margin and recycle the rest.
///
/// - Complexity: O(log n + v) for v elements in the prefetch rect; preparing a layout is
///   O(sections) and happens only after data or size changes.
extension CollectionView {
    func performLayoutPass() {
        reloadDataIfNeeded()
        // A resize cuts a running transition to its end: its frames belong to the old size.
        // The completion runs once the pass is done, so an apply from it sees a laid-out view.
        var interrupted: (() -> Void)?
        if transition != nil, let layout, layout.containerSize != bounds.size {
            interrupted = cancelTransition()
        }
        defer { interrupted?() }
        prepareLayoutIfNeeded()
        guard layout != nil else {
            recycleAllPreparedViews()
            displayed = []
            reportDisplayChanges()
            return
        }
        // Around where the pass is heading, recycle what is no longer needed first (so new
        // cells come from the pool) and prepare what is. No local copy of the layout lives
        // across the measuring, which records heights in the one `self` holds.
        if defaultScrollAnchor == .bottom, endWasShown, pendingReveal == nil, let layout {
            offset.y = max(0, layout.contentSize.height - bounds.height)
        }
        prepareViewsAroundProvisionalRect()
        let visible = resolveVisibleRect()
        pendingReveal = nil
        offset = visible.origin
        endWasShown = isShowingEnd
        if let layout { updatePreparedViews(visible: visible, layout: layout) }
        // A row come into view whose value is wider than its fitted column widens the column.
        if columnsGrewToFitPreparedCells() {
            invalidateLayout()
            prepareLayoutIfNeeded()
            if let layout { updatePreparedViews(visible: resolveVisibleRect(), layout: layout) }
        }
        reportDisplayChanges()
        // A scroll mid-flight (the wheel, a key revealing the focus) cuts the transition to
        // its end: the rows it brings on screen have no place in the transition's column. The
        // completion runs once the pass is done.
        if let transition, transition.plannedOffset != offset, let completion = cancelTransition() {
            interrupted = interrupted.map { first in { first(); completion() } } ?? completion
        }
    }

    private func prepareViewsAroundProvisionalRect() {
        guard let layout else { return }
        prepareViews(around: prefetchRect(around: provisionalVisibleRect(in: layout)), layout: layout)
    }

    /// The visible rect in content coordinates.
    var visibleRect: Rect { Rect(origin: offset, size: bounds.size) }

    /// A content-coordinate frame in view coordinates.
    func screenFrame(_ frame: Rect) -> Rect { frame.offsetBy(dx: -offset.x, dy: -offset.y) }

    /// Prepares the layout for the current counts and size when there is none or the size
    /// changed, keeping the first visible item where it was on screen across a resize. A
    /// focused item on screen stays on screen: where its old row is past the new bounds (a
    /// terminal made shorter), the view scrolls just enough to show it.
    func prepareLayoutIfNeeded() {
        if let layout, layout.containerSize == bounds.size { return }
        let anchor = anchorItem()
        let anchorRow = anchor.flatMap { path in displayed.first { $0.key == ElementKey(cellAt: path) } }
            .map { $0.attributes.frame.minY - offset.y }
        let sameWidth = layout?.containerSize.width == bounds.width
        sampleColumnContentWidthsIfNeeded()
        var prepared = collectionViewLayout.prepare(itemCounts: itemCounts, containerSize: bounds.size, table: tableSpec)
        if sameWidth {
            for (indexPath, cell) in preparedCells {
                if let height = cell.measuredHeight { prepared.recordMeasuredHeight(height, forItemAt: indexPath) }
            }
        } else {
            for cell in preparedCells.values { cell.measuredHeight = nil }
        }
        layout = prepared
        if let anchor, let anchorRow, let frame = prepared.layoutAttributesForItem(at: anchor, orthogonalOffsets: orthogonalOffsets)?.frame {
            offset.y = frame.minY - anchorRow
            if anchor == focus, pendingReveal == nil, bounds.height > 0 { pendingReveal = .focus(anchor) }
        }
    }

    /// The item whose screen position should stay put when things above it change: the
    /// focused item when it is on screen, otherwise the first visible item.
    func anchorItem() -> IndexPath? {
        let cells = displayed.filter { $0.attributes.representedElementCategory == .cell }
        if let focus, cells.contains(where: { $0.attributes.indexPath == focus }) { return focus }
        return cells.min { $0.attributes.frame.minY < $1.attributes.frame.minY }?.attributes.indexPath
    }

    /// `visible` grown by the prefetch margin above and below.
    func prefetchRect(around visible: Rect) -> Rect {
        let margin = Self.prefetchMargin
        return Rect(x: visible.minX, y: visible.minY - margin, width: visible.width, height: visible.height + 2 * margin)
    }

    /// Recycles the prepared views whose elements do not meet `rect` (unless a transition
    /// holds them), then prepares the views of the elements that do.
    private func prepareViews(around rect: Rect, layout: PreparedLayout) {
        let visible = Rect(origin: Point(x: 0, y: rect.minY + Self.prefetchMargin), size: bounds.size)
        let attributes = layout.layoutAttributesForElements(in: rect, visibleBounds: visible, orthogonalOffsets: orthogonalOffsets)
        let keep = Set(attributes.map { ElementKey($0) })
        recycleViews { keep.contains($0) || retainedKeys.contains($0) }
        for element in attributes {
            switch element.representedElementCategory {
            case .cell where preparedCells[element.indexPath] == nil:
                prepareCell(at: element.indexPath)
            case .supplementaryView where preparedSupplementaries[ElementKey(element)] == nil:
                _ = prepareSupplementary(ofKind: element.representedElementKind ?? "", at: element.indexPath)
            default:
                break
            }
        }
    }

    /// Recycles every prepared view whose key `keeps` rejects.
    private func recycleViews(keeping keeps: (ElementKey) -> Bool) {
        for (indexPath, cell) in preparedCells where !keeps(ElementKey(cellAt: indexPath)) {
            preparedCells[indexPath] = nil
            recycle(cell)
        }
        for (key, view) in preparedSupplementaries where !keeps(key) {
            preparedSupplementaries[key] = nil
            recycle(view)
        }
    }

    /// The elements of the prefetch rect with their prepared views: those on screen and those
    /// just beyond its edges, so that an update sees every row it may slide on screen whole
    /// (a row's separator can be on screen while the row is just above it).
    ///
    /// - Complexity: O(log n + v) for the v elements of the rect.
    func elementsAroundVisibleRect() -> [DisplayedElement] {
        guard let layout else { return displayed }
        let attributes = layout.layoutAttributesForElements(in: prefetchRect(around: visibleRect), visibleBounds: visibleRect, orthogonalOffsets: orthogonalOffsets)
        return attributes.map { element in
            let key = ElementKey(element)
            let view: CollectionReusableView? = switch element.representedElementCategory {
            case .cell: preparedCells[element.indexPath]
            case .supplementaryView: preparedSupplementaries[key]
            case .decorationView: nil
            }
            return DisplayedElement(attributes: element, view: view)
        }
    }

    /// Replaces the prepared views with those of the prefetch rect and rebuilds the drawing
    /// list: views no longer needed are recycled before missing ones are dequeued.
    func updatePreparedViews(visible: Rect, layout: PreparedLayout) {
        let attributes = layout.layoutAttributesForElements(in: prefetchRect(around: visible), visibleBounds: visible, orthogonalOffsets: orthogonalOffsets)
        let needed = Set(attributes.map { ElementKey($0) })
        recycleViews { needed.contains($0) || retainedKeys.contains($0) }
        var elements: [DisplayedElement] = []
        elements.reserveCapacity(attributes.count)
        var changedRole: [IndexPath] = []
        for element in attributes {
            let view = prepareView(for: element, changedRole: &changedRole)
            if element.frame.intersects(visible) { elements.append(DisplayedElement(attributes: element, view: view)) }
        }
        displayed = elements.sorted(by: DisplayedElement.drawsBefore)
        // An item that became its section's header row (`.firstItemInSection`), or stopped
        // being it, was configured with the other role's defaults: configure it again.
        for indexPath in changedRole { reconfigureCell(at: indexPath) }
    }

    /// Prepares the view of `element` if it is not, and gives it its attributes and frame; a cell
    /// whose role changed (see `updatePreparedViews`) is added to `changedRole`.
    @discardableResult
    func prepareView(for element: LayoutAttributes, changedRole: inout [IndexPath]) -> CollectionReusableView? {
        var view: CollectionReusableView?
        switch element.representedElementCategory {
        case .cell:
            view = preparedCells[element.indexPath] ?? prepareCell(at: element.indexPath)
        case .supplementaryView:
            view = preparedSupplementaries[ElementKey(element)] ?? prepareSupplementary(ofKind: element.representedElementKind ?? "", at: element.indexPath)
        case .decorationView:
            break
        }
        guard let view else { return nil }
        if view.layoutAttributes != element {
            if let old = view.layoutAttributes, element.representedElementCategory == .cell, old.listInfo?.isHeader != element.listInfo?.isHeader {
                changedRole.append(element.indexPath)
            }
            view.apply(element)
        }
        view.frame = screenFrame(element.frame)
        return view
    }

    /// Asks the data source for the cell of an item and keeps it prepared.
    @discardableResult
    func prepareCell(at indexPath: IndexPath) -> CollectionViewCell {
        guard let dataSource else {
            preconditionFailure(dataSourceWasSet
                ? Self.releasedDataSourceMessage + " (asked for the cell at index path \(indexPath))"
                : "UICollectionView has no dataSource but was asked for the cell at index path \(indexPath)")
        }
        Self.providerDepth += 1
        defer { Self.providerDepth -= 1 }
        registry.statistics.cellProviderCalls += 1
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        guard cell.reuseIdentifier != nil, cell.owningCollectionView === self else {
            preconditionFailure(
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be "
                    + "retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        preparedCells[indexPath] = cell
        return cell
    }

    /// Asks the data source for a supplementary view and keeps it prepared; `nil` when it
    /// provides none.
    func prepareSupplementary(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        if kind == ElementKind.tableHeader {
            let header = dequeueTableHeader(at: indexPath)
            preparedSupplementaries[ElementKey(supplementaryOfKind: kind, at: indexPath)] = header
            return header
        }
        guard let dataSource else { return nil }
        Self.providerDepth += 1
        defer { Self.providerDepth -= 1 }
        guard let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) else { return nil }
        guard view.reuseIdentifier != nil, view.owningCollectionView === self else {
            preconditionFailure(
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(indexPath)) was "
                    + "not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
        }
        preparedSupplementaries[ElementKey(supplementaryOfKind: kind, at: indexPath)] = view
        return view
    }

}
