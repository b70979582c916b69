import Diffable

/// Applying snapshots built off the main actor: for lists big or busy enough that building
/// and diffing a snapshot would hold the screen for more than a frame (a million rows, a log
/// fed by a stream). See <doc:LiveData>.
extension CollectionViewDiffableDataSource where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
    /// Builds a snapshot off the main actor, diffs it there against the snapshot it will
    /// replace, and applies it on the main actor: the screen keeps answering keys and drawing
    /// frames meanwhile.
    ///
    /// `makeSnapshot` runs on the host's background queue (`ApplicationHost.performInBackground`:
    /// one job at a time, in the order asked; headless, at once), so it must build the whole
    /// snapshot from values it captured, not from the data source. Then:
    ///
    /// - **The latest wins.** While a build waits for the queue, a later `apply(building:)`
    ///   takes its place: the waiting one is never built and its completion gets `nil`. A
    ///   build that already started lands first, so a stream of applies faster than the builds
    ///   still shows each build that finishes.
    /// - **The main actor wins.** An `apply` on the main actor (``apply(_:animatingDifferences:completion:)-60yi0``,
    ///   a section snapshot, ``applySnapshotUsingReloadData(_:completion:)``, an outline
    ///   expanding) overtakes the builds asked for before it: their data is older than what it
    ///   shows, so they are dropped and their completions get `nil`.
    /// - **Nothing heavy is freed on the main actor.** The snapshot an applied build replaces,
    ///   and a build that was dropped, are released on the background queue.
    ///
    /// `completion` runs on the main actor with the changeset once the update is on screen (as
    /// ``apply(_:animatingDifferences:completion:)-60yi0``'s completion does), or with `nil` when a
    /// later apply superseded the build. ``isApplyingInBackground`` is true from the call until
    /// then: show progress with it.
    ///
    /// ```swift
    /// let entries = log.entries                       // a value: the builder may not read `log`
    /// dataSource.apply(building: {
    ///     var snapshot = DiffableDataSourceSnapshot<Section, Entry.ID>()
    ///     snapshot.appendSections([.main])
    ///     snapshot.appendItems(entries.map(\.id))
    ///     return snapshot
    /// })
    /// ```
    ///
    /// Not in UIKit, which lets `apply` itself run on a background queue; under Swift
    /// concurrency its data source is confined to the main actor, as this one is.
    ///
    /// - Complexity: on the main actor, O(visible) to apply the update; the build and the diff
    ///   (O(n) for n items) run on the background queue.
    @inlinable
    public func apply(
        building makeSnapshot: @escaping @Sendable () -> Snapshot, animatingDifferences: Bool = true,
        completion: ((SnapshotChangeset?) -> Void)? = nil
    ) {
        // Inlined into the app, so that the diff is specialized for its identifier types (see
        // `apply(_:animatingDifferences:completion:)`): generic, it costs several times more.
        applyInBackground({ _ in (makeSnapshot(), ()) }, diff: { DiffedSnapshot($0, diffedFrom: $1) },
                          animatingDifferences: animatingDifferences, applied: { _ in }, completion: completion)
    }

    /// Builds a snapshot and a value that goes with it off the main actor, applies the snapshot
    /// on the main actor, and hands the value to `applied` there, in the same turn.
    ///
    /// For a build that changes the app's model on the way — shuffles or sorts a million
    /// records and lists them — where the model it made must reach the main actor together
    /// with the snapshot that shows it. Everything else is as
    /// ``apply(building:animatingDifferences:completion:)``: the latest request wins, an apply
    /// on the main actor overtakes the builds asked for before it, and the snapshot replaced is
    /// released off the main actor.
    ///
    /// `applied` runs on the main actor as soon as the collection view took the update, before
    /// the next frame is drawn (the animation starts from there), with the changeset and the
    /// value: take the value into your model there, and the main actor owns it from then on.
    /// The cells the update configured were configured from your model as it was, so look
    /// items up by identifier, as a cell provider should. When a later apply superseded the
    /// build, `applied` gets `nil` and the value, if it was made, is released on the background
    /// queue with its snapshot, never on the main actor.
    ///
    /// ```swift
    /// let records = model.records                     // a value
    /// dataSource.apply(buildingWithValue: {
    ///     let sorted = records.sorted { $0.price < $1.price }
    ///     var snapshot = DiffableDataSourceSnapshot<Section, Record.ID>()
    ///     snapshot.appendSections([.main])
    ///     snapshot.appendItems(sorted.map(\.id))
    ///     return (snapshot, sorted)
    /// }, applied: { landed in
    ///     if let (_, sorted) = landed { model.records = sorted }
    /// })
    /// ```
    ///
    /// - Complexity: on the main actor, O(visible) to apply the update; the build and the diff
    ///   run on the background queue.
    @inlinable
    public func apply<Value: Sendable>(
        buildingWithValue makeUpdate: @escaping @Sendable () -> (Snapshot, Value), animatingDifferences: Bool = true,
        applied: @escaping ((changeset: SnapshotChangeset, value: Value)?) -> Void
    ) {
        applyInBackground({ _ in makeUpdate() }, diff: { DiffedSnapshot($0, diffedFrom: $1) },
                          animatingDifferences: animatingDifferences, applied: applied, completion: nil)
    }

    /// `apply(building:)` with a build that starts from the snapshot it will replace (a sort
    /// of what is shown).
    func applyInBackground(
        _ makeSnapshot: @escaping @Sendable (Snapshot) -> Snapshot, animatingDifferences: Bool,
        completion: ((SnapshotChangeset?) -> Void)?
    ) {
        applyInBackground({ (makeSnapshot($0), ()) }, diff: { DiffedSnapshot($0, diffedFrom: $1) },
                          animatingDifferences: animatingDifferences, applied: { _ in }, completion: completion)
    }

    /// The background apply every public form goes through: a build from the snapshot it will
    /// replace, making a value besides, diffed by `diff` (made where the identifier types are
    /// known, so that it is specialized); `applied` gets the value and the changeset once the
    /// update is applied, `completion` the changeset once it is on screen (both `nil` when the
    /// build was superseded).
    @usableFromInline
    func applyInBackground<Value: Sendable>(
        _ makeUpdate: @escaping @Sendable (Snapshot) -> (Snapshot, Value),
        diff: @escaping @Sendable (Snapshot, _ base: Snapshot) -> DiffedSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool,
        applied: @escaping ((changeset: SnapshotChangeset, value: Value)?) -> Void, completion: ((SnapshotChangeset?) -> Void)?
    ) {
        let queue = backgroundQueue
        let request = queue.request()
        let host = collectionView?.window?.host as? any ApplicationHost
        collectionView?.backgroundApplies += 1
        let work: @Sendable () -> BackgroundBuild<SectionIdentifierType, ItemIdentifierType, Value> = { queue.build(request, makeUpdate, diff: diff) }
        let land: @MainActor (BackgroundBuild<SectionIdentifierType, ItemIdentifierType, Value>) -> Void = { [weak self, weak collectionView] result in
            queue.finish(request)
            collectionView?.backgroundApplies -= 1
            guard let self, case .built(let diffed, let value) = result, queue.isCurrent(request) else {
                Self.release(result, on: host)
                applied(nil)
                completion?(nil)
                return
            }
            let replaced = current
            dropStaleSectionSnapshots(keeping: diffed.snapshot)
            let landing = ApplyLanding(completion)
            let changeset = update(to: diffed.snapshot, changeset: diffed.base == current ? diffed.changeset : nil,
                                   animated: animatingDifferences, completion: landing.updateFinished)
            // The diff's base is the snapshot replaced too.
            Self.release((consume replaced, diffed), on: host)
            applied((changeset, value))
            landing.changeset = changeset
            landing.resumeIfReady()
        }
        if let host {
            host.performInBackground(work, completion: land)
        } else {
            land(work())
        }
    }

    /// ``apply(building:animatingDifferences:completion:)``, returning the changeset once the
    /// update is on screen, or `nil` when a later apply superseded the build.
    @discardableResult
    public func apply(building makeSnapshot: @escaping @Sendable () -> Snapshot, animatingDifferences: Bool = true) async -> SnapshotChangeset? {
        await withCheckedContinuation { continuation in
            apply(building: makeSnapshot, animatingDifferences: animatingDifferences) { continuation.resume(returning: $0) }
        }
    }

    /// The requests of this data source's background applies.
    private var backgroundQueue: BackgroundApplies<SectionIdentifierType, ItemIdentifierType> {
        if let queue = backgroundApplies as? BackgroundApplies<SectionIdentifierType, ItemIdentifierType> { return queue }
        let queue = BackgroundApplies(shown: current)
        backgroundApplies = queue
        return queue
    }

    /// Lets go of a snapshot on the background queue, where freeing a million items holds up
    /// nothing (headless, at once).
    private static func release<Value: Sendable>(_ value: consuming Value, on host: (any ApplicationHost)?) {
        guard let host else { return }
        host.releaseInBackground(consume value)
    }
}

extension CollectionViewDiffableDataSource {
    /// Whether a snapshot asked for with `apply(building:)` is still being built or waiting to
    /// be shown: show progress ("updating…") while it is.
    public var isApplyingInBackground: Bool {
        (backgroundApplies as? BackgroundApplying)?.hasPending ?? false
    }

    /// An apply on the main actor overtakes the background builds asked for before it: their
    /// data is older than what it shows.
    func overtakeBackgroundApplies() {
        (backgroundApplies as? BackgroundApplying)?.overtake()
    }

    /// Tells the background builds what the main actor now shows, which the next one is
    /// diffed against.
    func backgroundAppliesShow(_ snapshot: Snapshot) {
        (backgroundApplies as? BackgroundApplies<SectionIdentifierType, ItemIdentifierType>)?.show(snapshot)
    }
}
