/// Planning a list column from a transition's elements: which units there are, the backbone
/// and the movers, the rows each unit takes before and after, and the tweens of one transition.
extension ListColumn {
    /// What a transition's column is planned from.
    struct Plan {
        var elements: [CollectionViewTransition.Element]
        /// Each element's unit, and whether it is a unit of the new state; `nil` for elements
        /// outside the column (pinned headers, section backgrounds), which get tracks.
        var owners: [(owner: UnitOwner, isNew: Bool)?]
        /// Each element's unit in the old state, to find the motion a unit carried over.
        var oldOwners: [UnitOwner?]
        /// What the interrupted transition handed over: the motions of units that stay.
        var motions: [UnitOwner: TransitionCarryover.UnitMotion] = [:]
        /// The units the interrupted transition kept closed, still waiting for the rows
        /// passing them, by their owner in its new state (this transition's old state).
        var waiting: Set<UnitOwner> = []
        /// The motions of the leaving elements carried over, by element index.
        var carriedLeaving: [Int: TransitionCarryover.UnitMotion] = [:]
        /// Opacities of elements part-way through a fade when the last transition was
        /// interrupted, by element index (those not carried as units).
        var resumed: [Int: Double] = [:]
        /// The visible rect, in the new content coordinates the frames are in.
        var visible: Rect
        /// When the transition starts, on the window's clock.
        var start: Double
        var timing: TransitionTiming
        /// Fades and moves run together over the whole duration, instead of fading out,
        /// then moving, then fading in: for an update that interrupts another, so that a
        /// stream of them keeps up.
        var overlapsPhases: Bool
    }

    /// What a unit is before its tweens are chosen.
    struct Draft {
        var role: Role
        var owner: UnitOwner
        var oldOwner: UnitOwner?
        var members: [Int]
        /// The members whose frames before place the unit: those that were drawn, when any
        /// was (the others have frames of a layout, from elsewhere).
        var placedBefore: Set<Int>
        /// Whether a member was drawn before: on screen, or off it in the column of the
        /// transition this one interrupts. `startTop` is then where the unit was.
        var wasDrawn: Bool
        /// Where the unit is before: where it was drawn when it was (moved down by
        /// `startShift`), else where its members were laid out; `nil` for one entering.
        var start: Place?
        /// How far down the unit was moved from where it was drawn (see `measure`).
        var startShift = 0
        /// Where the unit is laid out after; `nil` for one leaving.
        var end: Place?
        /// Where the unit is in the order of the old and new snapshots (see `order(of:at:)`).
        var oldOrder: Int?, newOrder: Int?
        var inStart: Bool, inEnd: Bool
        /// Carried across the screen as the column's top slides: drawn on one side of the
        /// screen and laid out on the other, or laid out between the rows drawn before and the
        /// screen (`Element.isTravelledOver`).
        var crossesScreen = false
        /// A unit never drawn that enters among the units drawn: closed until the movers
        /// passing its place have passed (see `measure`).
        var opensAfterPassingMovers = false
        /// A header that can pin: when rows were drawn beneath it, it stays out of the column.
        var canPin = false
        var startExtent = 0, endExtent = 0
        var startKey = Key(band: 2, position: .max, unit: 0)
        var endKey = Key(band: 2, position: .max, unit: 0)
    }

    /// Where a unit is in one state, in the new content coordinates: the rows from its top to
    /// its bottom (those of its members, the unit's top above a member by that member's place
    /// in it).
    struct Place: Equatable {
        var top: Int
        var bottom: Int

        var height: Int { bottom - top }

        init(top: Int, bottom: Int) {
            self.top = top
            self.bottom = bottom
        }

        /// The place from `top` to `bottom`; `nil` when either is unknown (no member has a
        /// frame there).
        init?(top: Int?, bottom: Int?) {
            guard let top, let bottom else { return nil }
            self.init(top: top, bottom: bottom)
        }
    }

