import OrderedCollections

extension DiffableDataSourceSnapshot {
    /// Marks items to be reloaded (their cells replaced) when the snapshot is applied.
    ///
    /// Traps with UIKit's message if an item is not in the snapshot.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where !itemStore.contains(identifier) {
            Misuse.trap(Misuse.reloadMissingItem(identifier))
        }
        reloadedItemMarks.append(contentsOf: identifiers)
    }

    /// Marks items to be reconfigured (their existing cells updated in place) when the
    /// snapshot is applied.
    ///
    /// Traps if an item is not in the snapshot.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where !itemStore.contains(identifier) {
            Misuse.trap(Misuse.reconfigureMissingItem(identifier))
        }
        reconfiguredItemMarks.append(contentsOf: identifiers)
    }

    /// The items marked by ``reloadItems(_:)``, in the order they were marked.
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItemMarks.elements }

    /// The items marked by ``reconfigureItems(_:)``, in the order they were marked.
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItemMarks.elements }
}
