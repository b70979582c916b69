/// The items of one section as an outline: roots, children, and which items are expanded.
///
/// A value type, like UIKit's `NSDiffableDataSourceSectionSnapshot`. Items are stored in
/// the order they were added (each one's *slot*), in an ordered set, next to a node per
/// slot that links it into the tree (parent, first and last child, previous and next
/// sibling) with its level, expansion and visibility. Adding children anywhere in the
/// outline is therefore O(*k*) for *k* items, however the outline is built (breadth first,
/// depth first, or in any order); `contains`, `level(of:)`, `parent(of:)`, `isExpanded`
/// and `isVisible` are O(1).
///
/// `items` and `index(of:)` need the depth-first order. While items were only ever added
/// at the end of that order (appending to the last root, or under the last item's
/// ancestors, as a depth-first build does) the slots *are* that order and both are O(1).
/// Otherwise the order is computed once, in O(*n*), on first use, and shared by copies
/// until one of them changes. Deleting items cuts their slots out as from an array (the
/// slots after them move down in one pass), so slots in depth-first order stay so.
///
/// Applied to a data source, the outline's visible items enter the section with the hashes
/// the outline already holds (see `CollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`
/// in DiffableTUI): an outline update costs what the same update of a flat snapshot costs.
///
/// Expansion state belongs to the snapshot: it survives copies, works on items without
/// children, and is dropped when an item is deleted.
///
/// Misuse traps with UIKit's message: duplicate identifiers (within a call or already
/// present), unknown destinations or parents, deleting or querying an unknown item.
/// Expanding or collapsing an unknown item is ignored and recorded in ``Diagnostics``.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    typealias Item = ItemIdentifierType

    typealias Node = OutlineNode

    /// Every item, in slot order.
    var itemStore = IdentifierStore<Item>()
    /// `nodes[slot]` places `itemStore[slot]` in the tree.
    var nodes: [Node] = []
    /// The first and last top-level items (-1 when empty).
    var firstRoot: Int32 = -1
    var lastRoot: Int32 = -1
    /// Whether slot order is depth-first order, so `itemStore` already lists `items`.
    var slotsAreDepthFirst = true
    /// The depth-first order while the slots are not in it.
    var order = DepthFirstOrder<Item>()
    /// How many items are hidden (a collapsed ancestor); 0 when every item is visible.
    var hiddenCount = 0
    /// How many nodes mutations have linked, unlinked or stepped over one by one (the bulk
    /// pass that renumbers the slots after removed ones is not counted); tests use it to prove
    /// that building an outline is linear, and that deleting items does not relink the
    /// others, without timing anything.
    var storageWork = 0

    /// Creates an empty section snapshot.
    public init() {}

    /// Creates a copy of another section snapshot.
    public init(_ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }
}

extension DiffableDataSourceSectionSnapshot: Equatable {
    /// Equal when the trees (items, their order and nesting) and the expanded sets match.
    ///
    /// - Complexity: O(*n*).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.itemStore.count == rhs.itemStore.count else { return false }
        let left = lhs.depthFirstSlots(), right = rhs.depthFirstSlots()
        return zip(left, right).allSatisfy { a, b in
            let nodeA = lhs.nodes[Int(a)], nodeB = rhs.nodes[Int(b)]
            return nodeA.level == nodeB.level && nodeA.isExpanded == nodeB.isExpanded
                && lhs.itemStore[Int(a)] == rhs.itemStore[Int(b)]
        }
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}

// MARK: - Queries

extension DiffableDataSourceSectionSnapshot {
    /// Every item, depth first: each parent followed by its children.
    ///
    /// - Complexity: O(1) when the outline was built in depth-first order (items only ever
    ///   added at its end); otherwise O(*n*) the first time after a change.
    public var items: [ItemIdentifierType] {
        slotsAreDepthFirst ? itemStore.array : depthFirstItems
    }

    /// The items at the top level.
    ///
    /// - Complexity: O(number of roots).
    public var rootItems: [ItemIdentifierType] {
        var result: [Item] = []
        var slot = firstRoot
        while slot >= 0 {
            result.append(itemStore[Int(slot)])
            slot = nodes[Int(slot)].next
        }
        return result
    }

