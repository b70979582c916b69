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

    /// Removes the items at `roots` with all their descendants, and renumbers the remaining
    /// slots in depth-first order.
    ///
    /// - Complexity: O(*n*).
    mutating func remove(subtreesAt roots: Set<Int32>) {
        guard !roots.isEmpty else { return }
        var kept: [Int32] = []
        kept.reserveCapacity(itemStore.count)
        walk(from: firstRoot, below: -1) { slot in
            guard !roots.contains(slot) else { return false }
            kept.append(slot)
            return true
        }
        let source = self
        self = Self()
        itemStore = IdentifierStore(
            uniqueElements: ContiguousArray(kept.lazy.map { source.itemStore[Int($0)] }),
            fingerprints: ContiguousArray(kept.lazy.map { source.itemStore.fingerprints[Int($0)] }))
        nodes.reserveCapacity(kept.count)
        var newSlot = [Int32](repeating: -1, count: source.itemStore.count)
        for (slot, sourceSlot) in kept.enumerated() {
            newSlot[Int(sourceSlot)] = Int32(slot)
            let sourceParent = source.nodes[Int(sourceSlot)].parent
            let parent = sourceParent < 0 ? -1 : newSlot[Int(sourceParent)]
            link(slot..<slot + 1, under: parent, after: lastChild(of: parent), before: -1)
            nodes[slot].isExpanded = source.nodes[Int(sourceSlot)].isExpanded
        }
        storageWork += source.storageWork
    }

    /// Recomputes visibility below `root` after its expansion changed.
    ///
    /// - Complexity: O(size of the subtree).
    mutating func refreshVisibility(below root: Int32) {
        var slot = nodes[Int(root)].firstChild
        while slot >= 0 {
            let parent = nodes[Int(nodes[Int(slot)].parent)]
            nodes[Int(slot)].isVisible = parent.isVisible && parent.isExpanded
            slot = Self.successor(of: slot, below: root, descending: true, in: nodes)
        }
    }

    /// Forgets the cached depth-first order after the items changed (a new, empty cache:
    /// copies may share the old one).
    mutating func orderChanged() {
        if !slotsAreDepthFirst { order = DepthFirstOrder() }
    }
}
