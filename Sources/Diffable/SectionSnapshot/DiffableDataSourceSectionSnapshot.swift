import OrderedCollections

/// The items of one section as an outline: roots, children, and which items are expanded.
///
/// A value type, like UIKit's `NSDiffableDataSourceSectionSnapshot`. Items are kept in
/// depth-first order (a parent, then its children) in one ordered set, next to each item's
/// level, parent and visibility, so `contains`, `index(of:)`, `level(of:)`, `parent(of:)`,
/// `isExpanded` and `isVisible` are O(1). Expansion state belongs to the snapshot: it
/// survives copies, works on items without children, and is dropped when an item is deleted.
///
/// Misuse traps with UIKit's message: duplicate identifiers (within a call or already
/// present), unknown destinations or parents, deleting or querying an unknown item.
/// Expanding or collapsing an unknown item is ignored and recorded in ``Diagnostics``.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    typealias Item = ItemIdentifierType

    /// Where an item sits in the outline.
    struct Node: Hashable {
        var level: Int
        var parent: Item?
        var isVisible: Bool
    }

    /// Every item in depth-first order.
    var itemStore: OrderedSet<Item> = []
    /// `nodes[i]` describes `itemStore[i]`.
    var nodes: [Node] = []
    var expandedStore: Set<Item> = []

    /// Creates an empty section snapshot.
    public init() {}

    /// Creates a copy of another section snapshot.
    public init(_ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }
}

extension DiffableDataSourceSectionSnapshot: Equatable {
    /// Equal when the trees (items, their order and nesting) and the expanded sets match.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.itemStore == rhs.itemStore
            && lhs.nodes.map(\.level) == rhs.nodes.map(\.level)
            && lhs.expandedStore == rhs.expandedStore
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
extension DiffableDataSourceSectionSnapshot.Node: Sendable where ItemIdentifierType: Sendable {}

// MARK: - Queries

extension DiffableDataSourceSectionSnapshot {
    /// Every item, depth first: each parent followed by its children.
    public var items: [ItemIdentifierType] { itemStore.elements }

    /// The items at the top level.
    ///
    /// - Complexity: O(*n*).
    public var rootItems: [ItemIdentifierType] {
        zip(itemStore, nodes).filter { $0.1.level == 0 }.map(\.0)
    }

    /// The items whose ancestors are all expanded, depth first.
    ///
    /// - Complexity: O(*n*).
    public var visibleItems: [ItemIdentifierType] {
        zip(itemStore, nodes).filter { $0.1.isVisible }.map(\.0)
    }

    /// The expanded items, in the order of ``items``.
    ///
    /// - Complexity: O(*n*).
    public var expandedItems: [ItemIdentifierType] {
        itemStore.filter(expandedStore.contains).elements
    }

    /// Whether the item is in the snapshot. O(1).
    public func contains(_ item: ItemIdentifierType) -> Bool {
        itemStore.contains(item)
    }

    /// The item's position in ``items`` (all items, not only visible ones), or nil. O(1).
    public func index(of item: ItemIdentifierType) -> Int? {
        itemStore.firstIndex(of: item)
    }

    /// The item's depth: 0 for a root. O(1). Traps if the item is not in the snapshot.
    public func level(of item: ItemIdentifierType) -> Int {
        nodes[existingIndex(of: item)].level
    }

    /// The item's parent, or nil for a root. O(1). Traps if the item is not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let index = itemStore.firstIndex(of: child) else {
            Misuse.trap(Misuse.sectionSnapshotMissingChild(child))
        }
        return nodes[index].parent
    }

    /// Whether the item is expanded. O(1). Traps if the item is not in the snapshot.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        _ = existingIndex(of: item)
        return expandedStore.contains(item)
    }

    /// Whether every ancestor of the item is expanded (roots always are). O(1).
    /// Traps if the item is not in the snapshot.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        nodes[existingIndex(of: item)].isVisible
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
        guard let index = itemStore.firstIndex(of: parent) else {
            Misuse.trap(Misuse.sectionSnapshotMissingParent(parent))
        }
        let range = (includingParent ? index : index + 1)..<subtreeEnd(index)
        return subtree(range)
    }

    /// An ASCII picture of the outline, one item per line, indented two spaces a level:
    /// `+` expanded or `-` collapsed, then `*` visible or a space hidden, then the item.
    public func visualDescription() -> String {
        var lines = ["<DiffableDataSourceSectionSnapshot"]
        for (item, node) in zip(itemStore, nodes) {
            let indent = String(repeating: "  ", count: node.level)
            let expansion = expandedStore.contains(item) ? "+" : "-"
            lines.append(indent + expansion + (node.isVisible ? "*" : " ") + "\(item)")
        }
        lines.append(">")
        return lines.joined(separator: "\n")
    }

    /// The index of an item that must exist (UIKit's "Item identifier does not exist").
    func existingIndex(of item: Item) -> Int {
        guard let index = itemStore.firstIndex(of: item) else {
            Misuse.trap(Misuse.sectionSnapshotMissingItem(item))
        }
        return index
    }
}
