/// Measuring a list column's units: the rows each takes before and after, and its place in the
/// order of each end (its start and end keys), from which the backbone, the movers and the
/// column's top follow.
extension ListColumn {
    /// Sets each unit's rows before and after, and its place in each order; false when units
    /// overlap after (not a column).
    ///
    /// - Complexity: O(u log u) to order the u units, plus O(n · d) to place the n units never
    ///   drawn whose places are among those of the d units drawn (`place(of:among:_:)`).
    static func measure(_ drafts: inout [Draft], visible: Rect) -> Bool {
        let drawn = measureBefore(&drafts)
        guard measureAfter(&drafts) else { return false }
        placeTheRest(&drafts, drawn: drawn, visible: visible)
        return true
    }

    /// Orders the units drawn before, on screen or off it, as they were drawn, and gives each
    /// the rows it takes up to the next; returns them in that order.
    ///
    /// - Complexity: O(d log d) for the d units drawn.
    private static func measureBefore(_ drafts: inout [Draft]) -> [Int] {
        // Part-way through a move the column is out of the old snapshot's order, and a row drawn
        // just above the screen can come after rows on it there: where they were drawn is what
        // orders them. Units at one place (rows whose gaps had not opened yet take no rows) are
        // in any order there: take the order they will have after, so that none has to move.
        var drawn = drafts.indices.compactMap { index -> (index: Int, place: Place)? in
            guard drafts[index].inStart || drafts[index].wasDrawn, let start = drafts[index].start else { return nil }
            return (index, start)
        }
        drawn.sort { ($0.place.top, $0.place.bottom, drafts[$0.index].end?.top ?? .max, $0.index) < ($1.place.top, $1.place.bottom, drafts[$1.index].end?.top ?? .max, $1.index) }
        // Units drawn never overlap in a column; if one does (a grid becoming a list), it
        // starts where the one above it ends.
        for position in drawn.indices.dropFirst() {
            let shift = max(0, drawn[position - 1].place.bottom - drawn[position].place.top)
            drawn[position].place.top += shift
            drawn[position].place.bottom += shift
            drafts[drawn[position].index].startShift = shift
        }
        for (position, unit) in drawn.enumerated() {
            // Off screen, the units between two drawn units may be in neither state, and out of
            // this column: each takes the rows it was drawn in.
            let next = position + 1 < drawn.count ? drawn[position + 1] : nil
            let bottom = next.flatMap { drafts[$0.index].inStart && drafts[unit.index].inStart ? $0.place.top : nil } ?? unit.place.bottom
            drafts[unit.index].start = unit.place
            drafts[unit.index].startExtent = bottom - unit.place.top
            drafts[unit.index].startKey = Key(band: 1, position: 2 * position, unit: unit.index)
        }
        return drawn.map(\.index)
    }

    /// Orders the units on screen after as they are laid out, and gives each the rows up to
    /// the next; false when two overlap.
    ///
    /// - Complexity: O(e log e) for the e units on screen after.
    private static func measureAfter(_ drafts: inout [Draft]) -> Bool {
        let shown = drafts.indices.compactMap { index -> (index: Int, place: Place)? in
            guard drafts[index].inEnd, let end = drafts[index].end else { return nil }
            return (index, end)
        }.sorted { ($0.place.top, $0.place.bottom, $0.index) < ($1.place.top, $1.place.bottom, $1.index) }
        for (position, unit) in shown.enumerated() {
            let next = position + 1 < shown.count ? shown[position + 1].place.top : nil
            if let next, unit.place.bottom > next { return false }
            drafts[unit.index].endExtent = (next ?? unit.place.bottom) - unit.place.top
            drafts[unit.index].endKey = Key(band: 1, position: position, unit: unit.index)
        }
        return true
    }

