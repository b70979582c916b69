import OrderedCollections

/// The item half of ``diff(from:to:)``: deletes, inserts and minimal moves.
///
/// Working memory is three compact arrays over the changed middle of the item sequence
/// (after the common prefix and suffix): the old index of each new item (`Int32`), its
/// longest-increasing-subsequence predecessor (`Int32`), and a matched flag per old item.
/// `Int32` halves that memory and limits a diffed snapshot to 2,147,483,647 items (a
/// larger one traps on the conversion rather than producing a wrong changeset).
@usableFromInline
struct ItemDiff<S: Hashable, I: Hashable> {
    @usableFromInline
    let old: DiffableDataSourceSnapshot<S, I>
    @usableFromInline
    let new: DiffableDataSourceSnapshot<S, I>
    @usableFromInline
    let sections: SectionMatch

    @inlinable
    init(old: DiffableDataSourceSnapshot<S, I>, new: DiffableDataSourceSnapshot<S, I>, sections: SectionMatch) {
        self.old = old
        self.new = new
        self.sections = sections
    }

    @inlinable
    mutating func record(into changeset: inout SnapshotChangeset) {
        let (prefix, suffix) = commonEnds()
        let oldMiddle = prefix..<(old.numberOfItems - suffix)
        let newMiddle = prefix..<(new.numberOfItems - suffix)
        guard !oldMiddle.isEmpty || !newMiddle.isEmpty else { return }

        var newToOld = [Int32](repeating: -1, count: newMiddle.count)
        var oldMatched = [Bool](repeating: false, count: oldMiddle.count)
        let matched = match(
            newMiddle, prefix: prefix, oldEnd: oldMiddle.upperBound, newToOld: &newToOld, oldMatched: &oldMatched)

        var predecessors = [Int32](repeating: LongestIncreasingSubsequence.none, count: newMiddle.count)
        let kept = predecessors.withUnsafeMutableBufferPointer { predecessors in
            keepLongestRuns(newMiddle, prefix: prefix, newToOld: newToOld, predecessors: predecessors)
        }

        changeset.itemDeletes = deletes(
            oldMiddle, prefix: prefix, oldMatched: oldMatched, capacity: oldMiddle.count - matched)
        (changeset.itemInserts, changeset.itemMoves) = insertsAndMoves(
            newMiddle, prefix: prefix, newToOld: newToOld, predecessors: predecessors,
            capacities: (newMiddle.count - matched, matched - kept))
    }

    /// The lengths of the common prefix and suffix: same item, in corresponding sections.
    ///
    /// Such items never move: they precede (or follow) every other kept item of their
    /// section pair in both snapshots, so some longest increasing subsequence contains them.
    @inlinable
    func commonEnds() -> (prefix: Int, suffix: Int) {
        let oldItems = old.itemStore, newItems = new.itemStore
        let oldSections = old.itemSections, newSections = new.itemSections
        let oldToNew = sections.oldToNew
        let limit = min(oldItems.count, newItems.count)
        var prefix = 0
        while prefix < limit,
              oldToNew[Int(oldSections[prefix])] == Int(newSections[prefix]),
              oldItems[prefix] == newItems[prefix] {
            prefix += 1
        }
        var suffix = 0
        var oldIndex = oldItems.count - 1, newIndex = newItems.count - 1
        while suffix < limit - prefix,
              oldToNew[Int(oldSections[oldIndex])] == Int(newSections[newIndex]),
              oldItems[oldIndex] == newItems[newIndex] {
            suffix += 1
            oldIndex -= 1
            newIndex -= 1
        }
        return (prefix, suffix)
    }

