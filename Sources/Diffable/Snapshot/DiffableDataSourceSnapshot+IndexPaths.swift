import OrderedCollections

/// Index-path conversions for the data source and the collection view (UIKit keeps these
/// on the data source, so they are not public API of the snapshot).
extension DiffableDataSourceSnapshot {
    /// The index path of an item, or `nil` if it is absent.
    ///
    /// - Complexity: O(log *S*) for *S* sections.
    @inlinable
    package func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        guard let index = itemStore.firstIndex(of: identifier) else { return nil }
        let section = sectionOrdinal(ofItemAt: index)
        return IndexPath(item: index - sectionStart(section), section: section)
    }

    /// The item at an index path, or `nil` if the path is out of range.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionEnds.indices.contains(indexPath.section) else { return nil }
        let range = sectionRange(indexPath.section)
        guard indexPath.item >= 0, indexPath.item < range.count else { return nil }
        return itemStore[range.lowerBound + indexPath.item]
    }

    /// The section at an index, or `nil` if the index is out of range.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sectionStore.indices.contains(index) ? sectionStore[index] : nil
    }

    /// A copy without reload and reconfigure marks: what a data source keeps once a
    /// snapshot has been applied, so the marks fire once.
    @inlinable
    package func removingUpdateMarks() -> Self {
        var copy = self
        copy.reloadedSectionMarks = []
        copy.reloadedItemMarks = []
        copy.reconfiguredItemMarks = []
        return copy
    }
}
