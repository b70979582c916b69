/// Where the item in one slot of a section snapshot sits in the tree. Links are slots; -1 means
/// none.
///
/// A type of its own rather than one nested in the generic snapshot: walks and passes over the
/// nodes are then plain code over a concrete array, whatever the item type. Code compiled
/// generically (in this module, for every app's item type) would otherwise look the array's
/// generic metadata up on every step of a walk.
///
/// 24 bytes: the level and the two flags share a word, since a pass over the nodes (a delete
/// renumbering the slots after it) moves all of them.
struct OutlineNode {
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var previous: Int32 = -1
    var next: Int32 = -1
    /// The level in the low 30 bits, then whether the item is expanded, and whether visible.
    private var levelAndFlags: UInt32

    init(parent: Int32 = -1, previous: Int32 = -1, next: Int32 = -1, level: Int32 = 0, isVisible: Bool = true) {
        (self.parent, self.previous, self.next) = (parent, previous, next)
        levelAndFlags = UInt32(level) | (isVisible ? Self.visibleBit : 0)
    }

    private static let expandedBit: UInt32 = 1 << 30
    private static let visibleBit: UInt32 = 1 << 31

    /// The depth: 0 for a root.
    var level: Int32 {
        get { Int32(levelAndFlags & (Self.expandedBit - 1)) }
        set { levelAndFlags = levelAndFlags & ~(Self.expandedBit - 1) | UInt32(newValue) }
    }

    var isExpanded: Bool {
        get { levelAndFlags & Self.expandedBit != 0 }
        set { levelAndFlags = newValue ? levelAndFlags | Self.expandedBit : levelAndFlags & ~Self.expandedBit }
    }

    /// Whether every ancestor is expanded.
    var isVisible: Bool {
        get { levelAndFlags & Self.visibleBit != 0 }
        set { levelAndFlags = newValue ? levelAndFlags | Self.visibleBit : levelAndFlags & ~Self.visibleBit }
    }

    /// The slot after `slot` depth first (into its children when `descending`), without
    /// climbing to `parent`; -1 when there is none.
    static func successor(of slot: Int32, below parent: Int32, descending: Bool, in nodes: [OutlineNode]) -> Int32 {
        if descending, nodes[Int(slot)].firstChild >= 0 { return nodes[Int(slot)].firstChild }
        var current = slot
        while current != parent {
            let next = nodes[Int(current)].next
            if next >= 0 { return next }
            current = nodes[Int(current)].parent
        }
        return -1
    }

    /// The last slot of the subtree at `slot` in depth-first order: its last descendant, or
    /// itself.
    ///
    /// - Complexity: O(depth).
    static func lastDescendant(of slot: Int32, in nodes: [OutlineNode]) -> Int32 {
        var last = slot
        while nodes[Int(last)].lastChild >= 0 { last = nodes[Int(last)].lastChild }
        return last
    }
}

// MARK: - Passes over all the nodes

extension OutlineNode {
    /// Every slot from `first` on (its later siblings and all their descendants), depth first.
    ///
    /// - Complexity: O(slots visited).
    static func depthFirstSlots(from first: Int32, in nodes: [OutlineNode]) -> [Int32] {
        var slots: [Int32] = []
        slots.reserveCapacity(nodes.count)
        var slot = first
        while slot >= 0 {
            slots.append(slot)
            slot = successor(of: slot, below: -1, descending: true, in: nodes)
        }
        return slots
    }

    /// The visible slots of `order` (slots depth first; nil: every slot, in slot order, which
    /// must be depth first), as runs of consecutive slots in that order.
    ///
    /// - Complexity: O(slots of `order`), reading the nodes in order.
    static func visibleRuns(of order: [Int32]?, in nodes: [OutlineNode]) -> [Range<Int>] {
        if let order {
            return runs(of: order.lazy.filter { nodes[Int($0)].isVisible })
        }
        return runs(of: nodes.indices.lazy.filter { nodes[$0].isVisible }.map { Int32($0) })
    }

    /// The slots that show from `first` on (it and its later siblings, and the descendants of
    /// those whose ancestors below `parent` are all expanded), depth first. `parent` is the
    /// parent of `first` (-1 for roots).
    ///
    /// - Complexity: O(slots returned).
    static func shownSlots(from first: Int32, below parent: Int32, in nodes: [OutlineNode]) -> [Int32] {
        var slots: [Int32] = []
        var slot = first
        while slot >= 0 {
            slots.append(slot)
            slot = successor(of: slot, below: parent, descending: nodes[Int(slot)].isExpanded, in: nodes)
        }
        return slots
    }

    /// ``shownSlots(from:below:in:)`` as runs of consecutive slots.
    ///
    /// - Complexity: O(slots that show).
    static func shownRuns(from first: Int32, below parent: Int32, in nodes: [OutlineNode]) -> [Range<Int>] {
        var runs = RunBuilder()
        var slot = first
        while slot >= 0 {
            runs.add(Int(slot))
            slot = successor(of: slot, below: parent, descending: nodes[Int(slot)].isExpanded, in: nodes)
        }
        return runs.finish()
    }

    /// `slots` as runs of consecutive slots, in order.
    static func runs(of slots: some Sequence<Int32>) -> [Range<Int>] {
        var runs = RunBuilder()
        for slot in slots { runs.add(Int(slot)) }
        return runs.finish()
    }
}

/// Collects slots, in order, as runs of consecutive slots.
struct RunBuilder {
    private var runs: [Range<Int>] = []
    private var start = 0, end = 0

    /// Adds the next slot.
    @inline(__always)
    mutating func add(_ slot: Int) {
        if slot == end, start < end {
            end += 1
        } else {
            if start < end { runs.append(start..<end) }
            (start, end) = (slot, slot + 1)
        }
    }

    /// The runs.
    mutating func finish() -> [Range<Int>] {
        if start < end { runs.append(start..<end) }
        (start, end) = (0, 0)
        return runs
    }
}
