/// How the rows of a list travel during a transition: as one column of units (a row with its
/// separator and badges, or a header), each taking some rows of the column, laid out top to
/// bottom every frame.
///
/// Nothing is placed by interpolating its own frame. Each unit animates only its *extent* (the
/// rows it takes, up to the next unit: a deleted row's closes to nothing, an inserted row's
/// opens from nothing) and its opacity; the column's top slides when the content scrolls;
/// every unit then sits right below the one before it. So in every frame the rows are drawn
/// once each, in order, with no gap and no overlap between them, whatever the tweens are
/// doing: that holds under a stream of applies, each interrupting the last, where the units
/// of several transitions close and open at their own paces.
///
/// The units that keep their order relative to each other from the screen as it is to the new
/// layout (a longest increasing subsequence: the *backbone*) never cross. The others are
/// *movers*: each makes its way past the backbone one unit at a time, the rows it passes
/// making way for it, so a row moved across the list trades places with the rows between
/// rather than covering them. Journeys of different lengths are staggered, so that a reversed
/// list ripples instead of flipping in one frame.
///
/// - Complexity: for the u units (those on screen before or after, and those the content
///   carries across it): planning is O(u log u) to order them, plus O(n · d) to place the n
///   never drawn among the d drawn, O(h · u) for the h headers that pinned over rows and
///   O(l · m) for the l units waiting for the m movers to pass; a frame is O(u + m log m).
struct ListColumn {
    enum Role: Equatable {
        case staying, moving, leaving, entering
    }

    /// One element of a unit.
    struct Member {
        /// Index into the transition's elements.
        var element: Int
        /// Its size after (before, when it leaves): how much of it shows is up to its unit's
        /// extent.
        var frame: Rect
        /// Rows below the unit's top, after (before, when it leaves).
        var offset: Int
        /// The member's own opacity, for one that appears or disappears in a unit that stays
        /// (a separator under a row that became the last but one).
        var fade = Tween.constant(1)
        /// A reloaded cell's cross-fade, 0...1: its old view until half-way, the new one after.
        var crossFade: Tween?
        var zIndex: Int
        var isOpaque: Bool
    }

    /// A mover's way through the backbone.
    struct Route {
        /// Gaps of the backbone sequence: gap g is just before its unit g.
        var fromGap: Int
        var toGap: Int
        /// Order among the movers in the same gap, 0...1.
        var fromRank: Double
        var toRank: Double
        /// 0...1 over the move phase, staggered.
        var journey: Tween
    }

    struct Unit {
        var role: Role
        var owner: UnitOwner
        var members: [Member]
        /// Rows the unit takes, up to the next unit.
        var extent: Tween
        var opacity: Tween
        var route: Route?
        /// Kept closed until the rows passing its place have passed (see `measure`).
        var opensAfterPassingMovers = false
    }

    /// Where a unit is in one frame.
    struct Placement {
        var unit: Int
        var top: Int
        var extent: Int
    }

    let units: [Unit]
    /// The backbone, in column order: every unit but the movers.
    let sequence: [Int]
    let movers: [Int]
    /// The top row of the column (content coordinates).
    let top: Tween

    /// Every unit in column order at `time`, where it starts and how many rows it takes.
    ///
    /// - Complexity: O(u + m log m) for u units, m of them movers (sorted within their gaps).
    func placements(at time: Double) -> [Placement] {
        var moversByGap: [Int: [(along: Double, unit: Int)]] = [:]
        for mover in movers {
            guard let route = units[mover].route else { continue }
            moversByGap[Self.gap(on: route, at: time), default: []].append((Self.along(route, at: time), mover))
        }
        var order: [Int] = []
        order.reserveCapacity(units.count)
        for gap in 0...sequence.count {
            if let waiting = moversByGap[gap] {
                order += waiting.sorted { ($0.along, $0.unit) < ($1.along, $1.unit) }.map(\.unit)
            }
            if gap < sequence.count { order.append(sequence[gap]) }
        }
        var y = top.wholeValue(at: time)
        return order.map { index in
            let extent = max(0, units[index].extent.wholeValue(at: time))
            defer { y += extent }
            return Placement(unit: index, top: y, extent: extent)
        }
    }

