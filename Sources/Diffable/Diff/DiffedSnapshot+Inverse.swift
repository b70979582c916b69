/// Going back to the snapshot a diff started from.
extension DiffedSnapshot {
    /// The way back: ``base`` again, diffed from ``snapshot`` without diffing.
    ///
    /// Undoing an apply, or a filter widened back to a query it was narrowed from, shows the
    /// snapshot that was replaced. Its changeset is this one turned around, as
    /// `CollectionDifference.inverse()` turns a difference around: every delete becomes an
    /// insert at the same position and every insert a delete, every move runs the other way,
    /// sections alike; reloads and reconfigures are ``base``'s marks on identifiers in both.
    /// It replays ``snapshot`` into ``base`` as ``diff(from:to:)`` would, with as few moves:
    /// the items that kept their order one way keep it the other way. Where several sets of
    /// moves are equally short, it keeps this changeset's, which the diff might not choose.
    ///
    /// Keep the `DiffedSnapshot` an apply showed, and going back costs neither a build nor a
    /// hash: `pick` widens a query this way when Backspace returns to one typed before.
    ///
    /// ```swift
    /// let forward = DiffedSnapshot(narrowed, diffedFrom: dataSource.snapshot())
    /// dataSource.apply(forward)
    /// // later, to go back:
    /// dataSource.apply(forward.inverse())
    /// ```
    ///
    /// - Complexity: O(*m* log *m*) for *m* moves, plus the marks of ``base``: the deletes and
    ///   inserts share their positions with this changeset, and no item is hashed. O(*k*) for
    ///   a changeset whose *k* item edits were set as index paths.
    public func inverse() -> DiffedSnapshot {
        var changeset = SnapshotChangeset()
        changeset.sectionDeletes = self.changeset.sectionInserts
        changeset.sectionInserts = self.changeset.sectionDeletes
        changeset.sectionMoves = SnapshotChangeset.inverted(self.changeset.sectionMoves)
        changeset.itemEdits = self.changeset.itemEdits.inverse()
        recordMarks(old: snapshot, new: base, into: &changeset)
        return DiffedSnapshot(snapshot: base, base: snapshot, changeset: changeset)
    }
}

extension SnapshotChangeset {
    /// Moves the other way, by ascending new position as a changeset lists them.
    static func inverted<Index: Comparable>(_ moves: [Move<Index>]) -> [Move<Index>] {
        moves.map { Move(from: $0.to, to: $0.from) }.sorted { $0.to < $1.to }
    }
}

extension ItemEdits {
    /// The edits the other way: deletes and inserts swap, moves turn around.
    func inverse() -> ItemEdits {
        if let positions {
            return ItemEdits(positions: ItemPositions(
                oldSectionEnds: positions.newSectionEnds, newSectionEnds: positions.oldSectionEnds,
                deletes: positions.inserts, inserts: positions.deletes,
                moves: SnapshotChangeset.inverted(positions.moves)))
        }
        var edits = ItemEdits()
        (edits.deletes, edits.inserts) = (inserts, deletes)
        edits.moves = SnapshotChangeset.inverted(moves)
        return edits
    }
}
