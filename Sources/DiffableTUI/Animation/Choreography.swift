/// The plan for showing one transition: a track for every element that changes on screen,
/// the phases they share, and in lists the column they keep to.
///
/// Deleted content fades out where it was; then every element whose frame changed travels
/// from its old frame to its new one (gaps close and open, moved rows slide, in two
/// dimensions in grids); then inserted content fades in where it lands. Reloaded elements
/// cross-fade from their old view to their new one. Badges, separators and section
/// backgrounds are elements of their own that follow their item or section, so they move
/// and fade with it.
///
/// In a list (one column: nothing side by side, nothing moving sideways) rows that cross
/// make way for each other instead of covering each other: see `ColumnPacking`. Elsewhere
/// travellers are drawn above what stays, the farthest on top. Elements that neither move
/// nor fade, and pinned headers, are drawn as laid out.
///
/// - Complexity: O(elements of the transition), which are those on screen before or after.
struct Choreography {
    /// Tracks by index into the transition's elements.
    private(set) var tracks: [(index: Int, track: ElementTrack)] = []
    private(set) var phases = TransitionPhases(hasFadeOut: false, hasMove: false, hasFadeIn: false)
    /// How list rows share their column while they travel; `nil` outside lists.
    private(set) var column: ColumnPacking?

    var isEmpty: Bool { tracks.isEmpty }

    /// - Parameters:
    ///   - visible: the visible rect in the new content coordinates (where the transition's
    ///     frames are); the old screen is the same rect, since `fromFrame`s are where things
    ///     were on screen.
    ///   - resumed: opacities of elements that were part-way through a fade in the transition
    ///     this one interrupted, by their key in that transition's new state (the old state here).
    ///   - owner: what an element belongs to (its item, or its section for a header): the
    ///     elements of one owner that travel together move as one unit in a column.
    init(elements: [CollectionViewTransition.Element], visible: Rect, resumed: [ElementKey: Double],
         owner: (CollectionViewTransition.Element) -> AnyHashable) {
        var hasFadeOut = false, hasMove = false, hasFadeIn = false
        var resting: [(index: Int, track: ElementTrack)] = []
        for (index, element) in elements.enumerated() {
            let carried = element.oldIndexPath.flatMap { resumed[ElementKey(category: element.category, kind: element.kind, indexPath: $0)] }
            guard let track = Self.track(for: element, visible: visible, carried: carried) else {
                if element.change != .deleted, let to = element.toFrame, to.intersects(visible) {
                    resting.append((index, ElementTrack(from: to, to: to, fade: .none, zIndex: element.attributes.zIndex, isOpaque: element.attributes.restsOpaque)))
                }
                continue
            }
            tracks.append((index, track))
            hasFadeOut = hasFadeOut || track.fade == .out
            hasFadeIn = hasFadeIn || track.fade == .in
            hasMove = hasMove || track.travels
        }
        phases = TransitionPhases(hasFadeOut: hasFadeOut, hasMove: hasMove, hasFadeIn: hasFadeIn)
        Self.clearOverlappingFades(&tracks, elements: elements)
        guard hasMove else { return }
        // Rows that stay may have to make way for one that passes: in a column they get
        // tracks too.
        let candidates = tracks + resting
        if let packing = ColumnPacking(candidates: candidates.map { ($0.index, $0.track, elements[$0.index]) }, owner: owner) {
            tracks = candidates
            column = packing
        }
    }

    /// Every track's presentation at `fraction` (0...1) of the duration, by element index.
    ///
    /// - Parameter hiddenBelow: opacities under this are not drawn (see `ElementTrack`).
    /// - Complexity: O(t log t) for t tracks (sorting the column's units).
    func presentations(at fraction: Double, curve: View.AnimationCurve, hiddenBelow: Double) -> [(index: Int, presentation: CollectionViewTransition.Presentation)] {
        var result = tracks.map { ($0.index, $0.track.presentation(at: fraction, phases: phases, curve: curve, hiddenBelow: hiddenBelow)) }
        guard let column else { return result }
        // Linear here: each unit eases its own journey within the move phase.
        let progress = phases.progress(.move, at: fraction, curve: .linear)
        for (unit, top) in column.tops(at: progress, curve: curve) {
            for member in unit.members {
                result[member.position].1.frame.origin.y = top + member.offset
            }
        }
        return result
    }

