/// The layout pass: prepare the layout when the data or size changed, measure what is about
/// to show, scroll where asked, then prepare exactly the views of the visible rect plus a
/// small margin and recycle the rest.
///
/// - Complexity: O(log n + v) for v elements in the prefetch rect; preparing a layout is
///   O(sections) and happens only after data or size changes.
extension CollectionView {
    func performLayoutPass() {
        reloadDataIfNeeded()
        prepareLayoutIfNeeded()
        guard var layout else {
            recycleAllPreparedViews()
            return
        }
        // Around where the pass is heading, recycle what is no longer needed first (so new
        // cells come from the pool) and prepare what is, while the layout can still answer the
        // dequeues with attributes.
        prepareViews(around: prefetchRect(around: provisionalVisibleRect(in: layout)), layout: layout)
        // Measure on a uniquely held layout: a second reference would make recording each
        // measured height copy every height measured so far.
        self.layout = nil
        isMeasuring = true
        let visible = resolveVisibleRect(in: &layout)
        isMeasuring = false
        self.layout = layout
        offset = visible.origin
        prepareViewsDequeuedWhileMeasuring()
        updatePreparedViews(visible: visible, layout: layout)
    }

    /// Views the measurer had to dequeue beyond the rect prepared in advance got no layout
    /// attributes: configure those cells again now that the layout is back, and let the
    /// supplementary views be dequeued afresh.
    private func prepareViewsDequeuedWhileMeasuring() {
        guard !dequeuedWhileMeasuring.isEmpty else { return }
        let keys = dequeuedWhileMeasuring
        dequeuedWhileMeasuring = []
        for key in keys {
            if key.category == .cell {
                reconfigureCell(at: key.indexPath)
            } else if let view = preparedSupplementaries.removeValue(forKey: key) {
                recycle(view)
            }
        }
    }

    /// The visible rect in content coordinates.
    var visibleRect: Rect { Rect(origin: offset, size: bounds.size) }

    /// A content-coordinate frame in view coordinates.
    func screenFrame(_ frame: Rect) -> Rect { frame.offsetBy(dx: -offset.x, dy: -offset.y) }