    /// Places the units not drawn before, or off screen after, above or below the units drawn
    /// or on screen there: which, its place in that end's snapshot tells (its frame there is a
    /// layout's, which does not compare with a presentation's).
    ///
    /// One whose place is among those of the units drawn was never drawn (it came after a row
    /// that was still closing off screen, or the screen scrolled onto it mid-move): it opens
    /// from nothing at a place among them that keeps it after every unit that comes before it
    /// both before and after, and before every unit that comes after it.
    ///
    /// - Complexity: O(u) for the u units, plus O(d) for each never drawn among the d drawn.
    private static func placeTheRest(_ drafts: inout [Draft], drawn: [Int], visible: Rect) {
        let drawnOld = drawn.compactMap { drafts[$0].oldOrder }
        let firstOld = drawnOld.min() ?? .max, lastOld = drawnOld.max() ?? .min
        let firstNew = drafts.lazy.filter(\.inEnd).compactMap(\.newOrder).min() ?? .max
        // Where the units drawn end: above the screen's bottom when units among them were
        // closing or not open yet.
        let drawnBottom = drawn.last.flatMap { index in drafts[index].start.map { $0.top + drafts[index].startExtent } } ?? visible.maxY
        for index in drafts.indices {
            var draft = drafts[index]
            if draft.crossesScreen, let end = draft.end { draft.endExtent = end.height }
            if !draft.inStart, !draft.wasDrawn {
                draft.startExtent = draft.role == .entering ? 0 : draft.endExtent
                if let order = draft.oldOrder {
                    if order < firstOld {
                        draft.startKey = Key(band: 0, position: order, unit: index)
                    } else if order > lastOld {
                        draft.startKey = Key(band: 2, position: order, unit: index)
                        // Below units drawn that end on screen, it would show at once, where
                        // nothing was: it opens from nothing there instead.
                        if drawnBottom < visible.maxY { draft.startExtent = 0 }
                    } else if draft.role != .entering {
                        draft.startExtent = 0
                        if let place = place(of: draft, among: drawn, drafts) {
                            draft.startKey = Key(band: 1, position: place, unit: index)
                        } else {
                            // Which of the rows on their way it really follows, only the
                            // snapshots since the list was last at rest could tell: it enters
                            // as an inserted row does, at its place after, and opens once the
                            // rows passing that place have passed (`openAfterPassingMovers`).
                            draft.role = .entering
                            draft.opensAfterPassingMovers = true
                        }
                    }
                }
            }
            if !draft.inEnd {
                // One never drawn that crosses the screen opens to its rows on its way.
                if !draft.crossesScreen || draft.wasDrawn { draft.endExtent = draft.role == .leaving ? 0 : draft.startExtent }
                if let order = draft.newOrder { draft.endKey = Key(band: order < firstNew ? 0 : 2, position: order, unit: index) }
            }
            draft.startKey.unit = index
            draft.endKey.unit = index
            drafts[index] = draft
        }
    }

    /// The first place among the units `drawn` (a start key position between theirs) that
    /// keeps `draft` after every unit that comes before it both before and after, and before
    /// every unit that comes after it both times; `nil` when rows part-way through moves are
    /// out of both orders so that there is none.
    ///
    /// - Complexity: O(d) for the d units drawn: each unit adds one to a run of places (those
    ///   that put it on the wrong side), kept as differences and summed once.
    static func place(of draft: Draft, among drawn: [Int], _ drafts: [Draft]) -> Int? {
        // Place p is just above the drawn unit at position p (the last, below them all).
        var changes = [Int](repeating: 0, count: drawn.count + 2)
        for (position, index) in drawn.enumerated() {
            guard let old = drafts[index].oldOrder, let ownOld = draft.oldOrder, old != ownOld else { continue }
            let before = old < ownOld
            if let new = drafts[index].newOrder, let ownNew = draft.newOrder, (new < ownNew) != before { continue }
            // A unit before it is misplaced by the places above the unit, one after it by those below.
            if before {
                changes[0] += 1
                changes[position + 1] -= 1
            } else {
                changes[position + 1] += 1
                changes[drawn.count + 1] -= 1
            }
        }
        var misplaced = 0
        for place in 0...drawn.count {
            misplaced += changes[place]
            if misplaced == 0 { return 2 * place - 1 }
        }
        return nil
    }
}