    /// The track of one element, or `nil` when it simply shows as laid out (or is off
    /// screen both before and after, and so cuts).
    static func track(for element: CollectionViewTransition.Element, visible: Rect, carried: Double?) -> ElementTrack? {
        let restingOpaque = element.attributes.restsOpaque
        if element.change == .deleted {
            guard let from = element.fromFrame, from.intersects(visible) else { return nil }
            return ElementTrack(from: from, to: from, fade: .out, zIndex: element.attributes.zIndex, isOpaque: restingOpaque)
        }
        guard let to = element.toFrame else { return nil }
        // Inserted, newly there (a separator under a row that became the last but one), or
        // not yet faded in when the previous update was interrupted: appears where it lands.
        guard element.change != .inserted, let from = element.fromFrame, carried != 0 else {
            guard to.intersects(visible) else { return nil }
            return ElementTrack(from: to, to: to, fade: .in, zIndex: element.attributes.zIndex, isOpaque: restingOpaque)
        }
        guard let (start, end) = clampTravel(from: from, to: to, visible: visible) else { return nil }
        let fade: ElementTrack.Fade
        if element.change == .reloaded {
            fade = .cross
        } else if let carried, carried < 1 {
            fade = .resume(from: carried)
        } else {
            fade = .none
        }
        guard start != end || fade != .none else { return nil }
        let isBackground = isSectionBackground(element)
        let travels = start != end
        // A travelling row or card hides what it passes; a badge travels on top of its own
        // card and, as at rest, draws only its own cells.
        let isItemSupplementary = element.category == .supplementaryView && !element.attributes.isBoundarySupplementary
        return ElementTrack(
            from: start, to: end, fade: fade,
            zIndex: travels && !isBackground ? ElementTrack.travellingZIndex(element.attributes.zIndex, from: start, to: end) : element.attributes.zIndex,
            isOpaque: travels ? !isBackground && !isItemSupplementary : restingOpaque)
    }

    /// A cell that fades where another cell is drawn (two rows leaving from one place, when
    /// an update interrupts a row opening under its parent) clears its frame first: blended
    /// over the other without clearing, their texts would mix into one garbled row.
    ///
    /// - Complexity: O(f · c) for f fading cells and c cells in the transition.
    static func clearOverlappingFades(_ tracks: inout [(index: Int, track: ElementTrack)], elements: [CollectionViewTransition.Element]) {
        let cells = elements.indices.filter { elements[$0].category == .cell }
        for position in tracks.indices {
            let (index, track) = tracks[position]
            guard elements[index].category == .cell, !track.isOpaque, !track.travels, track.fade != .none else { continue }
            let overlaps = cells.contains { other in
                other != index && [elements[other].fromFrame, elements[other].toFrame].contains { $0?.intersects(track.to) == true }
            }
            if overlaps { tracks[position].track.isOpaque = true }
        }
    }

    /// Decorations other than separators (a grouped section's tint, an inset box): they stay
    /// beneath the rows, even while they move or grow.
    static func isSectionBackground(_ element: CollectionViewTransition.Element) -> Bool {
        element.category == .decorationView && element.kind != ListConfiguration.separatorElementKind
    }

    /// The journey of an element entering or leaving the screen, shortened to at most a
    /// screenful so that it is seen travelling (an item moved from 10,000 rows away slides in
    /// from just beyond the edge). `nil` when it is off screen at both ends.
    static func clampTravel(from: Rect, to: Rect, visible: Rect) -> (Rect, Rect)? {
        let fromVisible = from.intersects(visible), toVisible = to.intersects(visible)
        guard fromVisible || toVisible else { return nil }
        let dx = min(max(to.minX - from.minX, -visible.width), visible.width)
        let dy = min(max(to.minY - from.minY, -visible.height), visible.height)
        if !fromVisible {
            return (Rect(origin: to.origin.offsetBy(dx: -dx, dy: -dy), size: from.size), to)
        }
        if !toVisible {
            return (from, Rect(origin: from.origin.offsetBy(dx: dx, dy: dy), size: to.size))
        }
        return (from, to)
    }
}
