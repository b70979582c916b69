/// Keeping the reader's place: the rows on screen stay where they are when items are inserted
/// or deleted above them, and a list scrolled to its end follows the end as items arrive.
extension CollectionView {
    /// Where the content stays put as it grows or shrinks; mirrors the anchor of SwiftUI's
    /// `defaultScrollAnchor(_:)`.
    public enum ScrollAnchor: Hashable, Sendable {
        /// The content's top: the offset stays where it is unless the rows on screen move
        /// (see ``CollectionView/maintainsVisibleContentPosition``).
        case top
        /// The content's end: the view starts at the end, and while it shows the end it
        /// follows it as items are appended or removed (`tail -f`, a chat, a log). Scrolled
        /// away from the end it stays put, and scrolling back to the end follows again.
        case bottom
    }

    /// Whether the last rows of the content are on screen, so that a collection view whose
    /// ``defaultScrollAnchor`` is ``ScrollAnchor/bottom`` follows the end.
    ///
    /// True for content shorter than the view.
    public var isShowingEnd: Bool {
        guard let layout else { return endWasShown }
        return offset.y >= max(0, layout.contentSize.height - bounds.height)
    }

    /// Before an update is laid out: keeps the end in view when it was (and the view
    /// follows the end), or else the first item on screen where it was on screen, when the
    /// rows the update inserted or deleted are above it.
    ///
    /// As CSS scroll anchoring, nothing is anchored while the view is scrolled to the very
    /// top: rows inserted there show.
    ///
    /// - Complexity: O(items on screen).
    func keepReadersPlace(_ update: CollectionViewUpdate, old: UpdateStart) {
        guard let layout else { return }
        if defaultScrollAnchor == .bottom, endWasShown {
            // The end wins over keeping the focus in view: the layout pass scrolls there.
            if case .focus = pendingReveal { pendingReveal = nil }
            return
        }
        guard maintainsVisibleContentPosition, old.offset.y > 0 else { return }
        let oldVisible = Rect(origin: old.offset, size: bounds.size)
        func rank(_ element: DisplayedElement) -> Int { element.attributes.indexPath == focus ? 0 : 1 }
        let shown = old.displayed.filter { $0.key.category == .cell && $0.attributes.frame.intersects(oldVisible) }
            .sorted { (rank($0), $0.attributes.frame.minY) < (rank($1), $1.attributes.frame.minY) }
        for candidate in shown {
            guard let new = update.newIndexPath(candidate.attributes.indexPath),
                  let frame = layout.layoutAttributesForItem(at: new, orthogonalOffsets: orthogonalOffsets)?.frame
            else { continue }
            let row = candidate.attributes.frame.minY - old.offset.y
            offset.y = max(0, frame.minY - row)
            return
        }
    }
}
