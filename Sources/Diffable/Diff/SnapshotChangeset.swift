import OrderedCollections

/// The difference between two snapshots, as index-based edits a collection view can animate.
///
/// Produced by ``diff(from:to:)``. Replaying it on the old snapshot gives the new one:
///
/// 1. Remove, at their **old** positions, every deleted section, every moved section
///    (`sectionMoves[].from`), every deleted item and every moved item (`itemMoves[].from`).
///    Removing a moved section keeps its remaining items with it.
/// 2. Insert, at their **new** positions in ascending order, the inserted sections and the
///    moved sections (`sectionMoves[].to`), then the inserted items and the moved items
///    (`itemMoves[].to`).
///
/// Items inside a deleted section are deleted with it and are not listed in `itemDeletes`;
/// items inside an inserted section are inserted with it and are not listed in
/// `itemInserts`. An item that leaves a deleted section or enters an inserted one while
/// existing in both snapshots is a move and is listed.
///
/// Moves are minimal. An item in both snapshots is moved when it changes section, or when
/// it is outside the longest increasing subsequence of kept items of its section (the
/// items that keep their relative order stay put). Moving one item among 100,000 reports
/// one move; `[0, 1, 2, 3, 4, 5] → [5, 0, 1, 2, 3, 4]` reports one move. Section moves are
/// minimal the same way.
///
/// Reloads and reconfigures come from the new snapshot's marks
/// (``DiffableDataSourceSnapshot/reloadedItemIdentifiers`` and friends), as new positions,
/// for identifiers present in both snapshots (an inserted item gets a fresh cell anyway).
/// An item marked for both reload and reconfigure is reported as a reload only.
public struct SnapshotChangeset: Hashable, Sendable {
    /// One element moving from an old position to a new one.
    public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
        /// The position in the old snapshot.
        public var from: Index
        /// The position in the new snapshot.
        public var to: Index

        /// A move from `from` in the old snapshot to `to` in the new one.
        public init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
    }

    /// Deleted sections, old indexes, ascending.
    public var sectionDeletes: [Int] = []
    /// Inserted sections, new indexes, ascending.
    public var sectionInserts: [Int] = []
    /// Moved sections, old index to new index, by ascending new index.
    public var sectionMoves: [Move<Int>] = []
    /// Reloaded sections, new indexes, ascending.
    public var sectionReloads: [Int] = []
    /// Deleted items, old index paths, ascending.
    ///
    /// - Complexity: O(*k*) the first time it is read on a diff's changeset of *k* item
    ///   edits (see <doc:Diffing#Reading-a-large-changeset>), O(1) afterwards.
    public var itemDeletes: [IndexPath] {
        get { itemEdits.paths.deletes }
        _modify {
            itemEdits.makeMutable()
            yield &itemEdits.deletes
        }
    }
    /// Inserted items, new index paths, ascending.
    ///
    /// - Complexity: O(*k*) the first time it is read on a diff's changeset of *k* item
    ///   edits, O(1) afterwards.
    public var itemInserts: [IndexPath] {
        get { itemEdits.paths.inserts }
        _modify {
            itemEdits.makeMutable()
            yield &itemEdits.inserts
        }
    }
    /// Moved items, old index path to new index path, by ascending new index path.
    ///
    /// - Complexity: O(*k* log *S*) the first time it is read on a diff's changeset of *k*
    ///   item edits and *S* old sections, O(1) afterwards.
    public var itemMoves: [Move<IndexPath>] {
        get { itemEdits.paths.moves }
        _modify {
            itemEdits.makeMutable()
            yield &itemEdits.moves
        }
    }
    /// Reloaded items, new index paths, ascending.
    public var itemReloads: [IndexPath] = []
    /// Reconfigured items, new index paths, ascending.
    public var itemReconfigures: [IndexPath] = []
    /// The item deletes, inserts and moves, as a diff found them until one is changed.
    @usableFromInline
    var itemEdits = ItemEdits()

    /// An empty changeset.
    public init() {}

    /// Whether the changeset has no edits at all.
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
            && sectionReloads.isEmpty && itemEdits.counts == (0, 0, 0)
            && itemReloads.isEmpty && itemReconfigures.isEmpty
    }

    /// A short human summary for captions, e.g. `3 inserts · 1 move · 1 reconfigure`.
    ///
    /// Lists non-zero counts only; `no changes` when empty.
    public var summary: String {
        let items = itemEdits.counts
        let parts: [(Int, String)] = [
            (sectionDeletes.count, "section delete"),
            (sectionInserts.count, "section insert"),
            (sectionMoves.count, "section move"),
            (sectionReloads.count, "section reload"),
            (items.deletes, "delete"),
            (items.inserts, "insert"),
            (items.moves, "move"),
            (itemReloads.count, "reload"),
            (itemReconfigures.count, "reconfigure"),
        ]
        let shown = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return shown.isEmpty ? "no changes" : shown.joined(separator: " · ")
    }
}