    /// Finds the old index of every new middle item; returns how many exist in the old
    /// snapshot.
    ///
    /// Runs of items usually keep (or exactly reverse) their order, so the neighbours of the
    /// previous match are compared first; only when both differ is the item hashed and
    /// looked up in the old snapshot's own table. Identifiers are unique, so an equal
    /// neighbour is the match.
    @inlinable
    func match(_ newMiddle: Range<Int>, prefix: Int, oldEnd: Int, newToOld: inout [Int32], oldMatched: inout [Bool]) -> Int {
        let oldItems = old.itemStore, newItems = new.itemStore
        var matched = 0
        var previous = -2
        for index in newMiddle {
            let item = newItems[index]
            let oldIndex: Int
            if previous + 1 < oldEnd, previous + 1 >= prefix, oldItems[previous + 1] == item {
                oldIndex = previous + 1
            } else if previous - 1 >= prefix, oldItems[previous - 1] == item {
                oldIndex = previous - 1
            } else if let found = oldItems.firstIndex(of: item) {
                // A middle item cannot match the old prefix or suffix: those equal new
                // items at other positions, and identifiers are unique.
                oldIndex = found
            } else {
                continue
            }
            newToOld[index - prefix] = Int32(oldIndex)
            oldMatched[oldIndex - prefix] = true
            matched += 1
            previous = oldIndex
        }
        return matched
    }

    /// Marks, per section pair, the items of one longest increasing run of old indexes;
    /// returns how many items it kept.
    @inlinable
    func keepLongestRuns(
        _ newMiddle: Range<Int>,
        prefix: Int,
        newToOld: [Int32],
        predecessors: UnsafeMutableBufferPointer<Int32>
    ) -> Int {
        var kept = 0
        let oldSections = old.itemSections, newSections = new.itemSections
        var lis = LongestIncreasingSubsequence()
        var section = -1
        var oldSection = -1
        for index in newMiddle {
            let newSection = Int(newSections[index])
            if newSection != section {
                kept += lis.finish(predecessors: predecessors)
                section = newSection
                oldSection = sections.newToOld[newSection]
            }
            let oldIndex = newToOld[index - prefix]
            if oldIndex >= 0, Int(oldSections[Int(oldIndex)]) == oldSection {
                lis.add(oldIndex, slot: Int32(index - prefix), predecessors: predecessors)
            }
        }
        return kept + lis.finish(predecessors: predecessors)
    }

    /// Old paths of unmatched old items, except inside deleted sections.
    @inlinable
    func deletes(_ oldMiddle: Range<Int>, prefix: Int, oldMatched: [Bool], capacity: Int) -> [IndexPath] {
        var result: [IndexPath] = []
        result.reserveCapacity(capacity)
        let oldSections = old.itemSections
        var paths = IndexPathMaker()
        for index in oldMiddle where !oldMatched[index - prefix] {
            let section = Int(oldSections[index])
            if sections.oldToNew[section] >= 0 {
                result.append(paths.path(item: index - old.sectionStart(section), section: section))
            }
        }
        return result
    }

    /// New paths of unmatched new items (except inside inserted sections), and every
    /// matched item outside its section pair's longest run.
    @inlinable
    func insertsAndMoves(
        _ newMiddle: Range<Int>,
        prefix: Int,
        newToOld: [Int32],
        predecessors: [Int32],
        capacities: (inserts: Int, moves: Int)
    ) -> ([IndexPath], [SnapshotChangeset.Move<IndexPath>]) {
        var inserts: [IndexPath] = []
        var moves: [SnapshotChangeset.Move<IndexPath>] = []
        inserts.reserveCapacity(capacities.inserts)
        moves.reserveCapacity(capacities.moves)
        let oldSections = old.itemSections, newSections = new.itemSections
        var newPaths = IndexPathMaker(), oldPaths = IndexPathMaker()
        for index in newMiddle {
            let slot = index - prefix
            let section = Int(newSections[index])
            let oldIndex = Int(newToOld[slot])
            if oldIndex < 0 {
                if sections.newToOld[section] >= 0 {
                    inserts.append(newPaths.path(item: index - new.sectionStart(section), section: section))
                }
            } else if predecessors[slot] != LongestIncreasingSubsequence.kept {
                let oldSection = Int(oldSections[oldIndex])
                moves.append(SnapshotChangeset.Move(
                    from: oldPaths.path(item: oldIndex - old.sectionStart(oldSection), section: oldSection),
                    to: newPaths.path(item: index - new.sectionStart(section), section: section)))
            }
        }
        return (inserts, moves)
    }
}
