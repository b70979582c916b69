/// The primitives every mutation goes through; they keep the ordered items, the nodes and
/// their links in step.
extension DiffableDataSourceSectionSnapshot {
    /// Links the nodes of the newest slots `slots` (already in `itemStore`, none in `nodes`
    /// yet) as consecutive siblings under `parent` (-1: roots), between `previous` and
    /// `next` (-1: the start or end of the sibling list).
    ///
    /// New nodes are collapsed; they are visible when their parent is visible and expanded.
    ///
    /// - Complexity: O(*k*) for *k* slots.
    mutating func link(_ slots: Range<Int>, under parent: Int32, after previous: Int32, before next: Int32) {
        guard let first = slots.first, let last = slots.last else { return }
        let level = parent < 0 ? 0 : nodes[Int(parent)].level + 1
        guard level < 1 << 30 else { Misuse.trap("A section snapshot is at most 1,073,741,824 levels deep") }
        let isVisible = parent < 0 || (nodes[Int(parent)].isVisible && nodes[Int(parent)].isExpanded)
        for slot in slots {
            nodes.append(Node(
                parent: parent,
                previous: slot == first ? previous : Int32(slot - 1),
                next: slot == last ? next : Int32(slot + 1),
                level: level,
                isVisible: isVisible))
        }
        storageWork += slots.count
        if !isVisible { hiddenCount += slots.count }
        if previous >= 0 {
            nodes[Int(previous)].next = Int32(first)
        } else if parent >= 0 {
            nodes[Int(parent)].firstChild = Int32(first)
        } else {
            firstRoot = Int32(first)
        }
        if next >= 0 {
            nodes[Int(next)].previous = Int32(last)
        } else if parent >= 0 {
            nodes[Int(parent)].lastChild = Int32(last)
        } else {
            lastRoot = Int32(last)
        }
    }

    /// The last child of `parent`, or the last root for -1.
    func lastChild(of parent: Int32) -> Int32 {
        parent < 0 ? lastRoot : nodes[Int(parent)].lastChild
    }

    /// Whether `slot` is the last item depth first or one of its ancestors, so whatever
    /// follows its subtree lands at the end of the depth-first order.
    ///
    /// - Complexity: O(depth).
    func endsTheOutline(_ slot: Int32) -> Bool {
        guard slotsAreDepthFirst, !itemStore.isEmpty else { return false }
        var current = Int32(itemStore.count - 1)
        while current >= 0 {
            if current == slot { return true }
            current = nodes[Int(current)].parent
        }
        return false
    }

    /// Adds `items` (checked) as consecutive siblings under `parent`, between `previous`
    /// and `next`; `keepsOrder` says whether they land at the end of the depth-first order.
    mutating func add(_ items: [Item], under parent: Int32, after previous: Int32, before next: Int32, keepsOrder: Bool) {
        let start = itemStore.count
        guard itemStore.appendUnique(contentsOf: items) else { trapOnDuplicates(items) }
        link(start..<itemStore.count, under: parent, after: previous, before: next)
        slotsAreDepthFirst = slotsAreDepthFirst && keepsOrder
        orderChanged()
    }

    /// Adds a whole outline (with its expansion state) as consecutive siblings under
    /// `parent`, between `previous` and `next`. Its items are checked against these.
    ///
    /// - Complexity: O(*k*) for the *k* items of `block`.
    mutating func add(_ block: Self, under parent: Int32, after previous: Int32, before next: Int32, keepsOrder: Bool) {
        let blockSlots = block.depthFirstSlots()
        let start = itemStore.count
        guard itemStore.appendUnique(contentsOf: blockSlots.map { block.itemStore[Int($0)] }) else {
            trapOnDuplicates(block.items)
        }
        // Depth first, so each parent is linked before its children.
        var newSlot = [Int32](repeating: -1, count: block.itemStore.count)
        var previousRoot = previous
        for (offset, blockSlot) in blockSlots.enumerated() {
            let slot = start + offset
            newSlot[Int(blockSlot)] = Int32(slot)
            let blockParent = block.nodes[Int(blockSlot)].parent
            if blockParent < 0 {
                link(slot..<slot + 1, under: parent, after: previousRoot, before: next)
                previousRoot = Int32(slot)
            } else {
                let newParent = newSlot[Int(blockParent)]
                link(slot..<slot + 1, under: newParent, after: lastChild(of: newParent), before: -1)
            }
            nodes[slot].isExpanded = block.nodes[Int(blockSlot)].isExpanded
        }
        slotsAreDepthFirst = slotsAreDepthFirst && keepsOrder
        orderChanged()
    }

