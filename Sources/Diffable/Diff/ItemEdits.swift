/// The item deletes, inserts and moves of a ``SnapshotChangeset``: as a diff found them
/// (``ItemPositions``, index paths made when read) or as set through the changeset's
/// properties.
@usableFromInline
struct ItemEdits: Sendable {
    /// The edits of a diff, until one of the lists is set.
    @usableFromInline
    var positions: ItemPositions?
    /// The lists as set, when `positions` is nil.
    @usableFromInline
    var deletes: [IndexPath] = []
    @usableFromInline
    var inserts: [IndexPath] = []
    @usableFromInline
    var moves: [SnapshotChangeset.Move<IndexPath>] = []

    @inlinable
    init(positions: ItemPositions? = nil) {
        self.positions = positions
    }

    /// The three lists as index paths.
    var paths: ItemPositions.Paths {
        positions?.indexPaths ?? .init(deletes: deletes, inserts: inserts, moves: moves)
    }

    /// How many items are deleted, inserted and moved, without making index paths.
    var counts: (deletes: Int, inserts: Int, moves: Int) {
        guard let positions else { return (deletes.count, inserts.count, moves.count) }
        return (positions.deletes.count, positions.inserts.count, positions.moves.count)
    }

    /// Turns a diff's positions into lists that can be changed in place.
    mutating func makeMutable() {
        guard let paths = positions?.indexPaths else { return }
        (deletes, inserts, moves) = (paths.deletes, paths.inserts, paths.moves)
        positions = nil
    }
}

extension ItemEdits: Hashable {
    /// Equal edits, however each side holds them.
    @usableFromInline
    static func == (lhs: Self, rhs: Self) -> Bool {
        if let left = lhs.positions, let right = rhs.positions, left === right { return true }
        guard lhs.counts == rhs.counts else { return false }
        let (left, right) = (lhs.paths, rhs.paths)
        return left.deletes == right.deletes && left.inserts == right.inserts && left.moves == right.moves
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        let paths = paths
        hasher.combine(paths.deletes)
        hasher.combine(paths.inserts)
        hasher.combine(paths.moves)
    }
}
