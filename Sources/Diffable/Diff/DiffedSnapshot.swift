/// A snapshot together with its changeset from the snapshot it replaces, worked out ahead of
/// applying it, on any thread.
///
/// A collection view's data source is confined to the main actor (as UIKit's is under Swift
/// concurrency), and applying a snapshot diffs it there. For most lists that costs nothing
/// worth noticing; for a million items the diff takes tens of milliseconds, and the screen
/// draws no frame meanwhile. Build the new snapshot and diff it from the one shown where the
/// work belongs, off the main actor, then hand the result to the data source on the main
/// actor; DiffableTUI's `CollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)`
/// takes a `DiffedSnapshot` and then only updates the view:
///
/// ```swift
/// let shown = dataSource.snapshot()                      // on the main actor
/// let items = model.items                                // a value the task may take along
/// let diffed = await Task.detached {
///     DiffedSnapshot(makeSnapshot(items), diffedFrom: shown)
/// }.value
/// dataSource.apply(diffed)                               // back on the main actor: no diff here
/// ```
///
/// (DiffableTUI's `apply(building:)` does all of this for you, on the app's background queue,
/// and drops the builds a later apply overtook.)
///
/// The changeset is always `diff(from: base, to: snapshot)`, or the way back of one
/// (``inverse()``): the only ways to make one are to diff and to turn a diff around, so it
/// cannot disagree with its snapshots. When the data source no longer shows `base` (another
/// apply came first), it diffs `snapshot` again itself.
public struct DiffedSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot type this diff relates.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot to show.
    public let snapshot: Snapshot
    /// The snapshot ``changeset`` starts from: the one shown when the work began.
    public let base: Snapshot
    /// The edits that turn ``base`` into ``snapshot``: `diff(from: base, to: snapshot)`.
    public let changeset: SnapshotChangeset

    /// Diffs `snapshot` from `base`.
    ///
    /// - Complexity: that of ``diff(from:to:)``: O(*n* + *S*) expected for *n* items and *S*
    ///   sections, plus O(*m* log *m*) for the *m* items that change relative order.
    @inlinable
    public init(_ snapshot: Snapshot, diffedFrom base: Snapshot) {
        self.snapshot = snapshot
        self.base = base
        changeset = diff(from: base, to: snapshot)
    }

    /// A snapshot with a changeset known to turn `base` into it (``inverse()``'s).
    init(snapshot: Snapshot, base: Snapshot, changeset: SnapshotChangeset) {
        self.snapshot = snapshot
        self.base = base
        self.changeset = changeset
    }
}

extension DiffedSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
