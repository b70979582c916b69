extension DiffableDataSourceSectionSnapshot {
    /// Appends items as the last children of `parent`, or as roots when `parent` is nil.
    ///
    /// An empty array does nothing. Traps with UIKit's message if the parent is unknown or
    /// an item repeats or is already present.
    ///
    /// - Complexity: O(*k*) when the parent's subtree ends the outline; otherwise
    ///   O(*k* + items after it).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard !items.isEmpty else { return }
        var position = itemStore.count
        if let parent {
            guard let index = itemStore.firstIndex(of: parent) else {
                Misuse.trap(Misuse.sectionSnapshotMissingParent(parent))
            }
            position = subtreeEnd(index)
        }
        checkUnique(items)
        splice(.flat(items), at: position, parent: parent)
    }

    /// Inserts items just before an item, at its level.
    ///
    /// Same traps as ``append(_:to:)``, with UIKit's message for an unknown destination.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(.flat(items), relativeTo: item, before: true)
    }

    /// Inserts items after an item and all its children, at the item's level.
    ///
    /// Same traps as ``insert(_:before:)``.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(.flat(items), relativeTo: item, before: false)
    }

    /// Inserts a whole outline (with its expansion state) just before an item, its roots
    /// at the item's level.
    public mutating func insert(
        _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        before item: ItemIdentifierType
    ) {
        insert(snapshot, relativeTo: item, before: true)
    }

    /// Inserts a whole outline (with its expansion state) after an item and its children,
    /// its roots at the item's level.
    public mutating func insert(
        _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        after item: ItemIdentifierType
    ) {
        insert(snapshot, relativeTo: item, before: false)
    }

    /// Deletes items with all their children.
    ///
    /// Traps with UIKit's message, before deleting anything, if an item is not there.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where !itemStore.contains(item) {
            Misuse.trap(Misuse.sectionSnapshotDeleteMissing(item))
        }
        for item in items {
            guard let index = itemStore.firstIndex(of: item) else { continue }
            removeSubtrees(index..<subtreeEnd(index))
        }
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
    public mutating func replace(
        childrenOf parent: ItemIdentifierType,
        using snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        guard let index = itemStore.firstIndex(of: parent) else {
            Misuse.trap(Misuse.sectionSnapshotMissingParent(parent))
        }
        removeSubtrees(index + 1..<subtreeEnd(index))
        checkUnique(snapshot.itemStore)
        splice(snapshot, at: index + 1, parent: parent)
    }

    /// Expands items, so their children show; works on items without children too.
    ///
    /// Unknown items are ignored and recorded in ``Diagnostics`` (UIKit logs them).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        setExpanded(items, true)
    }

    /// Collapses items, hiding their descendants.
    ///
    /// Unknown items are ignored and recorded in ``Diagnostics`` (UIKit logs them).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        setExpanded(items, false)
    }
}

// MARK: - Internals

extension DiffableDataSourceSectionSnapshot {
    private mutating func insert(_ block: Self, relativeTo destination: Item, before: Bool) {
        guard !block.itemStore.isEmpty else { return }
        guard let index = itemStore.firstIndex(of: destination) else {
            Misuse.trap(Misuse.sectionSnapshotMissingDestination(destination, before: before))
        }
        checkUnique(block.itemStore)
        splice(block, at: before ? index : subtreeEnd(index), parent: nodes[index].parent)
    }

    private mutating func setExpanded(_ items: [Item], _ expanded: Bool) {
        for item in items {
            guard let index = itemStore.firstIndex(of: item) else {
                Diagnostics.record(Misuse.sectionSnapshotIgnoredItem(item, expanding: expanded))
                continue
            }
            let changed = expanded ? expandedStore.insert(item).inserted : expandedStore.remove(item) != nil
            if changed {
                refreshVisibility(index + 1..<subtreeEnd(index))
            }
        }
    }
}