    /// Traps with UIKit's message, listing the items that repeat or are already present.
    func trapOnDuplicates(_ items: [Item]) -> Never {
        var seen = Set<Item>()
        var duplicates: [Item] = []
        var reported = Set<Item>()
        for item in items where itemStore.contains(item) || !seen.insert(item).inserted {
            if reported.insert(item).inserted { duplicates.append(item) }
        }
        Misuse.trap(Misuse.sectionSnapshotDuplicates(duplicates))
    }

    /// A new snapshot of the subtree at `root` (which becomes a root), or of the subtrees of
    /// its children (which become roots); expansion state comes along.
    ///
    /// - Complexity: O(size of the subtree).
    func subtree(_ root: Int32, includingRoot: Bool) -> Self {
        var result = Self()
        var copies: [Int32: Int32] = [:]
        func copy(_ slot: Int32) {
            let parent = copies[nodes[Int(slot)].parent] ?? -1
            let position = result.itemStore.count
            result.itemStore.append(itemStore[Int(slot)], fingerprint: itemStore.fingerprints[Int(slot)])
            result.link(position..<position + 1, under: parent, after: result.lastChild(of: parent), before: -1)
            result.nodes[position].isExpanded = nodes[Int(slot)].isExpanded
            copies[slot] = Int32(position)
        }
        if includingRoot { copy(root) }
        walk(from: nodes[Int(root)].firstChild, below: root) { slot in
            copy(slot)
            return true
        }
        return result
    }

    /// Removes the items at `roots` with all their descendants.
    ///
    /// Their slots are cut out of the items and the nodes as out of arrays: the slots after
    /// them move down in one pass that hashes and walks nothing, the links renumbered in the
    /// same pass, and the siblings on either side of each removed subtree are then linked to
    /// each other. Slots in depth-first order stay so: each subtree is a range of them.
    ///
    /// - Complexity: O(*n*): O(*k* log *k*) node by node for the *k* removed items (O(*k*)
    ///   in depth-first slots), plus the depth of each, and the rest in bulk.
    mutating func remove(subtreesAt roots: Set<Int32>) {
        guard !roots.isEmpty else { return }
        // Nothing is written before the nodes are copied out without the removed ones: a
        // write to nodes shared with another copy of the snapshot would copy them all first.
        let (runs, tops) = slotsAreDepthFirst ? subtreeRanges(roots) : subtreeSlots(roots)
        // One gap per run of removed siblings, found from its first: a thousand consecutive
        // roots (a log's oldest entries) are stepped over once, not once from each of them.
        let gaps = tops.filter { !roots.contains(nodes[Int($0)].previous) }.map { gap(after: $0, removing: roots) }
        for run in runs {
            hiddenCount -= nodes[run].count { !$0.isVisible }
        }
        if runs.count <= 2 {
            for run in runs.reversed() { itemStore.removeSubrange(run) }
        } else {
            itemStore.removeRuns(runs)
        }
        let shift = SlotShift(removing: runs, of: nodes.count)
        Node.remove(runs, from: &nodes, shift: shift)
        firstRoot = shift(firstRoot)
        lastRoot = shift(lastRoot)
        for gap in gaps {
            close(Gap(parent: shift(gap.parent), previous: shift(gap.previous), next: shift(gap.next)))
        }
        storageWork += tops.count + gaps.reduce(0) { $0 + $1.removedSiblings }
        orderChanged()
    }