    /// Prepares the layout for the current counts and size when there is none or the size
    /// changed, keeping the first visible item where it was on screen across a resize.
    func prepareLayoutIfNeeded() {
        if let layout, layout.containerSize == bounds.size { return }
        let anchor = anchorItem()
        let anchorRow = anchor.flatMap { path in displayed.first { $0.key == ElementKey(cellAt: path) } }
            .map { $0.attributes.frame.minY - offset.y }
        let sameWidth = layout?.containerSize.width == bounds.width
        var prepared = collectionViewLayout.prepare(itemCounts: itemCounts, containerSize: bounds.size)
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
        }
    }

    /// The item whose screen position should stay put when things above it change: the
    /// focused item when it is on screen, otherwise the first visible item.
    func anchorItem() -> IndexPath? {
        let cells = displayed.filter { $0.attributes.representedElementCategory == .cell }
        if let focus, cells.contains(where: { $0.attributes.indexPath == focus }) { return focus }
        return cells.min { $0.attributes.frame.minY < $1.attributes.frame.minY }?.attributes.indexPath
    }

    /// Where the visible rect will roughly be: the current offset, or the target of a
    /// pending reveal by the current (possibly estimated) frames.
    private func provisionalVisibleRect(in layout: PreparedLayout) -> Rect {
        let rect = Rect(origin: Point(x: 0, y: offset.y), size: bounds.size)
        guard let reveal = pendingReveal,
              let frame = layout.layoutAttributesForItem(at: reveal.indexPath, orthogonalOffsets: orthogonalOffsets)?.frame
        else { return rect }
        return Rect(origin: Point(x: 0, y: targetOffset(revealing: frame, of: reveal, in: rect, layout: layout)), size: bounds.size)
    }

    /// `visible` grown by the prefetch margin above and below.
    func prefetchRect(around visible: Rect) -> Rect {
        let margin = Self.prefetchMargin
        return Rect(x: visible.minX, y: visible.minY - margin, width: visible.width, height: visible.height + 2 * margin)
    }

    /// Measures estimated elements in view, performs a pending reveal, and clamps.
    private func resolveVisibleRect(in layout: inout PreparedLayout) -> Rect {
        var rect = Rect(origin: Point(x: 0, y: offset.y), size: bounds.size)
        let measurer = CellMeasurer(collectionView: self)
        let measures = layout.hasEstimatedElements
        func settle(anchoredAt anchor: IndexPath?) {
            if measures {
                rect = layout.resolveEstimatedElements(in: rect, anchoredAt: anchor, orthogonalOffsets: orthogonalOffsets, using: measurer)
            } else {
                rect.origin.y = min(max(0, rect.minY), max(0, layout.contentSize.height - rect.height))
            }
        }
        // Anchor on an item only when it is in view: after a jump, measuring the new rows
        // must not drag the view back toward the old ones.
        let anchor = anchorItem().flatMap { item in
            layout.layoutAttributesForItem(at: item, orthogonalOffsets: orthogonalOffsets)?.frame.intersects(rect) == true ? item : nil
        }
        settle(anchoredAt: anchor)
        if let reveal = pendingReveal {
            pendingReveal = nil
            revealHorizontally(reveal.indexPath, in: layout)
            // Measuring around the new position can move the target; a few rounds settle it.
            for _ in 0..<4 {
                guard let frame = layout.layoutAttributesForItem(at: reveal.indexPath, orthogonalOffsets: orthogonalOffsets)?.frame else { break }
                let target = targetOffset(revealing: frame, of: reveal, in: rect, layout: layout)
                if target == rect.minY { break }
                rect.origin.y = target
                settle(anchoredAt: reveal.indexPath)
            }
        }
        return rect
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

    /// Scrolls an orthogonal section sideways so the item is in view.
    private func revealHorizontally(_ indexPath: IndexPath, in layout: PreparedLayout) {
        guard layout.numberOfSections > indexPath.section,
              layout.orthogonalScrollingBehavior(forSection: indexPath.section) != .none else { return }
        let current = orthogonalOffsets[indexPath.section] ?? 0
        orthogonalOffsets[indexPath.section] = layout.orthogonalOffset(revealingItemAt: indexPath, currentOffset: current)
    }

    /// Replaces the prepared views with those of the prefetch rect and rebuilds the drawing
    /// list: views no longer needed are recycled before missing ones are dequeued.
    func updatePreparedViews(visible: Rect, layout: PreparedLayout) {
        let attributes = layout.layoutAttributesForElements(in: prefetchRect(around: visible), visibleBounds: visible, orthogonalOffsets: orthogonalOffsets)
        let needed = Set(attributes.map { ElementKey($0) })
        recycleViews { needed.contains($0) || retainedKeys.contains($0) }
        var elements: [DisplayedElement] = []
        elements.reserveCapacity(attributes.count)
        for element in attributes {
            var view: CollectionReusableView?
            switch element.representedElementCategory {
            case .cell:
                view = preparedCells[element.indexPath] ?? prepareCell(at: element.indexPath)
            case .supplementaryView:
                view = preparedSupplementaries[ElementKey(element)] ?? prepareSupplementary(ofKind: element.representedElementKind ?? "", at: element.indexPath)
            case .decorationView:
                break
            }
            if let view {
                if view.layoutAttributes != element { view.apply(element) }
                view.frame = screenFrame(element.frame)
            }
            if element.frame.intersects(visible) { elements.append(DisplayedElement(attributes: element, view: view)) }
        }
        displayed = elements.sorted(by: DisplayedElement.drawsBefore)
    }

    /// Asks the data source for the cell of an item and keeps it prepared.
    @discardableResult
    func prepareCell(at indexPath: IndexPath) -> CollectionViewCell {
        guard let dataSource else {
            preconditionFailure("UICollectionView has no dataSource but was asked for the cell at index path \(indexPath)")
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
        if isMeasuring { dequeuedWhileMeasuring.insert(ElementKey(cellAt: indexPath)) }
        return cell
    }

    /// Asks the data source for a supplementary view and keeps it prepared; `nil` when it
    /// provides none.
    func prepareSupplementary(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
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
        if isMeasuring { dequeuedWhileMeasuring.insert(ElementKey(supplementaryOfKind: kind, at: indexPath)) }
        return view
    }

    /// The content offset that shows `frame` as `reveal` asks, clamped to the content.
    func targetOffset(revealing frame: Rect, of reveal: Reveal, in rect: Rect, layout: PreparedLayout) -> Int {
        let height = rect.height
        let cover = pinnedHeaderHeight(inSection: reveal.indexPath.section, layout: layout)
        var target = rect.minY
        switch reveal {
        case .focus:
            let context = max(0, min(scrollOff, (height - cover - frame.height) / 2))
            if frame.minY - context - cover < rect.minY {
                target = frame.minY - context - cover
            } else if frame.maxY + context > rect.maxY {
                target = frame.maxY + context - height
            }
        case .item(_, let position):
            if position.contains(.top) {
                target = frame.minY - cover
            } else if position.contains(.centeredVertically) {
                target = frame.minY - (height - frame.height) / 2
            } else if position.contains(.bottom) {
                target = frame.maxY - height
            } else if frame.minY - cover < rect.minY {
                target = frame.minY - cover
            } else if frame.maxY > rect.maxY {
                target = frame.maxY - height
            }
        }
        return min(max(0, target), max(0, layout.contentSize.height - height))
    }

    /// Rows at the top of the screen covered by the section's pinned headers while its items
    /// scroll beneath them.
    private func pinnedHeaderHeight(inSection section: Int, layout: PreparedLayout) -> Int {
        guard section < layout.numberOfSections else { return 0 }
        let sectionTop = layout.frameForSection(section).minY
        var height = 0
        for kind in layout.boundarySupplementaryKinds(inSection: section) {
            guard let header = layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section)),
                  header.zIndex >= LayoutAttributes.ZIndex.pinnedBoost, header.frame.minY == sectionTop + height
            else { continue }
            height += header.frame.height
        }
        return height
    }
}

