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
    /// - Complexity: O(n) for the diff of n items, plus O(visible) for the collection view.
    ///   For a million items, diff off the main actor with ``/Diffable/DiffedSnapshot`` and apply that.
    @inlinable
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // Inlined into the app, so the diff is specialized for its identifier types: compiled
        // here, generically, it compares and looks up a million items through witness tables.
        apply(DiffedSnapshot(snapshot, diffedFrom: self.snapshot()), animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `diffed.snapshot` with the changeset worked out beforehand, on any thread (see
    /// ``/Diffable/DiffedSnapshot``): when `diffed.base` is still what the data source shows, the update
    /// costs no diff here; otherwise (another apply came first) the snapshot is diffed against
    /// what is shown, as ``apply(_:animatingDifferences:completion:)-1zm7t`` does.
    /// Animation and `completion` are as there.
    ///
    /// - Complexity: O(1) to recognise `diffed.base` when it shares the shown snapshot's storage
    ///   (it is a copy of ``snapshot()``), plus O(visible) for the collection view.
    public func apply(
        _ diffed: DiffedSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        dropStaleSectionSnapshots(keeping: diffed.snapshot)
        update(to: diffed.snapshot, changeset: diffed.base == current ? diffed.changeset : nil,
               animated: animatingDifferences, completion: completion)
    }

    /// `apply(_:animatingDifferences:completion:)`, returning when the update is on screen.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows a snapshot diffed beforehand (see ``/Diffable/DiffedSnapshot``), returning when the update
    /// is on screen.
    public func apply(_ diffed: DiffedSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(diffed, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` without diffing or animating: every prepared cell is dropped, any
    /// running transition is cut short, and the collection view asks for cells afresh. The
    /// selection and focus stay on the same items where they still exist.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        dropStaleSectionSnapshots(keeping: snapshot)
        let old = current
        current = snapshot.removingUpdateMarks()
        lastAppliedChangeset = nil
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
    /// with O(1) index-path mappings through both snapshots' indexes.
    func update(to new: Snapshot, changeset precomputed: SnapshotChangeset? = nil, animated: Bool, completion: (() -> Void)?) {
        let old = current
        let changeset = precomputed ?? diff(from: old, to: new)
        lastAppliedChangeset = changeset
        let stored = new.removingUpdateMarks()
        guard let collectionView else {
            current = stored
            completion?()
            return
        }
        guard !changeset.isEmpty else {
            current = stored
            collectionView.refreshOutlineStates()
            completion?()
            return
        }
        let update = CollectionViewUpdate(
            from: old, to: new, changeset: changeset, timing: TransitionTiming(duration: animationDuration, curve: animationCurve))
        collectionView.performUpdate(update, animated: animated, commit: { self.current = stored }, completion: completion)
    }

    /// Forgets the outline of every section whose items `snapshot` changes, so that
    /// `snapshot(for:)` describes what is shown.
    ///
    /// - Complexity: O(items of the sections that have outlines).
    private func dropStaleSectionSnapshots(keeping snapshot: Snapshot) {
        for (section, outline) in sectionSnapshots {
            guard snapshot.indexOfSection(section) != nil, snapshot.itemIdentifiers(inSection: section) == outline.visibleItems else {
                sectionSnapshots[section] = nil
                continue
            }
        }
    }
}
