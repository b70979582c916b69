/// Measuring rows sized `.estimated`: the layout asks for heights of elements about to show,
/// the collection view answers by configuring their views and asking `sizeThatFits`.
extension CollectionView {
    /// Measures estimated elements in view, performs a pending reveal, and clamps.
    func resolveVisibleRect(in layout: inout PreparedLayout) -> Rect {
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
