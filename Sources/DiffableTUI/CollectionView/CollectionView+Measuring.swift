/// Measuring rows sized `.estimated`: the layout asks for heights of elements about to show,
/// the collection view answers by asking their prepared views `sizeThatFits`.
///
/// Views are prepared (the cell provider runs) only while `layout` is in place, so a provider
/// can ask the collection view anything (attributes, content size, the visible items). The
/// layout measures on its own, uniquely held, with the views prepared so far; an element whose
/// view is not prepared yet keeps its estimate, and after the layout is back the missing views
/// are prepared and the layout measures again from where it got to.
extension CollectionView {
    /// Measures estimated elements in view, performs a pending reveal, and clamps.
    ///
    /// - Complexity: O(log n + m) per round for m elements measured; a round repeats only
    ///   after preparing views the one before could not measure (rarely more than one).
    func resolveVisibleRect() -> Rect {
        guard let layout, layout.hasEstimatedElements else {
            var rect = visibleRect
            rect.origin.y = min(max(0, rect.minY), max(0, (layout?.contentSize.height ?? 0) - rect.height))
            if let layout { performPendingReveal(in: &rect, layout: layout, settle: { _, _ in }) }
            return rect
        }
        // Anchor on an item only when it is in view: after a jump, measuring the new rows
        // must not drag the view back toward the old ones.
        var rect = visibleRect
        let anchor = anchorItem().flatMap { item in
            layout.layoutAttributesForItem(at: item, orthogonalOffsets: orthogonalOffsets)?.frame.intersects(rect) == true ? item : nil
        }
        var absent = Set<ElementKey>()
        while true {
            let measurer = CellMeasurer(collectionView: self, absent: absent)
            measure(&rect, anchoredAt: anchor, using: measurer)
            guard !measurer.unprepared.isEmpty else { return rect }
            absent.formUnion(prepareViews(forMeasuring: measurer.unprepared))
        }
    }

    /// One round: the layout, taken out of `self` so that recording heights does not copy
    /// it, measures what it can around `rect` (and around a pending reveal's target).
    private func measure(_ rect: inout Rect, anchoredAt anchor: IndexPath?, using measurer: CellMeasurer) {
        guard var layout = layout.take() else { return }
        defer { self.layout = layout }
        rect = layout.resolveEstimatedElements(in: rect, anchoredAt: anchor, orthogonalOffsets: orthogonalOffsets, using: measurer)
        let offsets = orthogonalOffsets
        performPendingReveal(in: &rect, layout: layout) { rect, target in
            rect = layout.resolveEstimatedElements(in: rect, anchoredAt: target, orthogonalOffsets: offsets, using: measurer)
        }
    }

    /// Moves `rect` to show the pending reveal's item; measuring around the new position can
    /// move the target, so a few rounds of `settle` follow it.
    private func performPendingReveal(in rect: inout Rect, layout: PreparedLayout, settle: (inout Rect, IndexPath) -> Void) {
        guard let reveal = pendingReveal else { return }
        revealHorizontally(reveal.indexPath, in: layout)
        for _ in 0..<4 {
            guard let frame = layout.layoutAttributesForItem(at: reveal.indexPath, orthogonalOffsets: orthogonalOffsets)?.frame else { break }
            let target = targetOffset(revealing: frame, of: reveal, in: rect, layout: layout)
            if target == rect.minY { break }
            rect.origin.y = target
            settle(&rect, reveal.indexPath)
        }
    }

    /// Prepares the views a round could not measure, with the layout in place; returns the
    /// supplementary elements the data source gave no view for (they keep their estimates).
    private func prepareViews(forMeasuring keys: [ElementKey]) -> Set<ElementKey> {
        var absent = Set<ElementKey>()
        for key in keys {
            if key.category == .cell {
                if preparedCells[key.indexPath] == nil { _ = prepareCell(at: key.indexPath) }
            } else if preparedSupplementaries[key] == nil, prepareSupplementary(ofKind: key.kind ?? "", at: key.indexPath) == nil {
                absent.insert(key)
            }
        }
        return absent
    }
}

/// Measures estimated items and headers with the views the collection view has prepared,
/// collecting the ones it has not prepared yet.
@MainActor
final class CellMeasurer: @MainActor LayoutMeasuring {
    unowned let collectionView: CollectionView
    /// Supplementary elements known to have no view: they keep their estimates.
    private let absent: Set<ElementKey>
    /// Elements asked for whose views are not prepared yet, in the order asked.
    private(set) var unprepared: [ElementKey] = []

    init(collectionView: CollectionView, absent: Set<ElementKey>) {
        self.collectionView = collectionView
        self.absent = absent
    }

    func canMeasureItem(at indexPath: IndexPath) -> Bool {
        let isPrepared = collectionView.preparedCells[indexPath] != nil
        if !isPrepared { unprepared.append(ElementKey(cellAt: indexPath)) }
        return isPrepared
    }

    func canMeasureSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> Bool {
        let key = ElementKey(supplementaryOfKind: kind, at: indexPath)
        let isKnown = absent.contains(key) || collectionView.preparedSupplementaries[key] != nil
        if !isKnown { unprepared.append(key) }
        return isKnown
    }

    func heightForItem(at indexPath: IndexPath, fittingWidth width: Int) -> Int {
        collectionView.measureItem(at: indexPath, width: width)
    }

    func heightForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, fittingWidth width: Int) -> Int? {
        collectionView.measureSupplementary(ofKind: kind, at: indexPath, width: width)
    }
}

extension CollectionView {
    /// The rows the item's prepared cell needs at `width`.
    func measureItem(at indexPath: IndexPath, width: Int) -> Int {
        guard let cell = preparedCells[indexPath] else { return 0 }
        let height = max(0, cell.sizeThatFits(Size(width: width, height: 0)).height)
        cell.measuredHeight = height
        return height
    }

    /// The rows a prepared supplementary view needs at `width`, or `nil` to keep its estimate
    /// (the data source gave no view).
    func measureSupplementary(ofKind kind: String, at indexPath: IndexPath, width: Int) -> Int? {
        preparedSupplementaries[ElementKey(supplementaryOfKind: kind, at: indexPath)]
            .map { max(0, $0.sizeThatFits(Size(width: width, height: 0)).height) }
    }
}
