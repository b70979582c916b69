/// The item half of ``diff(from:to:)``: deletes, inserts and minimal moves.
///
/// Working memory covers the changed middle of the item sequence (after the common prefix
/// and suffix), in temporary allocations: the old index of each new item and its
/// longest-increasing-subsequence predecessor (`Int32` each), the subsequence's piles (two
/// `Int32` per new item at most, freed before the changeset is built), and a matched flag
/// per old item. `Int32` halves that memory and limits a diffed snapshot to 2,147,483,647
/// items (a larger one traps on the conversion rather than producing a wrong changeset).
///
/// Sections are walked as ranges of global indexes (`sectionEnds`), and the edits are
/// recorded as global indexes too (``ItemPositions``), turned into index paths only when
/// read. Items are looked up in the old snapshot's table by the fingerprints the new
/// snapshot holds, so the diff hashes nothing.
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
    func record(into changeset: inout SnapshotChangeset) {
        let (prefix, suffix) = commonEnds()
        let oldMiddle = prefix..<(old.numberOfItems - suffix)
        let newMiddle = prefix..<(new.numberOfItems - suffix)
        guard !oldMiddle.isEmpty || !newMiddle.isEmpty else { return }
        let slots = Swift.max(newMiddle.count, 1)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * slots) { work in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: Swift.max(oldMiddle.count, 1)) { oldMatched in
                let newToOld = work.baseAddress!
                let predecessors = newToOld + slots
                newToOld.initialize(repeating: -1, count: newMiddle.count)
                predecessors.initialize(repeating: LongestIncreasingSubsequence.none, count: newMiddle.count)
                oldMatched.initialize(repeating: false)
                let matched = match(newMiddle, prefix: prefix, oldEnd: oldMiddle.upperBound,
                                    newToOld: newToOld, oldMatched: oldMatched.baseAddress!)
                let kept = LongestIncreasingSubsequence.with(capacity: newMiddle.count) { lis in
                    keepLongestRuns(newMiddle, prefix: prefix, newToOld: newToOld, predecessors: predecessors, lis: &lis)
                }
                let deletes = deletes(
                    oldMiddle, prefix: prefix, oldMatched: oldMatched.baseAddress!, capacity: oldMiddle.count - matched)
                let (inserts, moves) = insertsAndMoves(
                    newMiddle, prefix: prefix, newToOld: newToOld, predecessors: predecessors,
                    capacities: (newMiddle.count - matched, matched - kept))
                changeset.itemEdits = ItemEdits(positions: ItemPositions(
                    oldSectionEnds: old.sectionEnds, newSectionEnds: new.sectionEnds,
                    deletes: deletes, inserts: inserts, moves: moves))
            }
        }
    }

    /// The lengths of the common prefix and suffix: same item, in corresponding sections.
    ///
    /// Such items never move: they precede (or follow) every other kept item of their
    /// section pair in both snapshots, so some longest increasing subsequence contains them.
    @inlinable
    func commonEnds() -> (prefix: Int, suffix: Int) {
        let oldEnds = old.sectionEnds, newEnds = new.sectionEnds
        let oldToNew = sections.oldToNew
        let oldCount = old.numberOfItems, newCount = new.numberOfItems
        let limit = Swift.min(oldCount, newCount)
        return old.itemStore.elements.withUnsafeBufferPointer { oldItems in
            new.itemStore.elements.withUnsafeBufferPointer { newItems in
                // Section by section: `s` and `t` hold the item at `prefix` (empty ones skipped).
                var prefix = 0
                var s = 0, t = 0
                while prefix < limit {
                    while oldEnds[s] <= prefix { s += 1 }
                    while newEnds[t] <= prefix { t += 1 }
                    guard oldToNew[s] == t else { break }
                    let end = Swift.min(oldEnds[s], newEnds[t])
                    while prefix < end, oldItems[prefix] == newItems[prefix] { prefix += 1 }
                    if prefix < end { break }
                }
                var suffix = 0
                s = oldEnds.count - 1
                t = newEnds.count - 1
                while suffix < limit - prefix {
                    let oldIndex = oldCount - 1 - suffix, newIndex = newCount - 1 - suffix
                    while s > 0, oldEnds[s - 1] > oldIndex { s -= 1 }
                    while t > 0, newEnds[t - 1] > newIndex { t -= 1 }
                    guard oldToNew[s] == t else { break }
                    let oldStart = s == 0 ? 0 : oldEnds[s - 1], newStart = t == 0 ? 0 : newEnds[t - 1]
                    let run = Swift.min(oldIndex - oldStart, newIndex - newStart, limit - prefix - suffix - 1) + 1
                    var length = 0
                    while length < run, oldItems[oldIndex - length] == newItems[newIndex - length] { length += 1 }
                    suffix += length
                    if length < run { break }
                }
                return (prefix, suffix)
            }
        }
    }

    /// Finds the old index of every new middle item; returns how many exist in the old
    /// snapshot.
    ///
    /// Runs of items usually keep (or exactly reverse) their order, so the neighbours of the
    /// previous match are compared first; only when both differ is the item looked up in the
    /// old snapshot's own table, by the fingerprint the new snapshot holds for it. Identifiers are unique, so an equal
    /// neighbour is the match.
    @inlinable
    func match(
        _ newMiddle: Range<Int>,
        prefix: Int,
        oldEnd: Int,
        newToOld: UnsafeMutablePointer<Int32>,
        oldMatched: UnsafeMutablePointer<Bool>
    ) -> Int {
        let oldStore = old.itemStore
        let newFingerprints = new.itemStore.fingerprints
        return oldStore.elements.withUnsafeBufferPointer { oldItems in
            new.itemStore.elements.withUnsafeBufferPointer { newItems in
                var matched = 0
                var previous = -2
                for index in newMiddle {
                    // Through a pointer, so the identifier is borrowed, not retained.
                    let item = newItems.baseAddress! + index
                    let oldIndex: Int
                    if previous + 1 < oldEnd, previous + 1 >= prefix, oldItems[previous + 1] == item.pointee {
                        oldIndex = previous + 1
                    } else if previous - 1 >= prefix, oldItems[previous - 1] == item.pointee {
                        oldIndex = previous - 1
                    } else if let found = oldStore.firstIndex(of: item.pointee, fingerprint: newFingerprints[index]) {
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
        }
    }

    /// Marks, per section pair, the items of one longest increasing run of old indexes;
    /// returns how many items it kept.
    ///
    /// An old index belongs to the paired old section when it lies in that section's range.
    @inlinable
    func keepLongestRuns(
        _ newMiddle: Range<Int>,
        prefix: Int,
        newToOld: UnsafeMutablePointer<Int32>,
        predecessors: UnsafeMutablePointer<Int32>,
        lis: inout LongestIncreasingSubsequence
    ) -> Int {
        var kept = 0
        forEachSection(of: new, in: newMiddle) { section, range in
            let oldSection = sections.newToOld[section]
            guard oldSection >= 0 else { return }
            let oldRange = old.sectionRange(oldSection)
            let low = Int32(oldRange.lowerBound), high = Int32(oldRange.upperBound)
            for index in range {
                let oldIndex = newToOld[index - prefix]
                if oldIndex >= low, oldIndex < high {
                    lis.add(oldIndex, slot: Int32(index - prefix), predecessors: predecessors)
                }
            }
            kept += lis.finish(predecessors: predecessors)
        }
        return kept
    }

    /// Old positions of unmatched old items, except inside deleted sections.
    @inlinable
    func deletes(
        _ oldMiddle: Range<Int>, prefix: Int, oldMatched: UnsafeMutablePointer<Bool>, capacity: Int
    ) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(capacity)
        forEachSection(of: old, in: oldMiddle) { section, range in
            guard sections.oldToNew[section] >= 0 else { return }
            for index in range where !oldMatched[index - prefix] {
                result.append(Int32(index))
            }
        }
        return result
    }

    /// New positions of unmatched new items (except inside inserted sections), and the old
    /// and new positions of every matched item outside its section pair's longest run.
    @inlinable
    func insertsAndMoves(
        _ newMiddle: Range<Int>,
        prefix: Int,
        newToOld: UnsafeMutablePointer<Int32>,
        predecessors: UnsafeMutablePointer<Int32>,
        capacities: (inserts: Int, moves: Int)
    ) -> ([Int32], [SnapshotChangeset.Move<Int32>]) {
        var inserts: [Int32] = []
        var moves: [SnapshotChangeset.Move<Int32>] = []
        inserts.reserveCapacity(capacities.inserts)
        moves.reserveCapacity(capacities.moves)
        forEachSection(of: new, in: newMiddle) { section, range in
            let isPaired = sections.newToOld[section] >= 0
            for index in range {
                let slot = index - prefix
                let oldIndex = newToOld[slot]
                if oldIndex < 0 {
                    if isPaired { inserts.append(Int32(index)) }
                } else if predecessors[slot] != LongestIncreasingSubsequence.kept {
                    moves.append(SnapshotChangeset.Move(from: oldIndex, to: Int32(index)))
                }
            }
        }
        return (inserts, moves)
    }

    /// Calls `body` with each section of `snapshot` that overlaps `range`, in order, and the
    /// overlapping global indexes.
    @inlinable
    func forEachSection(
        of snapshot: DiffableDataSourceSnapshot<S, I>,
        in range: Range<Int>,
        _ body: (_ section: Int, _ indexes: Range<Int>) -> Void
    ) {
        guard !range.isEmpty else { return }
        let ends = snapshot.sectionEnds
        var section = snapshot.sectionOrdinal(ofItemAt: range.lowerBound)
        var start = range.lowerBound
        while start < range.upperBound {
            let end = Swift.min(ends[section], range.upperBound)
            if start < end { body(section, start..<end) }
            start = Swift.max(start, end)
            section += 1
        }
    }
}
