extension DiffableDataSourceSectionSnapshot {
    /// Appends items as the last children of `parent`, or as roots when `parent` is nil.
    ///
    /// An empty array does nothing. Traps with UIKit's message if the parent is unknown or
    /// an item repeats or is already present.
    ///
    /// - Complexity: O(*k*) for *k* items, plus O(depth) to tell whether they land at the
    ///   end of the depth-first order; wherever the parent is.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard !items.isEmpty else { return }
        var parentSlot: Int32 = -1
        if let parent {
            guard let slot = itemStore.firstIndex(of: parent) else {
                Misuse.trap(Misuse.sectionSnapshotMissingParent(parent))
            }
            parentSlot = Int32(slot)
        }
        let keepsOrder = parentSlot < 0 || endsTheOutline(parentSlot)
        add(items, under: parentSlot, after: lastChild(of: parentSlot), before: -1, keepsOrder: keepsOrder)
    }

    /// Inserts items just before an item, at its level.
    ///
    /// Same traps as ``append(_:to:)``, with UIKit's message for an unknown destination.
    ///
    /// - Complexity: O(*k*) for *k* items.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard !items.isEmpty else { return }
        let slot = destinationSlot(item, before: true)
        add(items, under: nodes[Int(slot)].parent, after: nodes[Int(slot)].previous, before: slot, keepsOrder: false)
    }

    /// Inserts items after an item and all its children, at the item's level.
    ///
    /// Same traps as ``insert(_:before:)-([ItemIdentifierType],_)``.
    ///
    /// - Complexity: O(*k*) for *k* items, plus O(depth).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard !items.isEmpty else { return }
        let slot = destinationSlot(item, before: false)
        add(items, under: nodes[Int(slot)].parent, after: slot, before: nodes[Int(slot)].next,
            keepsOrder: endsTheOutline(slot))
    }

    /// Inserts a whole outline (with its expansion state) just before an item, its roots
    /// at the item's level.
    ///
    /// - Complexity: O(*k*) for the *k* items of `snapshot`.
    public mutating func insert(
        _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        before item: ItemIdentifierType
    ) {
        guard !snapshot.itemStore.isEmpty else { return }
        let slot = destinationSlot(item, before: true)
        add(snapshot, under: nodes[Int(slot)].parent, after: nodes[Int(slot)].previous, before: slot, keepsOrder: false)
    }

    /// Inserts a whole outline (with its expansion state) after an item and its children,
    /// its roots at the item's level.
    ///
    /// - Complexity: O(*k*) for the *k* items of `snapshot`, plus O(depth).
    public mutating func insert(
        _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        after item: ItemIdentifierType
    ) {
        guard !snapshot.itemStore.isEmpty else { return }
        let slot = destinationSlot(item, before: false)
        add(snapshot, under: nodes[Int(slot)].parent, after: slot, before: nodes[Int(slot)].next,
            keepsOrder: endsTheOutline(slot))
    }

    /// Deletes items with all their children.
    ///
    /// Traps with UIKit's message, before deleting anything, if an item is not there.
    ///
    /// - Complexity: O(*k*) for the *k* items deleted with their children (O(*k* log *k*)
    ///   when the outline was not built depth first), plus O(*n*) in bulk: the items after
    ///   them move down as in an array, hashing nothing.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var roots = Set<Int32>()
        for item in items {
            guard let slot = itemStore.firstIndex(of: item) else {
                Misuse.trap(Misuse.sectionSnapshotDeleteMissing(item))
            }
            roots.insert(Int32(slot))
        }
        remove(subtreesAt: roots)
    }

    /// Deletes every item and all expansion state.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Replaces a parent's children with the roots of `snapshot` (and their descendants and
    /// expansion state).
    ///
    /// Traps with UIKit's message if the parent is unknown or an item of `snapshot` is
    /// already elsewhere in this one.
    ///
    /// - Complexity: O(*n*) when the parent had children (they are deleted), otherwise
    ///   O(*k*) for the *k* items of `snapshot`.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType,
        using snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        guard var slot = itemStore.firstIndex(of: parent).map(Int32.init) else {
            Misuse.trap(Misuse.sectionSnapshotMissingParent(parent))
        }
        var children = Set<Int32>()
        var child = nodes[Int(slot)].firstChild
        while child >= 0 {
            children.insert(child)
            child = nodes[Int(child)].next
        }
        if !children.isEmpty {
            remove(subtreesAt: children)
            slot = Int32(itemStore.firstIndex(of: parent)!)
        }
        guard !snapshot.itemStore.isEmpty else { return }
        add(snapshot, under: slot, after: -1, before: -1, keepsOrder: endsTheOutline(slot))
    }

    /// Expands items, so their children show; works on items without children too.
    ///
    /// Unknown items are ignored and recorded in ``Diagnostics`` (UIKit logs them).
    ///
    /// - Complexity: O(size of the subtrees whose expansion changed).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        setExpanded(items, true)
    }

    /// Collapses items, hiding their descendants.
    ///
    /// Unknown items are ignored and recorded in ``Diagnostics`` (UIKit logs them).
    ///
    /// - Complexity: O(size of the subtrees whose expansion changed).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        setExpanded(items, false)
    }
}

// MARK: - Internals

extension DiffableDataSourceSectionSnapshot {
    /// The slot of an insertion's destination (UIKit's message if it is unknown).
    private func destinationSlot(_ item: Item, before: Bool) -> Int32 {
        guard let slot = itemStore.firstIndex(of: item) else {
            Misuse.trap(Misuse.sectionSnapshotMissingDestination(item, before: before))
        }
        return Int32(slot)
    }

    private mutating func setExpanded(_ items: [Item], _ expanded: Bool) {
        for item in items {
            guard let slot = itemStore.firstIndex(of: item) else {
                Diagnostics.record(Misuse.sectionSnapshotIgnoredItem(item, expanding: expanded))
                continue
            }
            if nodes[slot].isExpanded != expanded {
                nodes[slot].isExpanded = expanded
                refreshVisibility(below: Int32(slot))
            }
        }
    }
}
