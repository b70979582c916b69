/// The item deletes, inserts and moves of a diff as positions in its snapshots' item
/// sequences; their index paths are made the first time they are read.
///
/// Applying a snapshot animates from the two snapshots and reads only how many edits there
/// are, so most changesets never need their index paths. Positions cost 4 bytes per delete
/// or insert and 8 per move; index paths cost 24 and 48, and a million moved items (a
/// shuffle) took longer to build and free as paths than to match.
///
/// Immutable once made, except for the paths, which are computed once under a lock and then
/// shared by every copy of the changeset.
@usableFromInline
final class ItemPositions: Sendable {
    /// Index paths made from the positions.
    struct Paths: Sendable {
        var deletes: [IndexPath]
        var inserts: [IndexPath]
        var moves: [SnapshotChangeset.Move<IndexPath>]
    }

    /// Where each section of the old snapshot ends: the global position after its last item.
    let oldSectionEnds: [Int]
    /// Where each section of the new snapshot ends.
    let newSectionEnds: [Int]
    /// Old positions of the deleted items, ascending.
    let deletes: [Int32]
    /// New positions of the inserted items, ascending.
    let inserts: [Int32]
    /// Old and new positions of the moved items, by ascending new position.
    let moves: [SnapshotChangeset.Move<Int32>]
    private let paths = Locked<Paths?>(nil)

    @usableFromInline
    init(
        oldSectionEnds: [Int], newSectionEnds: [Int],
        deletes: [Int32], inserts: [Int32], moves: [SnapshotChangeset.Move<Int32>]
    ) {
        self.oldSectionEnds = oldSectionEnds
        self.newSectionEnds = newSectionEnds
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
    }

    /// The edits as index paths, made on first use.
    ///
    /// - Complexity: O(*k* log *S*) the first time for *k* edits and *S* old sections,
    ///   O(1) afterwards.
    var indexPaths: Paths {
        paths.withLock { paths in
            if let paths { return paths }
            let made = Paths(
                deletes: Self.paths(deletes, sectionEnds: oldSectionEnds),
                inserts: Self.paths(inserts, sectionEnds: newSectionEnds),
                moves: movePaths())
            paths = made
            return made
        }
    }

    /// Whether the index paths were made; a data source applying the changeset never makes
    /// them.
    var madeIndexPaths: Bool {
        paths.withLock { $0 != nil }
    }

    /// Paths of ascending positions.
    private static func paths(_ positions: [Int32], sectionEnds: [Int]) -> [IndexPath] {
        var cursor = AscendingPaths(sectionEnds: sectionEnds)
        return positions.map { cursor.path(at: Int($0)) }
    }

    /// Paths of the moves: the new positions ascend, the old ones are searched for.
    private func movePaths() -> [SnapshotChangeset.Move<IndexPath>] {
        var newPaths = AscendingPaths(sectionEnds: newSectionEnds), oldPaths = IndexPathMaker()
        return moves.map { move in
            let from = Int(move.from)
            let oldSection = SectionEnds.section(containing: from, in: oldSectionEnds)
            return SnapshotChangeset.Move(
                from: oldPaths.path(item: from - SectionEnds.start(of: oldSection, in: oldSectionEnds), section: oldSection),
                to: newPaths.path(at: Int(move.to)))
        }
    }

    /// Index paths of ascending global positions: the sections are walked once, in order.
    private struct AscendingPaths {
        let sectionEnds: [Int]
        var section = 0
        var maker = IndexPathMaker()

        init(sectionEnds: [Int]) {
            self.sectionEnds = sectionEnds
        }

        /// The path of `position`, which is not below the previous one asked for.
        mutating func path(at position: Int) -> IndexPath {
            while sectionEnds[section] <= position { section += 1 }
            return maker.path(item: position - SectionEnds.start(of: section, in: sectionEnds), section: section)
        }
    }
}
