/// How the rows of a list share their column while they travel: each frame every unit (a
/// row with its separator and badges, or a header) goes where its eased journey puts it,
/// unless that would overlap another; then the units that collide are spread around where
/// they want to be, in the order of their journeys, so a row passing others trades places
/// with them one by one instead of covering them. Every row stays on screen, once. Journeys
/// of different lengths are staggered (see `stagger()`).
///
/// The positions are the least-squares fit to the eased positions under "no overlap, in
/// this order" (isotonic regression, by pool-adjacent-violators), rounded to whole rows. At
/// rest, before and after, the eased positions are the layouts themselves, which do not
/// overlap, so the first and last frames are exactly the old and new screens.
struct ColumnPacking {
    struct Member {
        /// Index into the choreography's tracks.
        var position: Int
        /// Rows below its unit's top.
        var offset: Int
    }

    struct Unit {
        var members: [Member]
        var fromTop: Int, toTop: Int
        var fromHeight: Int, toHeight: Int
        /// When the unit sets off, as a fraction of the move phase.
        var delay = 0.0
    }

    private(set) var units: [Unit]
    /// The part of the move phase each unit's journey takes.
    private(set) var span = 1.0

    /// The most the journeys are staggered by, as a fraction of the move phase, and the step
    /// between two journeys of different lengths.
    static let maximumStagger = 0.5
    static let staggerStep = 0.05

    /// Units of the candidates that take part (not pinned, not section backgrounds, not
    /// fading in or out in place), or `nil` when they are not one column: something moves
    /// sideways, or units sit side by side where they land (a grid, a sideways section).
    init?(candidates: [(index: Int, track: ElementTrack, element: CollectionViewTransition.Element)], owner: (CollectionViewTransition.Element) -> AnyHashable) {
        struct Key: Hashable {
            var owner: AnyHashable
            var dy: Int
        }
        var groups: [Key: [(position: Int, track: ElementTrack)]] = [:]
        var order: [Key] = []
        for (position, candidate) in candidates.enumerated() {
            let track = candidate.track, element = candidate.element
            guard !element.attributes.isPinned, element.attributes.zIndex < LayoutAttributes.ZIndex.pinnedBoost,
                  !Choreography.isSectionBackground(element), track.fade != .in, track.fade != .out
            else { continue }
            guard track.from.minX == track.to.minX else { return nil }
            let key = Key(owner: owner(element), dy: track.to.minY - track.from.minY)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append((position, track))
        }
        units = order.map { key in
            let tracks = groups[key]!
            let fromTop = tracks.map(\.track.from.minY).min()!, toTop = tracks.map(\.track.to.minY).min()!
            return Unit(
                members: tracks.map { Member(position: $0.position, offset: $0.track.from.minY - fromTop) },
                fromTop: fromTop, toTop: toTop,
                fromHeight: tracks.map(\.track.from.maxY).max()! - fromTop, toHeight: tracks.map(\.track.to.maxY).max()! - toTop)
        }
        let landed = units.sorted { $0.toTop < $1.toTop }
        for (upper, lower) in zip(landed, landed.dropFirst()) where upper.toTop + upper.toHeight > lower.toTop {
            return nil
        }
        stagger()
    }

    /// Staggers the journeys so that crossings spread out in time: units travelling the same
    /// distance (a block pushed by an insert) set off together, the others one after another
    /// from the top down. Without it, every pair in a reversed list would cross at the same
    /// instant and the column would flip in one frame.
    private mutating func stagger() {
        var distances: [Int] = []
        for unit in units.sorted(by: { $0.fromTop < $1.fromTop }) where unit.toTop != unit.fromTop && !distances.contains(unit.toTop - unit.fromTop) {
            distances.append(unit.toTop - unit.fromTop)
        }
        guard distances.count > 1 else { return }
        let total = min(Self.maximumStagger, Self.staggerStep * Double(distances.count - 1))
        span = 1 - total
        for index in units.indices {
            guard let rank = distances.firstIndex(of: units[index].toTop - units[index].fromTop) else { continue }
            units[index].delay = total * Double(rank) / Double(distances.count - 1)
        }
    }

    /// Each unit's top row when the move phase is `progress` (0...1) of the way, each journey
    /// eased by `curve` within its own stretch of the phase.
    ///
    /// - Complexity: O(u log u) for u units.
    func tops(at progress: Double, curve: View.AnimationCurve) -> [(unit: Unit, top: Int)] {
        let ideal = units.map { unit in
            Double(unit.fromTop) + Double(unit.toTop - unit.fromTop) * curve.progress(at: (progress - unit.delay) / span)
        }
        let heights = units.map { unit in
            Int((Double(unit.fromHeight) + Double(unit.toHeight - unit.fromHeight) * curve.progress(at: progress)).rounded())
        }
        let order = units.indices.sorted { (ideal[$0], units[$0].toTop, units[$0].fromTop) < (ideal[$1], units[$1].toTop, units[$1].fromTop) }
        let tops = Self.pack(ideals: order.map { ideal[$0] }, heights: order.map { heights[$0] }, within: extent)
        return zip(order, tops).map { (units[$0], $1) }
    }

    /// The rows the units occupy before and after: packing keeps them there, so rows making
    /// way never spill past the list's ends (or under a pinned header).
    var extent: Range<Int> {
        let top = units.map { min($0.fromTop, $0.toTop) }.min() ?? 0
        let bottom = units.map { max($0.fromTop + $0.fromHeight, $0.toTop + $0.toHeight) }.max() ?? 0
        return top..<max(top, bottom)
    }

    /// Whole-row tops, in the given order, as near `ideals` as possible (least squares)
    /// with each unit starting below the one before it ends, all within `extent` when they
    /// fit in it.
    ///
    /// Writing top = q + (heights of the units above), the constraint is q non-decreasing:
    /// pool adjacent violators on q, then round (which keeps q non-decreasing); then units
    /// past the ends are pushed back in, each pushing its neighbours.
    ///
    /// - Complexity: O(n).
    static func pack(ideals: [Double], heights: [Int], within extent: Range<Int>? = nil) -> [Int] {
        var above: [Int] = []
        above.reserveCapacity(ideals.count)
        var sum = 0
        for height in heights {
            above.append(sum)
            sum += height
        }
        var blocks: [(total: Double, count: Int)] = []
        for (index, ideal) in ideals.enumerated() {
            blocks.append((ideal - Double(above[index]), 1))
            while blocks.count > 1 {
                let last = blocks[blocks.count - 1], previous = blocks[blocks.count - 2]
                guard previous.total / Double(previous.count) > last.total / Double(last.count) else { break }
                blocks.removeLast(2)
                blocks.append((previous.total + last.total, previous.count + last.count))
            }
        }
        var tops: [Int] = []
        tops.reserveCapacity(ideals.count)
        for block in blocks {
            let q = Int((block.total / Double(block.count)).rounded())
            for _ in 0..<block.count { tops.append(q + above[tops.count]) }
        }
        guard let extent, !tops.isEmpty else { return tops }
        var floor = extent.lowerBound
        for index in tops.indices {
            tops[index] = max(tops[index], floor)
            floor = tops[index] + heights[index]
        }
        var ceiling = extent.upperBound
        for index in tops.indices.reversed() {
            tops[index] = min(tops[index], ceiling - heights[index])
            ceiling = tops[index]
        }
        return tops
    }
}
