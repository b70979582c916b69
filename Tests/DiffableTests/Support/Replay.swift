@testable import Diffable

/// Replays a changeset on `old` exactly as ``SnapshotChangeset`` documents: removals at old
/// positions, then sections and items inserted at new positions in ascending order.
///
/// Moved items keep their value from `old`; only inserted items (explicit, or implicit in
/// an inserted section) read their value from `new`. Returns nil when a position is out of
/// range, so a broken changeset fails the comparison instead of crashing the test run.
func replay<S: Hashable, I: Hashable>(
    _ changeset: SnapshotChangeset,
    on old: DiffableDataSourceSnapshot<S, I>,
    toward new: DiffableDataSourceSnapshot<S, I>
) -> [Group<S, I>]? {
    var groups = layout(old)
    let newGroups = layout(new)
    var movedValues: [IndexPath: I] = [:]
    for move in changeset.itemMoves {
        guard let value = item(at: move.from, in: groups) else { return nil }
        movedValues[move.to] = value
    }
    // Step 1: remove at old positions.
    let removedPaths = Set(changeset.itemDeletes + changeset.itemMoves.map(\.from))
    for section in groups.indices {
        groups[section].items = groups[section].items.enumerated()
            .filter { !removedPaths.contains(IndexPath(item: $0.offset, section: section)) }
            .map(\.element)
    }
    var movedSections: [Int: Group<S, I>] = [:]
    for move in changeset.sectionMoves {
        guard groups.indices.contains(move.from) else { return nil }
        movedSections[move.to] = groups[move.from]
    }
    let removedSections = Set(changeset.sectionDeletes + changeset.sectionMoves.map(\.from))
    groups = groups.enumerated().filter { !removedSections.contains($0.offset) }.map(\.element)

    // Step 2: insert at new positions, ascending; sections first, then items.
    let moveTargets = Set(changeset.itemMoves.map(\.to))
    for index in (changeset.sectionInserts + changeset.sectionMoves.map(\.to)).sorted() {
        guard index <= groups.count, newGroups.indices.contains(index) else { return nil }
        if let moved = movedSections[index] {
            groups.insert(moved, at: index)
        } else {
            var inserted = newGroups[index]
            inserted.items = inserted.items.enumerated()
                .filter { !moveTargets.contains(IndexPath(item: $0.offset, section: index)) }
                .map(\.element)
            groups.insert(inserted, at: index)
        }
    }
    for path in (changeset.itemInserts + changeset.itemMoves.map(\.to)).sorted() {
        guard groups.indices.contains(path.section), path.item <= groups[path.section].items.count,
              let value = movedValues[path] ?? item(at: path, in: newGroups)
        else { return nil }
        groups[path.section].items.insert(value, at: path.item)
    }
    return groups
}

func item<S, I>(at path: IndexPath, in groups: [Group<S, I>]) -> I? {
    guard groups.indices.contains(path.section), groups[path.section].items.indices.contains(path.item) else {
        return nil
    }
    return groups[path.section].items[path.item]
}

/// Length of a longest strictly increasing subsequence, by the quadratic textbook method
/// (deliberately independent of the library's patience sorting).
func longestIncreasingLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] {
            best[i] = max(best[i], best[j] + 1)
        }
    }
    return best.max() ?? 0
}

/// The number of moves a minimal changeset must report, computed from the two layouts.
func minimalItemMoves<S: Hashable, I: Hashable>(
    from old: DiffableDataSourceSnapshot<S, I>,
    to new: DiffableDataSourceSnapshot<S, I>
) -> Int {
    var moves = 0
    for section in new.sectionIdentifiers {
        let newItems = new.itemIdentifiers(inSection: section).filter { old.indexOfItem($0) != nil }
        let sameSection = newItems.filter { old.sectionIdentifier(containingItem: $0) == section }
        moves += newItems.count - sameSection.count
        let oldOrder = sameSection.map { old.indexOfItem($0)! }
        moves += sameSection.count - longestIncreasingLength(oldOrder)
    }
    return moves
}

/// The number of section moves a minimal changeset must report.
func minimalSectionMoves<S: Hashable, I: Hashable>(
    from old: DiffableDataSourceSnapshot<S, I>,
    to new: DiffableDataSourceSnapshot<S, I>
) -> Int {
    let kept = new.sectionIdentifiers.compactMap { old.indexOfSection($0) }
    return kept.count - longestIncreasingLength(kept)
}