    /// The items whose ancestors are all expanded, depth first.
    ///
    /// - Complexity: O(1) when every item is visible and the outline was built depth first
    ///   (as for ``items``); otherwise O(number of visible items).
    public var visibleItems: [ItemIdentifierType] {
        showsEveryItemInSlotOrder ? itemStore.array : Array(gather(visibleRuns()))
    }

    /// The expanded items, in the order of ``items``.
    ///
    /// - Complexity: O(*n*).
    public var expandedItems: [ItemIdentifierType] {
        var result: [Item] = []
        walk(from: firstRoot, below: -1) { slot in
            if nodes[Int(slot)].isExpanded { result.append(itemStore[Int(slot)]) }
            return true
        }
        return result
    }

    /// Whether the item is in the snapshot. O(1).
    public func contains(_ item: ItemIdentifierType) -> Bool {
        itemStore.contains(item)
    }

    /// The item's position in ``items`` (all items, not only visible ones), or nil.
    ///
    /// - Complexity: O(1), after the first use of the depth-first order (see ``items``).
    public func index(of item: ItemIdentifierType) -> Int? {
        guard let slot = itemStore.firstIndex(of: item) else { return nil }
        return slotsAreDepthFirst ? slot : Int(depthFirstOrder.positions[slot])
    }

    /// The item's depth: 0 for a root. O(1). Traps if the item is not in the snapshot.
    public func level(of item: ItemIdentifierType) -> Int {
        Int(nodes[existingSlot(of: item)].level)
    }

    /// The item's parent, or nil for a root. O(1). Traps if the item is not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let slot = itemStore.firstIndex(of: child) else {
            Misuse.trap(Misuse.sectionSnapshotMissingChild(child))
        }
        let parent = nodes[slot].parent
        return parent < 0 ? nil : itemStore[Int(parent)]
    }

    /// Whether the item is expanded. O(1). Traps if the item is not in the snapshot.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        nodes[existingSlot(of: item)].isExpanded
    }

    /// Whether every ancestor of the item is expanded (roots always are). O(1).
    /// Traps if the item is not in the snapshot.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        nodes[existingSlot(of: item)].isVisible
    }

    /// A section snapshot of a parent's descendants (its children become roots), or of the
    /// parent with its descendants; expansion state comes along.
    ///
    /// Traps if the parent is not in the snapshot.
    ///
    /// - Complexity: O(size of the subtree).
    public func snapshot(
        of parent: ItemIdentifierType,
        includingParent: Bool = false
    ) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard let slot = itemStore.firstIndex(of: parent) else {
            Misuse.trap(Misuse.sectionSnapshotMissingParent(parent))
        }
        return subtree(Int32(slot), includingRoot: includingParent)
    }

    /// An ASCII picture of the outline, one item per line, indented two spaces a level:
    /// `+` expanded or `-` collapsed, then `*` visible or a space hidden, then the item.
    public func visualDescription() -> String {
        var lines = ["<DiffableDataSourceSectionSnapshot"]
        walk(from: firstRoot, below: -1) { slot in
            let node = nodes[Int(slot)]
            let indent = String(repeating: "  ", count: Int(node.level))
            let expansion = node.isExpanded ? "+" : "-"
            lines.append(indent + expansion + (node.isVisible ? "*" : " ") + "\(itemStore[Int(slot)])")
            return true
        }
        lines.append(">")
        return lines.joined(separator: "\n")
    }

    /// Whether the item has children. O(1). Traps if the item is not in the snapshot.
    package func hasChildren(_ item: ItemIdentifierType) -> Bool {
        nodes[existingSlot(of: item)].firstChild >= 0
    }

    /// The slot of an item that must exist (UIKit's "Item identifier does not exist").
    func existingSlot(of item: Item) -> Int {
        guard let slot = itemStore.firstIndex(of: item) else {
            Misuse.trap(Misuse.sectionSnapshotMissingItem(item))
        }
        return slot
    }
}
