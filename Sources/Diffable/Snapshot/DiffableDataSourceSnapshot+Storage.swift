import OrderedCollections

/// The primitives every mutation goes through; they keep the ordered item set and the
/// section end offsets in step.
extension DiffableDataSourceSnapshot {
    /// Where inserted items land.
    @usableFromInline
    enum ItemDestination {
        case endOfSection(Int)
        case before(Item)
        case after(Item)
    }

    /// The global position and section ordinal of a destination whose anchor exists.
    @inlinable
    func resolve(_ destination: ItemDestination) -> (position: Int, ordinal: Int) {
        switch destination {
        case .endOfSection(let ordinal):
            return (sectionEnds[ordinal], ordinal)
        case .before(let anchor):
            let index = itemStore.firstIndex(of: anchor)!
            return (index, sectionOrdinal(ofItemAt: index))
        case .after(let anchor):
            let index = itemStore.firstIndex(of: anchor)!
            return (index + 1, sectionOrdinal(ofItemAt: index))
        }
    }

    /// Inserts items at a destination; items already in the snapshot are moved there and
    /// UIKit's warning is recorded. Duplicates within `identifiers` trap.
    ///
    /// The items are appended to the ordered set in one pass (into an empty snapshot the
    /// array's storage is shared, not copied), then moved into place if they land before
    /// the end.
    ///
    /// - Complexity: amortized O(*k*) for *k* new items landing at the end of the
    ///   snapshot; otherwise O(*k* + *d*) where *d* is the number of items after the
    ///   destination. Moving existing items costs O(*n*).
    @inlinable
    mutating func insertItems(_ identifiers: [Item], at destination: ItemDestination) {
        guard !identifiers.isEmpty else { return }
        let (position, ordinal) = resolve(destination)
        let previousCount = itemStore.count
        let expectedCount = expectedItemCount(adding: identifiers.count, at: position, inSection: ordinal)
        guard itemStore.appendUnique(contentsOf: identifiers, expectedCount: expectedCount) else {
            insertItemsMovingExisting(identifiers, at: destination)
            return
        }
        let count = identifiers.count
        storageWork += count
        if position < previousCount {
            itemStore.moveSubrange(previousCount..<previousCount + count, to: position)
            storageWork += previousCount - position
        }
        for section in ordinal..<sectionEnds.count {
            sectionEnds[section] += count
        }
    }

    /// How many items the snapshot is likely to hold once its empty sections after
    /// `ordinal` are filled as the sections up to it were, when `count` items land at the end
    /// of the snapshot; otherwise the item count after the insert.
    ///
    /// Apps build a sectioned snapshot by appending the sections, then each section's items:
    /// without this estimate the index would grow (and re-insert every item) about
    /// log2(sections) times. An eighth more is reserved, so sections a little larger than the
    /// first ones do not make the index grow near the end. The estimate is at most four times
    /// the item count or 262,144 items (1.4 MB of index), whichever is more, so large first
    /// sections followed by small ones cannot reserve much that stays unused.
    ///
    /// - Complexity: O(1).
    @inlinable
    func expectedItemCount(adding count: Int, at position: Int, inSection ordinal: Int) -> Int {
        let total = itemStore.count + count
        guard position == itemStore.count, ordinal + 1 < sectionEnds.count else { return total }
        let limit = Swift.min(Swift.max(4 * total, 1 << 18), Int(UInt32.max - 1))
        let (product, overflow) = total.multipliedReportingOverflow(by: sectionEnds.count)
        let estimate = overflow ? limit : Swift.min(product / (ordinal + 1), limit)
        return Swift.min(estimate + estimate / 8, limit)
    }

    /// The slow path of `insertItems`: report duplicates, or move the existing items.
    @inlinable
    mutating func insertItemsMovingExisting(_ identifiers: [Item], at destination: ItemDestination) {
        let duplicates = identifiers.duplicates()
        guard duplicates.isEmpty else { Misuse.trap(Misuse.duplicateItems(duplicates)) }
        let existing = identifiers.compactMap { itemStore.firstIndex(of: $0) }
        Diagnostics.record(Misuse.existingItemsWarning(count: existing.count))
        removeItems(runs: existing.sorted().runs())
        insertItems(identifiers, at: destination)
    }

    /// Removes the items in `runs` (ascending, disjoint, non-empty ranges of global indexes).
    ///
    /// Sections stay, possibly empty. Reload and reconfigure marks are not touched.
    ///
    /// - Complexity: O(*n* + *S*) in the worst case.
    @inlinable
    mutating func removeItems(runs: [Range<Int>]) {
        guard !runs.isEmpty else { return }
        shrinkSectionEnds(removing: runs)
        let count = itemStore.count
        guard runs.count <= 2 else {
            itemStore.removeRuns(runs)
            storageWork += count
            return
        }
        for run in runs.reversed() {
            itemStore.removeSubrange(run)
            storageWork += count - run.lowerBound
        }
    }

    /// Moves every section end left by the number of removed items before it.
    @inlinable
    mutating func shrinkSectionEnds(removing runs: [Range<Int>]) {
        var run = 0
        var removedInEarlierRuns = 0
        for section in sectionEnds.indices {
            let end = sectionEnds[section]
            while run < runs.count, runs[run].upperBound <= end {
                removedInEarlierRuns += runs[run].count
                run += 1
            }
            var removed = removedInEarlierRuns
            if run < runs.count, runs[run].lowerBound < end {
                removed += end - runs[run].lowerBound
            }
            sectionEnds[section] = end - removed
        }
    }

    /// Drops the reload and reconfigure marks of identifiers no longer in the snapshot.
    ///
    /// - Complexity: O(number of marks).
    @inlinable
    mutating func dropStaleMarks() {
        if !reloadedSectionMarks.isEmpty {
            reloadedSectionMarks.removeAll { !sectionStore.contains($0) }
        }
        if !reloadedItemMarks.isEmpty {
            reloadedItemMarks.removeAll { !itemStore.contains($0) }
        }
        if !reconfiguredItemMarks.isEmpty {
            reconfiguredItemMarks.removeAll { !itemStore.contains($0) }
        }
    }
}

extension Array where Element: Hashable {
    /// The values that occur more than once, each listed once, in order of first repetition.
    @inlinable
    func duplicates() -> [Element] {
        var seen = Set<Element>(minimumCapacity: count)
        var reported = Set<Element>()
        var result: [Element] = []
        for element in self where !seen.insert(element).inserted {
            if reported.insert(element).inserted { result.append(element) }
        }
        return result
    }
}

extension Array where Element == Int {
    /// Groups ascending indexes into maximal runs of consecutive values; repeats collapse.
    @inlinable
    func runs() -> [Range<Int>] {
        var result: [Range<Int>] = []
        for index in self {
            if let last = result.last, index <= last.upperBound {
                if index == last.upperBound { result[result.count - 1] = last.lowerBound..<index + 1 }
            } else {
                result.append(index..<index + 1)
            }
        }
        return result
    }
}