    /// The subtrees at `roots` in depth-first slots: their slots as ascending runs, and the
    /// roots not inside another one.
    ///
    /// - Complexity: O(*k* log *k*) for *k* roots, plus their depth.
    private func subtreeRanges(_ roots: Set<Int32>) -> (runs: [Range<Int>], tops: [Int32]) {
        // Each subtree runs from its root to its last descendant, and two such ranges are
        // nested or apart: sorted by start, one that starts inside the run before it lies
        // inside it.
        let ranges = roots.map { Int($0)..<Int(Node.lastDescendant(of: $0, in: nodes)) + 1 }
            .sorted { $0.lowerBound < $1.lowerBound }
        var runs: [Range<Int>] = []
        var tops: [Int32] = []
        for range in ranges {
            if let last = runs.last, range.lowerBound < last.upperBound { continue }
            tops.append(Int32(range.lowerBound))
            if let last = runs.last, last.upperBound == range.lowerBound {
                runs[runs.count - 1] = last.lowerBound..<range.upperBound
            } else {
                runs.append(range)
            }
        }
        return (runs, tops)
    }

    /// The subtrees at `roots` in any slot order: their slots as ascending runs, and the roots
    /// not inside another one.
    ///
    /// - Complexity: O(*s* log *s*) for the *s* slots of the subtrees, plus the roots' depth.
    private func subtreeSlots(_ roots: Set<Int32>) -> (runs: [Range<Int>], tops: [Int32]) {
        var slots: [Int32] = []
        var tops: [Int32] = []
        for root in roots {
            var ancestor = nodes[Int(root)].parent
            while ancestor >= 0, !roots.contains(ancestor) { ancestor = nodes[Int(ancestor)].parent }
            guard ancestor < 0 else { continue }
            tops.append(root)
            slots.append(root)
            walk(from: nodes[Int(root)].firstChild, below: root) { slot in
                slots.append(slot)
                return true
            }
        }
        return (Node.runs(of: slots.sorted()), tops)
    }

    /// Where a run of removed subtrees leaves a gap among their siblings: their parent (-1: the
    /// roots) and the nearest siblings on either side that stay (-1: none).
    struct Gap {
        var parent: Int32
        var previous: Int32
        var next: Int32
        /// How many removed siblings follow the first (for `storageWork`).
        var removedSiblings = 0
    }

    /// The gap left when the subtrees at `roots` go by the run of them that starts at `slot`
    /// (its previous sibling stays); a sibling that goes is one of `roots` (their parent stays).
    ///
    /// - Complexity: O(removed siblings after it).
    private func gap(after slot: Int32, removing roots: Set<Int32>) -> Gap {
        var gap = Gap(parent: nodes[Int(slot)].parent, previous: nodes[Int(slot)].previous, next: nodes[Int(slot)].next)
        while gap.next >= 0, roots.contains(gap.next) {
            gap.next = nodes[Int(gap.next)].next
            gap.removedSiblings += 1
        }
        return gap
    }

    /// Links the siblings on either side of a gap to each other (or to the parent's, or the
    /// roots', ends).
    private mutating func close(_ gap: Gap) {
        if gap.previous >= 0 {
            nodes[Int(gap.previous)].next = gap.next
        } else if gap.parent >= 0 {
            nodes[Int(gap.parent)].firstChild = gap.next
        } else {
            firstRoot = gap.next
        }
        if gap.next >= 0 {
            nodes[Int(gap.next)].previous = gap.previous
        } else if gap.parent >= 0 {
            nodes[Int(gap.parent)].lastChild = gap.previous
        } else {
            lastRoot = gap.previous
        }
    }

    /// Recomputes visibility below `root` after its expansion changed.
    ///
    /// - Complexity: O(size of the subtree).
    mutating func refreshVisibility(below root: Int32) {
        var slot = nodes[Int(root)].firstChild
        while slot >= 0 {
            let parent = nodes[Int(nodes[Int(slot)].parent)]
            let isVisible = parent.isVisible && parent.isExpanded
            if nodes[Int(slot)].isVisible != isVisible {
                nodes[Int(slot)].isVisible = isVisible
                hiddenCount += isVisible ? -1 : 1
            }
            slot = Node.successor(of: slot, below: root, descending: true, in: nodes)
        }
    }

    /// Forgets the cached depth-first order after the items changed (a new, empty cache:
    /// copies may share the old one).
    mutating func orderChanged() {
        if !slotsAreDepthFirst { order = DepthFirstOrder() }
    }
}
