/// The tweens of one transition's column: when things fade and move, each unit's extent and
/// opacity, each member's own fade, and the movers' staggered journeys.
extension ListColumn {
    /// When the parts of the transition happen, on the window's clock.
    struct Windows {
        var fadeOut: ClosedRange<Double>
        var move: ClosedRange<Double>
        var fadeIn: ClosedRange<Double>
        var whole: ClosedRange<Double>
    }

    /// The windows of `plan`: the whole duration for each part when phases overlap; otherwise
    /// fade out, then move, then fade in (`TransitionPhases`), each only if something does it.
    static func windows(_ plan: Plan, _ drafts: [Draft], movers: [Int], before: [Int]?, after: [Int]?) -> Windows {
        let whole = plan.start...(plan.start + plan.timing.duration)
        guard !plan.overlapsPhases else { return Windows(fadeOut: whole, move: whole, fadeIn: whole, whole: whole) }
        let hasMove = !movers.isEmpty || drafts.indices.contains { index in
            drafts[index].role == .staying && before?[index] != after?[index]
        }
        let hasFadeOut = drafts.contains { $0.role == .leaving && plan.carriedLeaving[$0.members[0]] == nil }
        let hasFadeIn = drafts.contains { draft in
            draft.role == .entering || (draft.role != .leaving && draft.members.contains { plan.elements[$0].fromFrame == nil })
        }
        let phases = TransitionPhases(hasFadeOut: hasFadeOut, hasMove: hasMove, hasFadeIn: hasFadeIn)
        func absolute(_ phase: TransitionPhases.Phase) -> ClosedRange<Double> {
            let range = phases.range(of: phase)
            return (plan.start + range.lowerBound * plan.timing.duration)...(plan.start + range.upperBound * plan.timing.duration)
        }
        return Windows(fadeOut: absolute(.fadeOut), move: absolute(.move), fadeIn: absolute(.fadeIn), whole: whole)
    }

    /// The unit of `draft` with its tweens: what it carried over goes on at its own pace, what
    /// is new follows `windows`.
    static func unit(_ draft: Draft, plan: Plan, windows: Windows) -> Unit {
        let curve = plan.timing.curve
        let startExtent = Double(draft.startExtent), endExtent = Double(draft.endExtent)
        var extent = Tween(from: startExtent, to: endExtent, over: windows.move, curve: curve)
        var opacity = Tween.constant(1)
        // A unit that carried its fade over goes on fading as a whole: what its members resume
        // is only their own part of the opacity they were drawn at.
        var carriedOpacity = 1.0
        switch draft.role {
        case .leaving:
            if let carried = plan.carriedLeaving[draft.members[0]] {
                extent = carried.extent
                opacity = carried.opacity
            } else {
                opacity = Tween(from: 1, to: 0, over: windows.fadeOut, curve: curve)
            }
        case .entering:
            opacity = Tween(from: 0, to: 1, over: windows.fadeIn, curve: curve)
        case .staying, .moving:
            let motion = draft.oldOwner.flatMap { plan.motions[$0] }
            // Its gap goes on closing or opening at its own pace, from where it is on screen.
            if let carried = motion?.extent, carried.to == endExtent, carried.isMoving(after: plan.start),
               carried.wholeValue(at: plan.start) == draft.startExtent {
                extent = carried
            }
            if let carried = motion?.opacity, carried.to == 1, carried.isMoving(after: plan.start) {
                opacity = carried
                carriedOpacity = carried.value(at: plan.start)
            }
        }
        let members = draft.members.compactMap { index -> Member? in
            let element = plan.elements[index]
            // A member not drawn before, in a unit that was, starts where it will be in its unit
            // (and so hidden under the next unit until its unit opens); one that leaves without
            // having been drawn (just off screen, beside its drawn unit-mates) has nothing to show.
            let from = draft.placedBefore.contains(index) ? element.fromFrame : nil, to = draft.role == .leaving ? nil : element.toFrame
            // Its size and its place in the unit after (before, when it leaves).
            let frame: Rect, offset: Int
            if let to, let end = draft.end {
                (frame, offset) = (to, to.minY - end.top)
            } else if let from, let start = draft.start {
                (frame, offset) = (from, from.minY + draft.startShift - start.top)
            } else {
                return nil
            }
            var member = Member(element: index, frame: frame, offset: offset, zIndex: element.attributes.zIndex, isOpaque: element.attributes.restsOpaque)
            if let carried = element.carried {
                member.fade = .constant(carried.opacity)
            } else if draft.role == .leaving, let resumed = plan.resumed[index] {
                // Part-way through a fade when it was deleted: fades out from there.
                member.fade = .constant(resumed)
            } else if draft.role == .staying || draft.role == .moving {
                if from == nil {
                    member.fade = Tween(from: 0, to: 1, over: windows.fadeIn, curve: curve)
                } else if let resumed = plan.resumed[index], carriedOpacity > 0, resumed < carriedOpacity - 1e-9 {
                    member.fade = Tween(from: resumed / carriedOpacity, to: 1, over: windows.whole, curve: curve)
                }
            }
            if element.change == .reloaded {
                member.crossFade = Tween(from: 0, to: 1, over: windows.whole, curve: curve)
            } else if let crossFade = element.crossFade {
                member.crossFade = crossFade
                member.fade = .constant(1)
            }
            return member
        }
        return Unit(role: draft.role, owner: draft.owner, members: members, extent: extent, opacity: opacity,
                    opensAfterPassingMovers: draft.opensAfterPassingMovers)
    }

