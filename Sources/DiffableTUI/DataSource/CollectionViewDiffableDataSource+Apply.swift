/// Applying snapshots.
extension CollectionViewDiffableDataSource {
    /// Shows `snapshot`: diffs it against what is shown and updates the collection view —
    /// cells follow their items, reloaded items get new cells, reconfigured items are
    /// configured again in their existing cells. `animatingDifferences: false` applies the
    /// same diff without animation; animated, rows slide, fade and cross-fade over
    /// `animationDuration` (see <doc:AnimatedUpdates>). `completion` runs once, when the
    /// animation reaches its end state (at once when nothing animates), or when another
    /// apply interrupts it (after that apply's update is set up).
    ///
    /// Returns what changed: the inserts, deletes, moves, reloads and reconfigures found between
    /// the snapshot shown and `snapshot`, as the collection view animates them, so that an app
    /// can say what happened ("3 added · 1 moved") without diffing again. UIKit's `apply` keeps
    /// its changeset to itself; the result is discardable.
    ///
    /// - Complexity: O(n) for the diff of n items, plus O(visible) for the collection view.
    ///   For a million items, build and diff off the main actor: see
    ///   ``apply(building:animatingDifferences:completion:)``.
    @inlinable
    @discardableResult
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) -> SnapshotChangeset {
        // Inlined into the app, so the diff is specialized for its identifier types: compiled
        // here, generically, it compares and looks up a million items through witness tables.
        apply(DiffedSnapshot(snapshot, diffedFrom: self.snapshot()), animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `diffed.snapshot` with the changeset worked out beforehand, on any thread (see
    /// ``/Diffable/DiffedSnapshot``): when `diffed.base` is still what the data source shows, the update
    /// costs no diff here; otherwise (another apply came first) the snapshot is diffed against
    /// what is shown, as ``apply(_:animatingDifferences:completion:)-60yi0`` does.
    /// Animation and `completion` are as there.
    ///
    /// Returns the changeset applied: `diffed.changeset`, or the one found by diffing again.
    ///
    /// - Complexity: O(1) to recognise `diffed.base` when it shares the shown snapshot's storage
    ///   (it is a copy of ``snapshot()``), plus O(visible) for the collection view.
    @discardableResult
    public func apply(
        _ diffed: DiffedSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) -> SnapshotChangeset {
        overtakeBackgroundApplies()
        dropStaleSectionSnapshots(keeping: diffed.snapshot)
        defer { backgroundAppliesShow(current) }
        return update(to: diffed.snapshot, changeset: diffed.base == current ? diffed.changeset : nil,
                      animated: animatingDifferences, completion: completion)
    }

    /// `apply(_:animatingDifferences:completion:)`, returning the changeset once the update is
    /// on screen.
    @discardableResult
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async -> SnapshotChangeset {
        await applied { apply(snapshot, animatingDifferences: animatingDifferences, completion: $0) }
    }

    /// Shows a snapshot diffed beforehand (see ``/Diffable/DiffedSnapshot``), returning the
    /// changeset once the update is on screen.
    @discardableResult
    public func apply(_ diffed: DiffedSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async -> SnapshotChangeset {
        await applied { apply(diffed, animatingDifferences: animatingDifferences, completion: $0) }
    }

    /// What `apply` returns, once its completion ran (which may be inside `apply` itself, when
    /// nothing animates).
    func applied(_ apply: (@escaping () -> Void) -> SnapshotChangeset) async -> SnapshotChangeset {
        await withCheckedContinuation { continuation in
            let landing = ApplyLanding { continuation.resume(returning: $0 ?? SnapshotChangeset()) }
            landing.changeset = apply(landing.updateFinished)
            landing.resumeIfReady()
        }
    }

    /// Shows `snapshot` without diffing or animating: every prepared cell is dropped, any
    /// running transition is cut short, and the collection view asks for cells afresh. The
    /// selection and focus stay on the same items where they still exist.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        overtakeBackgroundApplies()
        dropStaleSectionSnapshots(keeping: snapshot)
        let old = current
        current = snapshot.removingUpdateMarks()
        backgroundAppliesShow(current)
        guard let collectionView else {
            completion?()
            return
        }
        let selected = collectionView.selection.compactMap { old.itemIdentifier(at: $0) }
        let focused = collectionView.focus.flatMap { old.itemIdentifier(at: $0) }
        collectionView.reloadData()
        collectionView.reloadDataIfNeeded()
        for item in selected {
            if let indexPath = current.indexPath(for: item) { collectionView.setSelected(true, at: indexPath) }
        }
        collectionView.focus = focused.flatMap { current.indexPath(for: $0) }
        collectionView.announceReload()
        completion?()
    }

    /// `applySnapshotUsingReloadData(_:completion:)`, returning when it is on screen.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await withCheckedContinuation { continuation in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    /// Diffs `new` against the current snapshot and hands the collection view the update,
    /// with O(1) index-path mappings through both snapshots' indexes; returns the changeset.
    @discardableResult
    func update(to new: Snapshot, changeset precomputed: SnapshotChangeset? = nil, animated: Bool, completion: (() -> Void)?) -> SnapshotChangeset {
        let old = current
        let changeset = precomputed ?? diff(from: old, to: new)
        let stored = new.removingUpdateMarks()
        guard let collectionView else {
            current = stored
            completion?()
            return changeset
        }
        guard !changeset.isEmpty else {
            current = stored
            collectionView.refreshOutlineStates()
            // Nothing changed in the data, but the section provider may describe the sections
            // otherwise now: UIKit lays the items out again on every apply.
            if !collectionView.relayoutIfTheSectionsChanged(animated: animated, completion: completion) { completion?() }
            return changeset
        }
        let update = CollectionViewUpdate(
            from: old, to: new, changeset: changeset, timing: TransitionTiming(duration: animationDuration, curve: animationCurve))
        collectionView.performUpdate(update, animated: animated, commit: { self.current = stored }, completion: completion)
        return changeset
    }

    /// Forgets the outline of every section whose items `snapshot` changes, so that
    /// `snapshot(for:)` describes what is shown.
    ///
    /// - Complexity: O(items of the sections that have outlines), comparing hashes, then
    ///   items; O(1) for a section whose item count changed, or that shares the storage of an
    ///   outline whose items all show.
    func dropStaleSectionSnapshots(keeping snapshot: Snapshot) {
        for (section, outline) in sectionSnapshots where !snapshot.holdsVisibleItems(of: outline, inSection: section) {
            sectionSnapshots[section] = nil
        }
    }
}
