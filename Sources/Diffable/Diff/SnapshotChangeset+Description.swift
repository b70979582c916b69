extension SnapshotChangeset: CustomStringConvertible {
    /// Every edit, in the changeset's replay order, for logs and test failures, e.g.
    /// `delete [0, 3] · insert [1, 0], [1, 1] · move [0, 1]→[0, 4] · reconfigure [0, 2]`;
    /// `no changes` when empty. ``summary`` gives only the counts.
    ///
    /// - Complexity: O(edits).
    public var description: String {
        func paths(_ indexPaths: [IndexPath]) -> String { indexPaths.map(\.description).joined(separator: ", ") }
        func moves<Index>(_ moves: [Move<Index>]) -> String {
            moves.map { "\($0.from)→\($0.to)" }.joined(separator: ", ")
        }
        let parts: [(isEmpty: Bool, text: () -> String)] = [
            (sectionDeletes.isEmpty, { "section delete \(self.sectionDeletes.map(String.init).joined(separator: ", "))" }),
            (sectionInserts.isEmpty, { "section insert \(self.sectionInserts.map(String.init).joined(separator: ", "))" }),
            (sectionMoves.isEmpty, { "section move \(moves(self.sectionMoves))" }),
            (sectionReloads.isEmpty, { "section reload \(self.sectionReloads.map(String.init).joined(separator: ", "))" }),
            (itemDeletes.isEmpty, { "delete \(paths(self.itemDeletes))" }),
            (itemInserts.isEmpty, { "insert \(paths(self.itemInserts))" }),
            (itemMoves.isEmpty, { "move \(moves(self.itemMoves))" }),
            (itemReloads.isEmpty, { "reload \(paths(self.itemReloads))" }),
            (itemReconfigures.isEmpty, { "reconfigure \(paths(self.itemReconfigures))" }),
        ]
        let shown = parts.filter { !$0.isEmpty }.map { $0.text() }
        return shown.isEmpty ? "no changes" : shown.joined(separator: " · ")
    }
}