/// Measures estimated items and headers by configuring their views.
struct CellMeasurer: LayoutMeasuring {
    unowned let collectionView: CollectionView

    func heightForItem(at indexPath: IndexPath, fittingWidth width: Int) -> Int {
        MainActor.assumeIsolated { collectionView.measureItem(at: indexPath, width: width) }
    }

    func heightForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, fittingWidth width: Int) -> Int? {
        MainActor.assumeIsolated { collectionView.measureSupplementary(ofKind: kind, at: indexPath, width: width) }
    }
}

extension CollectionView {
    /// The rows the item's cell needs at `width`; prepares the cell (it is about to show).
    func measureItem(at indexPath: IndexPath, width: Int) -> Int {
        let cell = preparedCells[indexPath] ?? prepareCell(at: indexPath)
        let height = max(0, cell.sizeThatFits(Size(width: width, height: 0)).height)
        cell.measuredHeight = height
        return height
    }

    /// The rows a supplementary view needs at `width`, or `nil` to keep its estimate.
    func measureSupplementary(ofKind kind: String, at indexPath: IndexPath, width: Int) -> Int? {
        let key = ElementKey(supplementaryOfKind: kind, at: indexPath)
        guard let view = preparedSupplementaries[key] ?? prepareSupplementary(ofKind: kind, at: indexPath) else { return nil }
        return max(0, view.sizeThatFits(Size(width: width, height: 0)).height)
    }
}
