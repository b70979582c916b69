/// The rows an update carries across the screen: in a list followed at its end, the entries
/// appended between the rows drawn before and the rows on screen after.
///
/// A transition's elements are those on screen before or after. When the content travels
/// further than the screen in one update (a log followed at more entries a tick than it has
/// rows, or a stream that keeps ahead of the slide), the rows laid out between the rows drawn
/// before and the screen are in neither; left out, the list column closed over them, and a
/// later entry was drawn right below an earlier one with the entries between missing.
extension CollectionView {
    /// The most rows an update carries across the screen on either side of it: a log followed
    /// at 1,000 entries a second keeps about 450 between the rows drawn and its end. Rows
    /// further away are left out, and the rows around them close up over them.
    static let maximumTravelledRows = 1_000

    /// The rows of the new layout between the screen and the rows drawn before, when those
    /// travel together to a place off screen: what the content carries across the screen as
    /// the list column's top slides. `nil` when they land on screen (the rows between them and
    /// the screen's edge are on screen already) or scatter (a sort: each leaves by its own way).
    ///
    /// The rows that travel together are the backbone of those drawn before that stay: a
    /// longest run of them in order from the screen to the new layout (as the list column
    /// finds it). Rows inserted or deleted above the screen, or the view following its end,
    /// keep them all in order and together; a reorder keeps few of them in order, or scatters
    /// those it keeps.
    ///
    /// - Parameter presented: where the elements were drawn (view coordinates), by their old keys.
    /// - Complexity: O(p (log p + log n)) for the p elements presented: a layout lookup each,
    ///   then a sort and the backbone.
    func travelledSpan(_ update: CollectionViewUpdate, presented: [ElementKey: Rect]) -> Rect? {
        guard let layout else { return nil }
        let screen = Rect(origin: .zero, size: bounds.size), visible = visibleRect
        var drawn: [(from: Rect, to: Rect)] = []
        for (key, frame) in presented where key.category == .cell && frame.intersects(screen) {
            guard let new = update.newIndexPath(key.indexPath),
                  let to = layout.layoutAttributesForItem(at: new, orthogonalOffsets: orthogonalOffsets)?.frame else { continue }
            drawn.append((frame, to))
        }
        drawn.sort { ($0.from.minY, $0.to.minY) < ($1.from.minY, $1.to.minY) }
        let backbone = LongestIncreasingSubsequence.positions(in: drawn.map(\.to.minY)).map { drawn[$0].to }
        guard 2 * backbone.count > drawn.count, let first = backbone.first, let last = backbone.last,
              last.maxY - first.minY <= backbone.reduce(visible.height, { $0 + $1.height }),
              !backbone.contains(where: { $0.intersects(visible) }) else { return nil }
        if last.maxY <= visible.minY {
            let top = max(last.maxY, visible.minY - Self.maximumTravelledRows)
            return Rect(x: visible.minX, y: top, width: visible.width, height: visible.minY - top)
        }
        guard first.minY >= visible.maxY else { return nil }
        let bottom = min(first.minY, visible.maxY + Self.maximumTravelledRows)
        return Rect(x: visible.minX, y: visible.maxY, width: visible.width, height: bottom - visible.maxY)
    }

    /// The elements of `span` the transition does not have yet, with their views prepared.
    ///
    /// - Parameter known: the keys of the elements the transition has already.
    /// - Complexity: O(log n + t) for the t elements of the span.
    func elements(travelledOverIn span: Rect, known: Set<ElementKey>) -> [DisplayedElement] {
        guard let layout else { return [] }
        var changedRole: [IndexPath] = []
        let elements = layout.layoutAttributesForElements(in: span, visibleBounds: visibleRect, orthogonalOffsets: orthogonalOffsets)
            .compactMap { attributes -> DisplayedElement? in
                guard !known.contains(ElementKey(attributes)) else { return nil }
                return DisplayedElement(attributes: attributes, view: prepareView(for: attributes, changedRole: &changedRole))
            }
        for indexPath in changedRole { reconfigureCell(at: indexPath) }
        return elements
    }
}