    /// Sets the movers' journeys over the move window, staggered so that crossings spread out
    /// in time (every pair of a reversed list would otherwise cross in the same frame).
    ///
    /// Movers that go the same way by the same distance from neighbouring places (a block
    /// moved together) set off together. The others set off one after another: those going
    /// down from the bottom up, those going up from the top down. A mover therefore never
    /// catches up with one ahead of it in its direction, and two movers that keep their order
    /// before and after keep it in every frame.
    static func stagger(_ units: inout [Unit], movers: [Int], drafts: [Draft], over move: ClosedRange<Double>, curve: View.AnimationCurve) {
        func goesDown(_ mover: Int) -> Bool {
            guard let route = units[mover].route else { return false }
            return Double(route.toGap) + route.toRank > Double(route.fromGap) + route.fromRank
        }
        // How far it goes: in rows where it is on screen before and after, else past how
        // many units.
        func distance(_ mover: Int) -> Int {
            let draft = drafts[mover]
            if draft.inStart, draft.inEnd, let start = draft.start, let end = draft.end { return end.top - start.top }
            guard let route = units[mover].route else { return 0 }
            return route.toGap - route.fromGap
        }
        var delays: [Int: Int] = [:]
        var groups = 0
        for goingDown in [true, false] {
            let order = movers.filter { goesDown($0) == goingDown }
                .sorted { goingDown ? drafts[$0].startKey > drafts[$1].startKey : drafts[$0].startKey < drafts[$1].startKey }
            var rank = 0
            for (position, mover) in order.enumerated() {
                if position > 0, distance(order[position - 1]) != distance(mover) || units[order[position - 1]].route?.fromGap != units[mover].route?.fromGap {
                    rank += 1
                }
                delays[mover] = rank
            }
            groups = max(groups, order.isEmpty ? 0 : rank + 1)
        }
        let total = groups > 1 ? min(maximumStagger, staggerStep * Double(groups - 1)) : 0
        let length = move.upperBound - move.lowerBound
        for mover in movers {
            let delay = groups > 1 ? total * Double(delays[mover] ?? 0) / Double(groups - 1) : 0
            let start = move.lowerBound + delay * length
            units[mover].route?.journey = Tween(from: 0, to: 1, start: start, end: start + (1 - total) * length, curve: curve)
        }
    }

    /// Keeps each unit that opens after passing movers (see `measure`) closed until the last
    /// mover whose way crosses its place has passed it, then opens it by `end`. Its place
    /// after is right, and so is every unit's side of it but a crossing mover's until that
    /// mover has passed: a row it must follow could be drawn below it until then. Closed, it
    /// is not drawn.
    ///
    /// - Complexity: O(l · m) for l such units and m movers.
    static func openAfterPassingMovers(_ units: inout [Unit], sequence: [Int], by end: Double) {
        let movers = units.indices.filter { units[$0].route != nil }
        for (place, index) in sequence.enumerated() where units[index].opensAfterPassingMovers {
            let passed = movers.compactMap { mover in units[mover].route.flatMap { time(when: $0, passes: place) } }.max()
            let extent = units[index].extent
            guard let passed, passed > extent.start else { continue }
            units[index].extent = Tween(from: extent.from, to: extent.to, start: passed, end: max(passed, end), curve: extent.curve)
        }
    }

    /// When a mover on `route` passes the unit at `place` in the sequence, or `nil` when its
    /// way does not cross it. Gap `place` is just above that unit: a mover in it or before it
    /// is above the unit.
    ///
    /// - Complexity: O(log(1/ε)): a bisection of the journey, along which the gap only
    ///   advances.
    static func time(when route: Route, passes place: Int) -> Double? {
        let startsAbove = route.fromGap <= place
        guard startsAbove != (route.toGap <= place) else { return nil }
        func hasPassed(_ time: Double) -> Bool { (gap(on: route, at: time) <= place) != startsAbove }
        var low = route.journey.start, high = route.journey.end
        guard !hasPassed(low) else { return low }
        for _ in 0..<40 where high - low > 1e-6 {
            let middle = (low + high) / 2
            if hasPassed(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// The most the journeys are staggered by, as a fraction of the move phase, and the step
    /// between two journeys of different lengths.
    static let maximumStagger = 0.5
    static let staggerStep = 0.05
}