    /// The gap a mover is in at `time`. It passes one backbone unit as soon as it sets off, and
    /// the last one only once it is nearly there, so a move shows in the first frame.
    static func gap(on route: Route, at time: Double) -> Int {
        let progress = route.journey.value(at: time)
        let distance = route.toGap - route.fromGap
        guard distance != 0, progress > 0 else { return route.fromGap }
        guard progress < 1 else { return route.toGap }
        let crossed = min(abs(distance), max(1, Int((progress * Double(abs(distance)) - 1e-9).rounded(.up))))
        return route.fromGap + (distance > 0 ? crossed : -crossed)
    }

    /// How far along its way a mover is, as a place in the backbone (gap plus rank): what
    /// orders the movers in one gap. Two movers that keep their order before and
    /// after keep it here, since each goes from one place to the other by a convex mix (and
    /// the one ahead in their direction sets off first: see `stagger`).
    static func along(_ route: Route, at time: Double) -> Double {
        let from = Double(route.fromGap) + route.fromRank, to = Double(route.toGap) + route.toRank
        return from + (to - from) * route.journey.value(at: time)
    }

    /// The presentation of every member of every unit at `time`, by element index.
    ///
    /// - Parameter hiddenBelow: opacities under this are not drawn (see `ElementTrack`).
    /// - Complexity: O(u + m log m + e) for u units, m of them movers, with e members.
    func presentations(at time: Double, hiddenBelow: Double) -> [(index: Int, presentation: CollectionViewTransition.Presentation)] {
        var result: [(index: Int, presentation: CollectionViewTransition.Presentation)] = []
        for placement in placements(at: time) {
            let unit = units[placement.unit]
            let unitOpacity = unit.opacity.value(at: time)
            for member in unit.members {
                // The unit's extent shows as much of it as there is room for.
                var frame = member.frame
                frame.origin.y = placement.top + member.offset
                // A unit closing or opening shows only the rows it takes.
                let bottom = placement.top + placement.extent
                if frame.maxY > bottom {
                    frame.origin.y = min(frame.minY, bottom)
                    frame.size.height = bottom - frame.minY
                }
                var opacity = unitOpacity * member.fade.value(at: time)
                var showsOutgoingView = false
                if let crossFade = member.crossFade {
                    let fraction = crossFade.value(at: time)
                    showsOutgoingView = fraction < 0.5
                    opacity *= showsOutgoingView ? 1 - 2 * fraction : 2 * fraction - 1
                }
                // What takes rows is drawn: a row leaving or arriving is at least faint, never a
                // blank gap between rows.
                if frame.height > 0 { opacity = max(opacity, Self.faintest) }
                let isHidden = frame.height <= 0 || opacity < hiddenBelow
                result.append((member.element, CollectionViewTransition.Presentation(
                    frame: frame, zIndex: member.zIndex, isOpaque: member.isOpaque, showsOutgoingView: showsOutgoingView,
                    isHidden: isHidden, opacity: min(1, max(0, opacity)))))
            }
        }
        return result
    }

    /// The least opacity of a row that takes rows of the column: above the third below
    /// which a fade is not drawn without colour ramps, so that it shows `dim` there.
    static let faintest = 0.35

    /// Whether anything in the column still changes after `time`.
    func isMoving(after time: Double) -> Bool {
        top.isMoving(after: time) || units.contains { unit in
            unit.extent.isMoving(after: time) || unit.opacity.isMoving(after: time) || unit.route?.journey.isMoving(after: time) == true
                || unit.members.contains { $0.fade.isMoving(after: time) || $0.crossFade?.isMoving(after: time) == true }
        }
    }
}
