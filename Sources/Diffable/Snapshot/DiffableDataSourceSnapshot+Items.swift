import OrderedCollections

extension DiffableDataSourceSnapshot {
    /// Appends items to the end of a section, or of the last section when `section` is nil.
    ///
    /// An item that is already in the snapshot is moved here and UIKit's warning is recorded
    /// in ``Diagnostics``. Traps with UIKit's message if there are no sections, the section
    /// is unknown, or `identifiers` repeats a value.
    ///
    /// - Complexity: amortized O(*k*) for *k* items appended to the last section (or to a
    ///   section followed only by empty ones); O(*k* + items after the section) otherwise.
    @inlinable
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType],
        toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard !sectionStore.isEmpty else { Misuse.trap(Misuse.noSections) }
        var ordinal = sectionStore.count - 1
        if let sectionIdentifier {
            guard let found = sectionStore.firstIndex(of: sectionIdentifier) else {
                Misuse.trap(Misuse.notSatisfying("section != NSNotFound"))
            }
            ordinal = found
        }
        insertItems(identifiers, at: .endOfSection(ordinal))
    }

    /// Inserts items immediately before an item, in that item's section.
    ///
    /// Traps with UIKit's message if the destination is unknown or is one of `identifiers`,
    /// or if `identifiers` repeats a value. Existing items are moved (with UIKit's warning).
    ///
    /// - Complexity: O(*k* + items after the destination).
    @inlinable
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType],
        beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        validateInsertion(identifiers, beforeIdentifier, before: true)
        insertItems(identifiers, at: .before(beforeIdentifier))
    }

    /// Inserts items immediately after an item, in that item's section.
    ///
    /// Same traps as ``insertItems(_:beforeItem:)``.
    ///
    /// - Complexity: O(*k* + items after the destination).
    @inlinable
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType],
        afterItem afterIdentifier: ItemIdentifierType
    ) {
        validateInsertion(identifiers, afterIdentifier, before: false)
        insertItems(identifiers, at: .after(afterIdentifier))
    }

    /// Deletes items; identifiers not in the snapshot are ignored. Sections stay.
    ///
    /// - Complexity: O(*k* log *k*) plus O(*n*) when the deleted items are scattered.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let indexes = identifiers.compactMap { itemStore.firstIndex(of: $0) }
        guard !indexes.isEmpty else { return }
        removeItems(runs: indexes.sorted().runs())
        dropStaleMarks()
    }

    /// Deletes every item and every section, as UIKit does: the snapshot becomes empty.
    @inlinable
    public mutating func deleteAllItems() {
        let work = storageWork + itemStore.count
        self = Self()
        storageWork = work
    }

    /// Moves an item immediately before another item, possibly into another section.
    ///
    /// Traps with UIKit's message if either item is unknown or both are the same.
    ///
    /// - Complexity: O(*S* + items between the two positions).
    @inlinable
    public mutating func moveItem(
        _ identifier: ItemIdentifierType,
        beforeItem toIdentifier: ItemIdentifierType
    ) {
        moveItem(identifier, toIdentifier, before: true)
    }

    /// Moves an item immediately after another item, possibly into another section.
    ///
    /// Same traps as ``moveItem(_:beforeItem:)``.
    ///
    /// - Complexity: O(*S* + items between the two positions).
    @inlinable
    public mutating func moveItem(
        _ identifier: ItemIdentifierType,
        afterItem toIdentifier: ItemIdentifierType
    ) {
        moveItem(identifier, toIdentifier, before: false)
    }
}

// MARK: - Internals

extension DiffableDataSourceSnapshot {
    @inlinable
    func validateInsertion(_ identifiers: [Item], _ destination: Item, before: Bool) {
        if identifiers.contains(destination) {
            Misuse.trap(Misuse.itemInsertionDestinationInList(destination, identifiers: identifiers, before: before))
        }
        guard itemStore.contains(destination) else {
            Misuse.trap(Misuse.notSatisfying("section != NSNotFound"))
        }
    }

    @inlinable
    mutating func moveItem(_ identifier: Item, _ destination: Item, before: Bool) {
        if identifier == destination {
            Misuse.trap(Misuse.itemMoveOntoItself(identifier, before: before))
        }
        guard let from = itemStore.firstIndex(of: identifier) else {
            Misuse.trap(Misuse.notSatisfying("fromIndex != NSNotFound"))
        }
        guard let anchor = itemStore.firstIndex(of: destination) else {
            Misuse.trap(Misuse.notSatisfying("toIndex != NSNotFound"))
        }
        let source = sectionOrdinal(ofItemAt: from)
        let target = sectionOrdinal(ofItemAt: anchor)
        let preRemoval = before ? anchor : anchor + 1
        let final = preRemoval > from ? preRemoval - 1 : preRemoval
        itemStore.moveSubrange(from..<from + 1, to: preRemoval)
        storageWork += abs(final - from) + 1
        if source < target {
            for ordinal in source..<target { sectionEnds[ordinal] -= 1 }
        } else {
            for ordinal in target..<source { sectionEnds[ordinal] += 1 }
        }
    }
}
