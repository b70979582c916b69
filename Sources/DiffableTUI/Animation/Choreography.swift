/// The plan for showing one transition: in lists the column the rows keep to, and a track for
/// every other element that changes on screen, with the phases the tracks share.
///
/// Deleted content fades out where it was; then everything whose place changed travels (gaps
/// close and open, moved rows slide, in two dimensions in grids); then inserted content fades
/// in where it lands. Reloaded elements cross-fade from their old view to their new one.
/// Badges and separators follow their item, so they move and fade with it.
///
/// In a list (one column: nothing side by side, nothing moving sideways) the rows are laid out
/// as a `ListColumn` every frame: rows that cross make way for each other instead of covering
/// each other, and under a stream of applies every frame still shows each row once, in order,
/// without gaps. Elsewhere (grids) each element has a track from its old frame to its new one,
/// travellers drawn above what stays, the farthest on top. Pinned headers and section
/// backgrounds keep tracks in lists too.
///
/// - Complexity: O(e log e) for the e elements of the transition, which are those on screen
///   before or after.
struct Choreography {
    /// Tracks by index into the transition's elements.
    private(set) var tracks: [(index: Int, track: ElementTrack)] = []
    private(set) var phases = TransitionPhases(hasFadeOut: false, hasMove: false, hasFadeIn: false)
    /// The rows of a list; `nil` outside lists.
    private(set) var column: ListColumn?
    /// When the transition starts on the window's clock, and how long it takes.
    let start: Double
    let timing: TransitionTiming

    /// Whether nothing on screen changes: the transition can end at once.
    var isEmpty: Bool { tracks.isEmpty && column?.isMoving(after: start) != true }

    /// - Parameters:
    ///   - elements: the transition's elements.
    ///   - visible: the visible rect in the new content coordinates (where the transition's
    ///     frames are); the old screen is the same rect, since `fromFrame`s are where things
    ///     were on screen.
    ///   - resumed: opacities of elements that were part-way through a fade in the transition
    ///     this one interrupted, by element index.
    ///   - plan: the column to lay the elements out in, when they make one; the elements it
    ///     leaves out get tracks.
    ///   - drawnAsLaidOut: whether an element left out of the column is drawn as laid out
    ///     rather than given a track (a header pinned at the top).
    init(elements: [CollectionViewTransition.Element], visible: Rect, resumed: [Int: Double], plan: ListColumn.Plan?,
         drawnAsLaidOut: (Int) -> Bool = { _ in false }) {
        start = plan?.start ?? 0
        timing = plan?.timing ?? .standard
        let column = plan.flatMap(ListColumn.init)
        self.column = column
        var hasFadeOut = false, hasMove = false, hasFadeIn = false
        for (index, element) in elements.enumerated() where column == nil || (plan?.owners[index] == nil && !drawnAsLaidOut(index)) {
            guard let track = Self.track(for: element, visible: visible, carried: resumed[index]) else { continue }
            tracks.append((index, track))
            hasFadeOut = hasFadeOut || track.fade == .out
            hasFadeIn = hasFadeIn || track.fade == .in
            hasMove = hasMove || track.travels
        }
        phases = TransitionPhases(hasFadeOut: hasFadeOut, hasMove: hasMove, hasFadeIn: hasFadeIn)
        Self.clearOverlappingFades(&tracks, elements: elements)
    }

    /// Every element's presentation at `time` on the window's clock, by element index.
    ///
    /// - Parameter hiddenBelow: opacities under this are not drawn (see `ElementTrack`).
    /// - Complexity: O(e log e) for e elements.
    func presentations(at time: Double, hiddenBelow: Double) -> [(index: Int, presentation: CollectionViewTransition.Presentation)] {
        let fraction = timing.duration > 0 ? (time - start) / timing.duration : 1
        var result = tracks.map { ($0.index, $0.track.presentation(at: fraction, phases: phases, curve: timing.curve, hiddenBelow: hiddenBelow)) }
        if let column { result += column.presentations(at: time, hiddenBelow: hiddenBelow) }
        return result
    }

    /// The track of one element, or `nil` when it simply shows as laid out (or is off
    /// screen both before and after, and so cuts).
    static func track(for element: CollectionViewTransition.Element, visible: Rect, carried: Double?) -> ElementTrack? {
        let restingOpaque = element.attributes.restsOpaque
        if element.change == .deleted {
            guard let from = element.fromFrame, from.intersects(visible), carried ?? 1 > 0 else { return nil }
            var track = ElementTrack(from: from, to: from, fade: .out, zIndex: element.attributes.zIndex, isOpaque: restingOpaque)
            track.fadesOutFrom = carried ?? 1
            return track
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
