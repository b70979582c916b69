import DiffableTUI

/// A content update worked out ahead of applying it, off the main thread when it walks a
/// million fruit: the new snapshot diffed from the one shown when the work began, so applying
/// it on the main thread costs no listing, no snapshot build and no diff.
struct PreparedContent: Sendable {
    /// What the content shows next, reconfigure marks included, with its changeset from the
    /// snapshot shown when the work began.
    let diffed: DiffedSnapshot<Section, StandItem>
    /// The items kept and configured again (their badges follow once applied).
    let reconfigured: [StandItem]
    /// The listing the snapshot was built from (filter keystrokes narrow it).
    let listing: FruitListing
    /// The snapshot built from `listing`, before any reconfigure marks: what a later refresh
    /// to the same listing can show again without building it.
    let built: ContentController.Snapshot
}

/// A listing and the snapshot built from it, kept so that showing that listing again costs
/// one comparison of identifiers instead of a snapshot build.
struct BuiltListing: Sendable {
    let listing: FruitListing
    let snapshot: ContentController.Snapshot
}

extension ContentController {
    /// Builds the snapshot of `listing` (or takes `reusable`'s, when it was built from the
    /// same listing), marks the `reconfiguring` items it keeps, and diffs it from `shown`.
    /// Runs on any thread.
    ///
    /// - Complexity: O(n) in the items of `listing` and `shown`: a reused snapshot costs a
    ///   comparison of identifiers instead of hashing them.
    nonisolated static func prepare(
        _ listing: FruitListing, from shown: Snapshot, reusing reusable: BuiltListing? = nil, reconfiguring: [StandItem]
    ) -> PreparedContent {
        let built = reusable.flatMap { $0.listing == listing ? $0.snapshot : nil } ?? snapshot(for: listing)
        var snapshot = built
        let kept = reconfiguring.filter { snapshot.indexOfItem($0) != nil }
        if !kept.isEmpty { snapshot.reconfigureItems(kept) }
        return PreparedContent(diffed: DiffedSnapshot(snapshot, diffedFrom: shown), reconfigured: kept, listing: listing, built: built)
    }

    /// Shows a prepared update (animated) and returns its changeset's summary when
    /// `summarize` is set. Where the shown snapshot is no longer the one it was diffed from,
    /// the data source diffs it again.
    ///
    /// - Complexity: O(visible), when the snapshot it was diffed from is what is shown.
    func apply(_ prepared: PreparedContent, animated: Bool, summarize: Bool) -> String? {
        let summary = summarize ? prepared.diffed.changeset.summary : nil
        dataSource.apply(prepared.diffed, animatingDifferences: animated)
        for item in prepared.reconfigured { refreshBadge(of: item) }
        return summary
    }
}
