import OrderedCollections

/// Computes the changeset that turns `old` into `new`.
///
/// Sections and items are matched by identifier through the hash tables the snapshots
/// already keep, so no index is rebuilt. Identical snapshots, and the common prefix and
/// suffix of the item sequences, are recognised without hashing. Moves are minimal (see
/// ``SnapshotChangeset`` for the exact replay semantics).
///
/// - Complexity: O(*n* + *S*) expected, where *n* is the number of items and *S* the number
///   of sections, plus O(*m* log *m*) for the *m* items that change relative order.
///   Identical snapshots cost one equality check, O(*n*) comparisons and no hashing.
@inlinable
public func diff<S, I>(
    from old: DiffableDataSourceSnapshot<S, I>,
    to new: DiffableDataSourceSnapshot<S, I>
) -> SnapshotChangeset {
    var changeset = SnapshotChangeset()
    if old != new {
        let sections = SectionMatch(old: old, new: new)
        sections.record(into: &changeset)
        ItemDiff(old: old, new: new, sections: sections).record(into: &changeset)
    }
    recordMarks(old: old, new: new, into: &changeset)
    return changeset
}

/// Which sections of the two snapshots carry the same identifier.
@usableFromInline
struct SectionMatch {
    /// For each old section, the index of the same identifier in the new snapshot, or -1.
    @usableFromInline
    var oldToNew: [Int]
    /// For each new section, the index of the same identifier in the old snapshot, or -1.
    @usableFromInline
    var newToOld: [Int]

    @inlinable
    init<S, I>(old: DiffableDataSourceSnapshot<S, I>, new: DiffableDataSourceSnapshot<S, I>) {
        oldToNew = [Int](repeating: -1, count: old.numberOfSections)
        newToOld = [Int](repeating: -1, count: new.numberOfSections)
        if old.sectionStore == new.sectionStore {
            for index in newToOld.indices {
                newToOld[index] = index
                oldToNew[index] = index
            }
            return
        }
        for (index, identifier) in new.sectionStore.enumerated() {
            if let oldIndex = old.sectionStore.firstIndex(of: identifier) {
                newToOld[index] = oldIndex
                oldToNew[oldIndex] = index
            }
        }
    }

    /// Section deletes, inserts and minimal moves.
    @inlinable
    func record(into changeset: inout SnapshotChangeset) {
        changeset.sectionDeletes = oldToNew.indices.filter { oldToNew[$0] < 0 }
        changeset.sectionInserts = newToOld.indices.filter { newToOld[$0] < 0 }
        let kept = newToOld.indices.filter { newToOld[$0] >= 0 }
        var predecessors = [Int32](repeating: LongestIncreasingSubsequence.none, count: kept.count)
        predecessors.withUnsafeMutableBufferPointer { predecessors in
            LongestIncreasingSubsequence.with(capacity: kept.count) { lis in
                for (slot, newIndex) in kept.enumerated() {
                    lis.add(Int32(newToOld[newIndex]), slot: Int32(slot), predecessors: predecessors.baseAddress!)
                }
                lis.finish(predecessors: predecessors.baseAddress!)
            }
        }
        changeset.sectionMoves = kept.indices
            .filter { predecessors[$0] != LongestIncreasingSubsequence.kept }
            .map { SnapshotChangeset.Move(from: newToOld[kept[$0]], to: kept[$0]) }
    }
}

/// Reloads and reconfigures: the new snapshot's marks on identifiers present in both.
@inlinable
func recordMarks<S, I>(
    old: DiffableDataSourceSnapshot<S, I>,
    new: DiffableDataSourceSnapshot<S, I>,
    into changeset: inout SnapshotChangeset
) {
    changeset.sectionReloads = new.reloadedSectionMarks
        .filter { old.sectionStore.contains($0) }
        .compactMap { new.sectionStore.firstIndex(of: $0) }
        .sorted()
    let reloaded = new.reloadedItemMarks.filter { old.itemStore.contains($0) }
    changeset.itemReloads = reloaded.compactMap(new.indexPath(for:)).sorted()
    changeset.itemReconfigures = new.reconfiguredItemMarks
        .filter { !reloaded.contains($0) && old.itemStore.contains($0) }
        .compactMap(new.indexPath(for:))
        .sorted()
}