    /// Orders units before or after: above the screen, on it (by place), below it.
    struct Key: Comparable {
        var band: Int
        var position: Int
        var unit: Int

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.band, lhs.position, lhs.unit) < (rhs.band, rhs.position, rhs.unit)
        }
    }

    /// The column of `plan`, or `nil` when its elements are not one column (something moves
    /// sideways, or units sit side by side: a grid).
    ///
    /// - Complexity: O(e) to group the e elements into u units, O(u log u) to order them
    ///   (`measure`, `backbone`, `sequence`), plus what placing the units never drawn, the
    ///   headers that pinned over rows and the units waiting for movers cost (see `ListColumn`).
    init?(_ plan: Plan) {
        guard var drafts = Self.drafts(plan), Self.measure(&drafts, visible: plan.visible) else { return nil }
        let backbone = Self.backbone(drafts)
        let staying = Set(backbone)
        let movers = drafts.indices.filter { drafts[$0].role == .staying && !staying.contains($0) }
        for mover in movers { drafts[mover].role = .moving }
        let sequence = Self.sequence(drafts, backbone: backbone)
        let gaps = Self.gaps(of: movers, in: sequence, drafts)
        let startOrder = Self.order(sequence, movers: movers, at: gaps.map { ($0.fromGap, $0.fromRank) })
        let endOrder = Self.order(sequence, movers: movers, at: gaps.map { ($0.toGap, $0.toRank) })
        // With nothing on screen (every row there still closed), the rows drawn off it place
        // the column, so that what comes in does not show at once.
        let before = Self.tops(startOrder, drafts, extent: \.startExtent) { $0.inStart ? $0.start?.top : nil }
            ?? Self.tops(startOrder, drafts, extent: \.startExtent) { $0.wasDrawn ? $0.start?.top : nil }
        let after = Self.tops(endOrder, drafts, extent: \.endExtent) { $0.inEnd ? $0.end?.top : nil }
        guard let startTop = (before ?? after)?.column, let endTop = (after ?? before)?.column else { return nil }

        let windows = Self.windows(plan, drafts, movers: movers, before: before?.units, after: after?.units)
        let curve = plan.timing.curve
        var units = drafts.indices.map { Self.unit(drafts[$0], plan: plan, windows: windows) }
        for (mover, gap) in zip(movers, gaps) {
            units[mover].route = Route(fromGap: gap.fromGap, toGap: gap.toGap, fromRank: gap.fromRank, toRank: gap.toRank, journey: .constant(0))
        }
        Self.stagger(&units, movers: movers, drafts: drafts, over: windows.move, curve: curve)
        Self.openAfterPassingMovers(&units, sequence: sequence, by: windows.whole.upperBound)
        self.units = units
        self.sequence = sequence
        self.movers = movers
        top = Tween(from: Double(startTop), to: Double(endTop), over: windows.move, curve: curve)
    }

    // MARK: Units

    /// The units of the column candidates, with where they are before and after; `nil` when
    /// something moves sideways.
    private static func drafts(_ plan: Plan) -> [Draft]? {
        var groups: [(owner: UnitOwner, members: [Int])] = []
        var groupOf: [UnitOwner: [Bool: Int]] = [:]
        for (index, owner) in plan.owners.enumerated() {
            guard let owner else { continue }
            if let group = groupOf[owner.owner]?[owner.isNew] {
                groups[group].members.append(index)
            } else {
                groupOf[owner.owner, default: [:]][owner.isNew] = groups.count
                groups.append((owner.owner, [index]))
            }
        }
        var drafts: [Draft] = []
        for (owner, members) in groups {
            let elements = members.map { plan.elements[$0] }
            for element in elements {
                if let from = element.fromFrame, let to = element.toFrame, from.minX != to.minX || from.width != to.width { return nil }
            }
            let role: Role
            if elements.allSatisfy({ $0.change == .deleted }) {
                role = .leaving
            } else if elements.allSatisfy({ $0.change == .inserted }) {
                role = .entering
            } else {
                role = .staying
            }
            // Where a unit was drawn is where its members were drawn: a member that was not on
            // screen (closed off, or not there yet) has only a layout frame, from elsewhere.
            let oldOwner = members.lazy.compactMap { plan.oldOwners[$0] }.first
            // A unit still waiting closed was not drawn where it waited.
            let waited = oldOwner.map(plan.waiting.contains) == true
            let wereDrawn = waited ? [] : members.filter { plan.elements[$0].wasOnScreen && plan.elements[$0].fromFrame != nil }
            let placed = Set(wereDrawn.isEmpty ? members.filter { plan.elements[$0].fromFrame != nil } : wereDrawn)
            let froms = placed.compactMap { plan.elements[$0].fromFrame }
            let tos = role == .leaving ? [] : elements.compactMap(\.toFrame)
            let endTop = tos.map(\.minY).min()
            // The unit's top is above a member by that member's place in the unit (after, the
            // one place known for a member whose unit-mates were not drawn: a separator whose
            // row hid under a pinned header). A member shown in none of its rows sits at its
            // unit's bottom, wherever its place.
            let shown = placed.filter { (plan.elements[$0].fromFrame?.height ?? 0) > 0 }
            let startTop = shown.isEmpty ? froms.map(\.minY).min() : shown.compactMap { index -> Int? in
                guard let from = plan.elements[index].fromFrame else { return nil }
                guard let to = plan.elements[index].toFrame, let endTop, role != .leaving else { return froms.map(\.minY).min() }
                return from.minY - (to.minY - endTop)
            }.min()
            var draft = Draft(
                role: role, owner: owner, oldOwner: oldOwner,
                members: members, placedBefore: placed, wasDrawn: !wereDrawn.isEmpty,
                start: Place(top: startTop, bottom: froms.map(\.maxY).max()), end: Place(top: endTop, bottom: tos.map(\.maxY).max()),
                oldOrder: elements.lazy.compactMap { element in element.oldIndexPath.map { order(of: element, at: $0) } }.min(),
                newOrder: elements.lazy.compactMap { element in element.newIndexPath.map { order(of: element, at: $0) } }.min(),
                inStart: role != .entering && !waited && elements.contains { $0.wasOnScreen && $0.fromFrame.map { isOnScreen($0, plan.visible) } == true },
                inEnd: tos.contains { isOnScreen($0, plan.visible) })
            draft.canPin = elements.contains { $0.attributes.zIndex >= LayoutAttributes.ZIndex.pinnedBoost }
            if role == .staying, !draft.inStart, !draft.inEnd, !wereDrawn.isEmpty, let start = draft.start, let end = draft.end {
                // A stream that scrolls further than the screen in one step (a list following
                // its end) slides rows drawn below the screen to above it, or the other way:
                // left out, they would never be drawn, and the rows around them would close up.
                draft.crossesScreen = (start.top >= plan.visible.maxY && end.bottom <= plan.visible.minY)
                    || (start.bottom <= plan.visible.minY && end.top >= plan.visible.maxY)
            }
            // Laid out between the rows drawn before and the screen: the content carries it
            // across the screen too, and left out, the rows around it would close up over it.
            if !draft.inStart, !draft.inEnd, elements.contains(where: \.isTravelledOver) { draft.crossesScreen = true }
            // A unit that left and closed has nothing more to show.
            if role == .leaving, let motion = plan.carriedLeaving[members[0]], motion.extent.wholeValue(at: plan.start) <= 0 {
                draft.inStart = false
            }
            guard draft.inStart || draft.inEnd || draft.crossesScreen else { continue }
            drafts.append(draft)
        }
        dropHeadersOverRows(&drafts)
        return drafts
    }

    /// Takes out of the column a header that can pin and was drawn over rows (pinned in the
    /// transition this one interrupts, with rows passing beneath it): it is drawn as laid out
    /// instead, over the rows, rather than pushing them aside in the first frame.
    ///
    /// - Complexity: O(h · u) for h such headers among u units.
    private static func dropHeadersOverRows(_ drafts: inout [Draft]) {
        let covering = drafts.indices.filter { index in
            let header = drafts[index]
            guard header.canPin, header.inStart, let place = header.start else { return false }
            return drafts.indices.contains { other in
                guard other != index, drafts[other].inStart, let otherPlace = drafts[other].start else { return false }
                return otherPlace.top < place.bottom && place.top < otherPlace.bottom
            }
        }
        for index in covering.reversed() { drafts.remove(at: index) }
    }

    /// An element's place in the order of a snapshot: by section, then a section's header,
    /// its items (with their separators and badges) and its footer, then by item.
    static func order(of element: CollectionViewTransition.Element, at indexPath: IndexPath) -> Int {
        let part = element.kind == ElementKind.sectionHeader ? 0 : element.kind == ElementKind.sectionFooter ? 2 : 1
        return (indexPath.section * 4 + part) * 1 << 40 + indexPath.item
    }

    /// Whether a frame is on screen: overlaps it, or takes no rows (a row whose gap has not
    /// opened yet) at a place on it.
    static func isOnScreen(_ frame: Rect, _ visible: Rect) -> Bool {
        frame.intersects(visible) || (frame.height == 0 && frame.minY >= visible.minY && frame.minY < visible.maxY)
    }

    /// The units that stay and keep their relative order from before to after: a longest
    /// increasing subsequence of their places after, taken in their order before.
    ///
    /// - Complexity: O(u log u).
    private static func backbone(_ drafts: [Draft]) -> [Int] {
        let staying = drafts.indices.filter { drafts[$0].role == .staying }.sorted { drafts[$0].startKey < drafts[$1].startKey }
        return LongestIncreasingSubsequence.positions(in: staying.map { drafts[$0].endKey }).map { staying[$0] }
    }

    /// The backbone with the leaving units where they were and the entering units where they
    /// land: in each gap between two units of the backbone, those leaving, then those entering.
    private static func sequence(_ drafts: [Draft], backbone: [Int]) -> [Int] {
        func gap(of key: Draft, by path: KeyPath<Draft, Key>) -> Int {
            var low = 0, high = backbone.count
            while low < high {
                let middle = (low + high) / 2
                if drafts[backbone[middle]][keyPath: path] < key[keyPath: path] { low = middle + 1 } else { high = middle }
            }
            return low
        }
        var leaving: [Int: [Int]] = [:], entering: [Int: [Int]] = [:]
        for index in drafts.indices {
            switch drafts[index].role {
            case .leaving: leaving[gap(of: drafts[index], by: \.startKey), default: []].append(index)
            case .entering: entering[gap(of: drafts[index], by: \.endKey), default: []].append(index)
            default: break
            }
        }
        var sequence: [Int] = []
        sequence.reserveCapacity(drafts.count)
        for position in 0...backbone.count {
            sequence += (leaving[position] ?? []).sorted { drafts[$0].startKey < drafts[$1].startKey }
            sequence += (entering[position] ?? []).sorted { drafts[$0].endKey < drafts[$1].endKey }
            if position < backbone.count { sequence.append(backbone[position]) }
        }
        return sequence
    }

    /// Where each mover leaves the sequence and where it joins it: just after the last unit
    /// before it there (those leaving count before, those entering after), ranked among the
    /// movers in the same gap.
    private static func gaps(of movers: [Int], in sequence: [Int], _ drafts: [Draft]) -> [(fromGap: Int, fromRank: Double, toGap: Int, toRank: Double)] {
        func gaps(by path: KeyPath<Draft, Key>, counts: (Role) -> Bool) -> [(gap: Int, rank: Double)] {
            let keyed = sequence.indices.filter { counts(drafts[sequence[$0]].role) }
            let raw = movers.map { mover -> Int in
                var low = 0, high = keyed.count
                while low < high {
                    let middle = (low + high) / 2
                    if drafts[sequence[keyed[middle]]][keyPath: path] < drafts[mover][keyPath: path] { low = middle + 1 } else { high = middle }
                }
                return low == 0 ? 0 : keyed[low - 1] + 1
            }
            var byGap: [Int: [Int]] = [:]
            for (position, gap) in raw.enumerated() { byGap[gap, default: []].append(position) }
            var result = raw.map { ($0, 0.0) }
            for (_, positions) in byGap {
                let ordered = positions.sorted { drafts[movers[$0]][keyPath: path] < drafts[movers[$1]][keyPath: path] }
                for (rank, position) in ordered.enumerated() {
                    result[position].1 = Double(rank + 1) / Double(ordered.count + 1)
                }
            }
            return result
        }
        let from = gaps(by: \.startKey) { $0 != .entering }
        let to = gaps(by: \.endKey) { $0 != .leaving }
        return zip(from, to).map { ($0.gap, $0.rank, $1.gap, $1.rank) }
    }

    /// The whole column in order with the movers at the given gaps and ranks.
    private static func order(_ sequence: [Int], movers: [Int], at places: [(gap: Int, rank: Double)]) -> [Int] {
        var byGap: [Int: [(rank: Double, unit: Int)]] = [:]
        for (mover, place) in zip(movers, places) { byGap[place.gap, default: []].append((place.rank, mover)) }
        var order: [Int] = []
        for gap in 0...sequence.count {
            order += (byGap[gap] ?? []).sorted { $0.rank < $1.rank }.map(\.unit)
            if gap < sequence.count { order.append(sequence[gap]) }
        }
        return order
    }

    /// The column's top and each unit's (by index) when the units of `order` follow each other,
    /// each taking its `extent`, and the first unit whose place is `known` sits there; `nil`
    /// when no unit's place is known.
    private static func tops(_ order: [Int], _ drafts: [Draft], extent: KeyPath<Draft, Int>, known: (Draft) -> Int?) -> (column: Int, units: [Int])? {
        var tops = [Int](repeating: 0, count: drafts.count)
        var y = 0, column: Int?
        for index in order {
            if column == nil, let top = known(drafts[index]) { column = top - y }
            tops[index] = y
            y += drafts[index][keyPath: extent]
        }
        guard let column else { return nil }
        for index in order { tops[index] += column }
        return (column, tops)
    }
}
