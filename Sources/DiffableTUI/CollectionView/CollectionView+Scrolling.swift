/// Scrolling: programmatic scrolls, and the offsets that reveal an item (with `scrollOff`
/// context and room for pinned headers).
extension CollectionView {
    /// Scrolls so that the item shows at `scrollPosition` (`.top`, `.centeredVertically`,
    /// `.bottom`; an empty set scrolls as little as possible), taking pinned headers into
    /// account; an item of a sideways-scrolling section is also scrolled into view sideways.
    /// The scroll happens at the next layout pass, once the rows on the way are measured;
    /// `animated` is accepted for UIKit compatibility and the scroll is immediate.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadDataIfNeeded()
        guard isValid(indexPath) else { return }
        pendingReveal = .item(indexPath, scrollPosition)
        setNeedsLayout()
    }

    /// Scrolls by `rows` (negative: up), clamped to the content.
    func scroll(by rows: Int) {
        let maximum = max(0, contentSize.height - bounds.height)
        contentOffset = Point(x: offset.x, y: min(max(0, offset.y + rows), maximum))
    }

    /// Where the visible rect will roughly be: the current offset, or the target of a
    /// pending reveal by the current (possibly estimated) frames.
    func provisionalVisibleRect(in layout: PreparedLayout) -> Rect {
        let rect = Rect(origin: Point(x: 0, y: offset.y), size: bounds.size)
        guard let reveal = pendingReveal,
              let frame = layout.layoutAttributesForItem(at: reveal.indexPath, orthogonalOffsets: orthogonalOffsets)?.frame
        else { return rect }
        return Rect(origin: Point(x: 0, y: targetOffset(revealing: frame, of: reveal, in: rect, layout: layout)), size: bounds.size)
    }

    /// Scrolls an orthogonal section sideways so the item is in view.
    func revealHorizontally(_ indexPath: IndexPath, in layout: PreparedLayout) {
        guard layout.numberOfSections > indexPath.section,
              layout.orthogonalScrollingBehavior(forSection: indexPath.section) != .none else { return }
        let current = orthogonalOffsets[indexPath.section] ?? 0
        orthogonalOffsets[indexPath.section] = layout.orthogonalOffset(revealingItemAt: indexPath, currentOffset: current)
    }

    /// The content offset that shows `frame` as `reveal` asks, clamped to the content.
    func targetOffset(revealing frame: Rect, of reveal: Reveal, in rect: Rect, layout: PreparedLayout) -> Int {
        let height = rect.height
        let cover = pinnedHeaderHeight(inSection: reveal.indexPath.section, layout: layout)
        var target = rect.minY
        switch reveal {
        case .focus(_, let sides):
            let context = max(0, min(scrollOff, (height - cover - frame.height) / 2))
            let above = sides.contains(.above) ? context : 0, below = sides.contains(.below) ? context : 0
            if frame.minY - above - cover < rect.minY {
                target = frame.minY - above - cover
            } else if frame.maxY + below > rect.maxY {
                target = frame.maxY + below - height
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
        // The layout's pinned headers (a table's header row) cover the top rows too.
        let global = layout.visibleBoundsForSections(.zero).minY
        guard section < layout.numberOfSections else { return global }
        let sectionTop = layout.frameForSection(section).minY
        var height = 0
        for kind in layout.boundarySupplementaryKinds(inSection: section) {
            guard let header = layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section)),
                  header.zIndex >= LayoutAttributes.ZIndex.pinnedBoost, header.frame.minY == sectionTop + height
            else { continue }
            height += header.frame.height
        }
        return global + height
    }
}
