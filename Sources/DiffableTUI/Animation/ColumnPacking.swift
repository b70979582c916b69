/// How the rows of a list share their column while they travel: each frame every unit (a
/// row with its separator and badges, or a header) goes where its eased journey puts it,
/// unless that would overlap another; then the units that collide are spread around where
/// they want to be, in the order of their journeys, so a row passing others trades places
/// with them one by one instead of covering them. Every row stays on screen, once.
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
    }

    private(set) var units: [Unit]

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
    }

    /// Each unit's top row when the journeys are `progress` (eased, 0...1) of the way.
    ///
    /// - Complexity: O(u log u) for u units.
    func tops(at progress: Double) -> [(unit: Unit, top: Int)] {
        func mix(_ a: Int, _ b: Int) -> Double { Double(a) + Double(b - a) * progress }
        let ideal = units.map { mix($0.fromTop, $0.toTop) }
        let heights = units.map { Int(mix($0.fromHeight, $0.toHeight).rounded()) }
        let order = units.indices.sorted { (ideal[$0], units[$0].toTop, units[$0].fromTop) < (ideal[$1], units[$1].toTop, units[$1].fromTop) }
        let tops = Self.pack(ideals: order.map { ideal[$0] }, heights: order.map { heights[$0] })
        return zip(order, tops).map { (units[$0], $1) }
    }

    /// Whole-row tops, in the given order, as near `ideals` as possible (least squares)
    /// with each unit starting below the one before it ends.
    ///
    /// Writing top = q + (heights of the units above), the constraint is q non-decreasing:
    /// pool adjacent violators on q, then round (which keeps q non-decreasing).
    ///
    /// - Complexity: O(n).
    static func pack(ideals: [Double], heights: [Int]) -> [Int] {
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
        return tops
    }
}
