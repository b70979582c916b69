/// Re-sorting what is shown: a table's sort, as an ordinary animated apply.
extension CollectionViewDiffableDataSource where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
    /// From this many items on, `sortItems(by:animatingDifferences:completion:)` sorts and
    /// diffs on the host's background queue.
    public static var backgroundSortThreshold: Int { 20_000 }

    /// Sorts the items of every section of the shown snapshot with `areInIncreasingOrder` and
    /// applies the result: rows slide to their new places, the focus and the selection stay on
    /// their items. Sections keep their order. Not in UIKit; the sort a table's delegate does
    /// in `collectionView(_:sortDescriptorDidChange:)`.
    ///
    /// Below ``backgroundSortThreshold`` items this happens at once. From there on the sort,
    /// the new snapshot and its diff are worked out on the host's background queue
    /// (`ApplicationHost.performInBackground(_:completion:)`) while the screen keeps answering
    /// and the table's header row shows a spinner; the main actor only applies the result. A
    /// later sort overtakes one still being worked out (only the latest is applied), and a
    /// sort that finds another apply came first starts again from what is shown then, so
    /// nothing is lost and no diff lands on the main actor. `completion` runs once the sorted
    /// rows are shown (not for an overtaken sort).
    ///
    /// - Complexity: O(n log n) comparisons for n items, plus the diff: off the main actor
    ///   from the threshold on.
    public func sortItems(
        by areInIncreasingOrder: @escaping @Sendable (ItemIdentifierType, ItemIdentifierType) -> Bool,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        sortGeneration += 1
        let generation = sortGeneration
        guard current.numberOfItems >= Self.backgroundSortThreshold, collectionView?.window?.host is any ApplicationHost else {
            apply(Self.sorted(current, by: areInIncreasingOrder), animatingDifferences: animatingDifferences, completion: completion)
            return
        }
        applyInBackground({ Self.sorted($0, by: areInIncreasingOrder) }, animatingDifferences: animatingDifferences) { [weak self] changes in
            guard let self, generation == sortGeneration else { return }
            guard changes != nil else {
                // Another apply came first: sort what is shown now, off the main actor again.
                sortItems(by: areInIncreasingOrder, animatingDifferences: animatingDifferences, completion: completion)
                return
            }
            completion?()
        }
    }

    /// `snapshot` with each section's items sorted; sections in place.
    ///
    /// - Complexity: O(n log n) for n items.
    nonisolated static func sorted(_ snapshot: Snapshot, by areInIncreasingOrder: (ItemIdentifierType, ItemIdentifierType) -> Bool) -> Snapshot {
        var sorted = Snapshot()
        sorted.appendSections(snapshot.sectionIdentifiers)
        for section in snapshot.sectionIdentifiers {
            sorted.appendItems(snapshot.itemIdentifiers(inSection: section).sorted(by: areInIncreasingOrder), toSection: section)
        }
        return sorted
    }
}
