import DiffableTUI

/// Showing the store's listing for the destination and the filter: at a million fruit the
/// listing and the snapshot build run off the main thread through the data source's
/// `apply(buildingWithValue:)` (the keys keep answering, the title bar says "updating…"),
/// which diffs there too, drops a build a later one overtook and frees what it replaced off
/// the main thread.
extension FruitStandSession {
    /// Builds the content's snapshot from the store, the destination and the filter, and
    /// applies it (diffed, animated). The cards whose stock or star a refetch changed
    /// (`restyling`) are configured again in place.
    ///
    /// Below `backgroundRefreshThreshold` fruit this happens at once; from there on the build
    /// goes to the host's background queue. Either way the shuffles `s` still owes are applied
    /// to the build's own copy of the store, which the state takes with the snapshot
    /// (`take(_:madeAt:)`).
    /// Whatever lands — or an edit applied meanwhile, which overtakes it — the session's
    /// pending focus, restore and restyle are state, read when a listing lands, so nothing
    /// waits on a particular build.
    ///
    /// - Complexity: O(n) for n fruit, off the main thread from the threshold on; use the
    ///   edits of `ContentController` for one fruit.
    func refresh() {
        let store = state.store, shuffles = state.shufflesOwed, revision = state.storeRevision, query = state.query, filter = state.filter
        let restyling = state.restyling, shown = content.dataSource.snapshot(), listings = content.listings
        let build: @Sendable () -> (ContentController.Snapshot, FruitStandStore?) = {
            let shuffled = shuffles > 0 ? FruitStandStore.shuffled(store, times: shuffles) : nil
            let current = shuffled ?? store
            var snapshot = listings.snapshot(of: current, revision: revision, query: query, filter: filter)
            if let restyling {
                let restyled = Self.itemsRestyled(in: shown, from: restyling.since, to: current.inventory)
                let kept = restyled.filter { snapshot.indexOfItem($0) != nil }
                if !kept.isEmpty { snapshot.reconfigureItems(kept) }
            }
            return (snapshot, shuffled)
        }
        guard store.inventory.count >= backgroundRefreshThreshold else {
            let (snapshot, shuffled) = build()
            if let shuffled { take(shuffled, madeAt: revision) }
            contentDidLand(content.dataSource.apply(snapshot, animatingDifferences: true), restyled: restyling?.serial)
            return
        }
        content.dataSource.apply(buildingWithValue: build) { [weak self] landed in
            guard let self else { return }
            // Overtaken by a later build: "updating…" may be over.
            guard let (changeset, shuffled) = landed else {
                send(.listingDropped)
                return
            }
            if let shuffled { take(shuffled, madeAt: revision) }
            contentDidLand(changeset, restyled: restyling?.serial)
        }
    }

    /// Whether a listing is being worked out in the background (the title bar says
    /// "updating…").
    var isRefreshing: Bool {
        content.dataSource.isApplyingInBackground
    }

    /// A listing landed: its badges follow the cards it configured again; the state notes it
    /// (the restyle it carried is done, the caption says what changed, a card waiting for the
    /// focus gets it); a state being restored takes its focus and selection.
    private func contentDidLand(_ changeset: SnapshotChangeset, restyled serial: Int?) {
        for indexPath in changeset.itemReconfigures {
            if let item = content.dataSource.itemIdentifier(for: indexPath) { content.refreshBadge(of: item) }
        }
        send(.listingLanded(summary: configuration.showsCaptions ? changeset.summary : nil, restyled: serial))
        projectPendingFocus()
        if let saved = state.pendingRestore, state.hasLoaded { restoreItems(saved) }
        if let built = content.listings.last, built.query == state.query, built.filter == state.filter {
            announcer.announceListing(built.listing, query: state.query, filter: state.filter)
        }
    }

    /// Takes the store a background refresh shuffled for the shuffles owed, when it is the
    /// store the state now stands for (`FruitStandState.update(.takeShuffled)` decides); the
    /// store it replaces, or the one not taken, is freed on the background queue (freeing a
    /// million fruit, their names, costs the main thread more than a frame).
    private func take(_ shuffled: FruitStandStore, madeAt revision: Int) {
        let before = state.store
        send(.takeShuffled(shuffled, revision: revision))
        // Whichever of the two the state no longer holds is freed there.
        host.releaseInBackground((consume before, shuffled))
    }

    /// Notes an edit applied to the shown snapshot (a fruit added, removed or restocked): its
    /// apply on the main thread overtook a refresh still being worked out from the store before
    /// it, so the refresh is asked for again.
    func contentWasEdited() {
        content.listings.forget()
        if isRefreshing { refresh() }
    }
}
