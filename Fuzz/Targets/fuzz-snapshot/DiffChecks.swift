import Diffable
import FuzzSupport

/// Checks `diff(from:to:)` against the replay the *Diffing snapshots* article states, on the model's arrays.
enum DiffChecks {
    static func check(from old: (snapshot: Snapshot, model: SnapshotModel), to new: (snapshot: Snapshot, model: SnapshotModel)) {
        let changeset = diff(from: old.snapshot, to: new.snapshot)
        _ = changeset.summary
        var context: String { "diff from \(old.model.sections) to \(new.model.sections): \(changeset)" }
        let replayed = replay(changeset, on: old.model.sections, toward: new.model.sections)
        fuzzCheck(replayed == new.model.sections, "replay gives \(replayed.map { "\($0)" } ?? "an index out of range"); \(context)")

        for list in [changeset.sectionDeletes, changeset.sectionInserts, changeset.sectionReloads] {
            fuzzCheck(isStrictlyAscending(list), "a section list is not ascending; \(context)")
        }
        for list in [changeset.itemDeletes, changeset.itemInserts, changeset.itemReloads, changeset.itemReconfigures] {
            fuzzCheck(isStrictlyAscending(list), "an item list is not ascending; \(context)")
        }
        let oldItems = Set(old.model.items), newItems = Set(new.model.items)
        for path in changeset.itemDeletes {
            fuzzCheck(item(at: path, in: old.model.sections).map { !newItems.contains($0) } == true, "delete of a kept item at \(path); \(context)")
        }
        for path in changeset.itemInserts {
            fuzzCheck(item(at: path, in: new.model.sections).map { !oldItems.contains($0) } == true, "insert of an old item at \(path); \(context)")
        }
        for move in changeset.itemMoves {
            let from = item(at: move.from, in: old.model.sections)
            fuzzCheck(from != nil && from == item(at: move.to, in: new.model.sections), "move \(move) changes the item; \(context)")
        }
        fuzzCheck(changeset.itemMoves.count == minimalItemMoves(old.model, new.model), "item moves not minimal; \(context)")
        let keptSections = new.model.sectionIDs.compactMap(old.model.sectionIndex)
        fuzzCheck(changeset.sectionMoves.count == keptSections.count - longestIncreasingLength(keptSections),
                  "section moves not minimal; \(context)")

        let reloaded = new.model.reloadedItems.filter(oldItems.contains)
        fuzzCheck(changeset.itemReloads == paths(reloaded, in: new.model), "item reloads; \(context)")
        let reconfigured = new.model.reconfiguredItems.filter { oldItems.contains($0) && !reloaded.contains($0) }
        fuzzCheck(changeset.itemReconfigures == paths(reconfigured, in: new.model), "item reconfigures; \(context)")
        let reloadedSections = new.model.reloadedSections.filter { old.model.sectionIndex($0) != nil }
        fuzzCheck(changeset.sectionReloads == reloadedSections.compactMap(new.model.sectionIndex).sorted(), "section reloads; \(context)")
        fuzzCheck(changeset.isEmpty == (old.model == new.model && reloaded.isEmpty && reconfigured.isEmpty && reloadedSections.isEmpty),
                  "isEmpty is \(changeset.isEmpty); \(context)")
    }

    /// Replays a changeset: removals at old positions (deleted and moved-from sections and
    /// items), then insertions at new positions in ascending order (sections, then items).
    /// Nil when a position is out of range.
    static func replay(_ changeset: SnapshotChangeset, on old: [SnapshotModel.Section],
                       toward new: [SnapshotModel.Section]) -> [SnapshotModel.Section]? {
        var movedItems: [IndexPath: Int] = [:]
        for move in changeset.itemMoves {
            guard let value = item(at: move.from, in: old) else { return nil }
            movedItems[move.to] = value
        }
        var groups = old
        let removedItems = Set(changeset.itemDeletes + changeset.itemMoves.map(\.from))
        for section in groups.indices {
            groups[section].items = groups[section].items.indices
                .filter { !removedItems.contains(IndexPath(item: $0, section: section)) }
                .map { groups[section].items[$0] }
        }
        var movedSections: [Int: SnapshotModel.Section] = [:]
        for move in changeset.sectionMoves {
            guard groups.indices.contains(move.from) else { return nil }
            movedSections[move.to] = groups[move.from]
        }
        let removedSections = Set(changeset.sectionDeletes + changeset.sectionMoves.map(\.from))
        groups = groups.indices.filter { !removedSections.contains($0) }.map { groups[$0] }

        let moveTargets = Set(changeset.itemMoves.map(\.to))
        for index in (changeset.sectionInserts + changeset.sectionMoves.map(\.to)).sorted() {
            guard index <= groups.count, new.indices.contains(index) else { return nil }
            if let moved = movedSections[index] {
                groups.insert(moved, at: index)
            } else {
                // An inserted section brings its items, except those listed as moves.
                var inserted = new[index]
                inserted.items = inserted.items.indices
                    .filter { !moveTargets.contains(IndexPath(item: $0, section: index)) }
                    .map { inserted.items[$0] }
                groups.insert(inserted, at: index)
            }
        }
        for path in (changeset.itemInserts + changeset.itemMoves.map(\.to)).sorted() {
            guard groups.indices.contains(path.section), path.item <= groups[path.section].items.count,
                  let value = movedItems[path] ?? item(at: path, in: new)
            else { return nil }
            groups[path.section].items.insert(value, at: path.item)
        }
        return groups
    }

    static func item(at path: IndexPath, in sections: [SnapshotModel.Section]) -> Int? {
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else { return nil }
        return sections[path.section].items[path.item]
    }

    /// The minimal number of item moves: every kept item that changes section, plus, within a
    /// section, the kept items outside a longest run that keeps its relative order.
    static func minimalItemMoves(_ old: SnapshotModel, _ new: SnapshotModel) -> Int {
        var moves = 0
        let oldItems = old.items
        for section in new.sections {
            let kept = section.items.filter { old.position(of: $0) != nil }
            let staying = kept.filter { old.sections[old.position(of: $0)!.section].id == section.id }
            moves += kept.count - staying.count
            moves += staying.count - longestIncreasingLength(staying.map { oldItems.firstIndex(of: $0)! })
        }
        return moves
    }

    /// By the quadratic textbook method, independent of the library's patience sorting.
    static func longestIncreasingLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] {
                best[i] = max(best[i], best[j] + 1)
            }
        }
        return best.max() ?? 0
    }

    private static func paths(_ items: [Int], in model: SnapshotModel) -> [IndexPath] {
        items.compactMap { model.position(of: $0).map { IndexPath(item: $0.item, section: $0.section) } }.sorted()
    }

    private static func isStrictlyAscending<T: Comparable>(_ list: [T]) -> Bool {
        zip(list, list.dropFirst()).allSatisfy { $0 < $1 }
    }
}
