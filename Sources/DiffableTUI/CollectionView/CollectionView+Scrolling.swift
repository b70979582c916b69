/// Programmatic scrolling.
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
}
