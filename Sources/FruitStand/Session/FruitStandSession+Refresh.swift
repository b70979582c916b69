import DiffableTUI

/// The listing the content shows, and what it was made for.
struct ShownListing: Sendable {
    var query: FruitQuery
    var filter: String
    var listing: FruitListing
}

/// Showing the store's listing for the destination and the filter: at a million fruit the
/// listing, the snapshot build and the diff run off the main thread (the keys keep answering,
/// the title bar says "updating…"), and the main thread only applies the result.
extension FruitStandSession {
    /// Builds the content's snapshot from the store, the destination and the filter, and
    /// applies it (diffed, animated); the items shown whose stock or star differ from
    /// `previous` (a refetched stand) are configured again in place, and `finish` runs once it
    /// is applied.
    ///
    /// Below `backgroundRefreshThreshold` fruit this happens at once. From there on the work
    /// goes to the host's background queue and its result is applied on the main actor, unless
    /// a newer refresh or an edit overtook it; the refresh that overtakes it takes over its
    /// restyle and its `finish` (`refreshOwes`), so neither is lost. The shuffles `s` owes are
    /// applied to the work's own copy of the store, which the main thread takes when it lands
    /// (`OwedShuffles`). A filter that only grew (one more letter) narrows the listing shown
    /// instead of walking every fruit (`narrowing`, which only the filter's keystrokes set: any
    /// other change can bring back fruit the listing left out or change its order).
    /// A filter cleared, or the sun back, shows the last unfiltered listing again without
    /// building its snapshot when the listing is still the same (`unfilteredListing`).
    ///
    /// - Complexity: O(n) for n fruit, off the main thread from the threshold on; use the
    ///   edits of `ContentController` for one fruit.
    func refresh(
        restylingSince previous: Inventory? = nil, narrowing: Bool = false, then finish: (@MainActor () -> Void)? = nil
    ) {
        let owed = refreshOwes.taking(restylingSince: previous, then: finish)
        refreshOwes = RefreshDuties()
        let previous = owed.restylingSince, finish = owed.finish
        contentGeneration += 1
        let generation = contentGeneration
        // Only a filter that grew keeps the listing shown worth narrowing; anything else may
        // have changed what it should hold before this refresh lands.
        if !narrowing { shownListing = nil }
        let unshuffled = store, shuffleCount = shuffles.count, query = query, filter = filter
        let narrowed = shownListing.flatMap { shown in
            shuffleCount == 0 && shown.query == query && SearchKey.fold(filter).contains(SearchKey.fold(shown.filter)) ? shown.listing : nil
        }
        let shown = content.dataSource.snapshot()
        let reusable = filter.isEmpty ? unfilteredListing : nil
        // The shuffled store comes back in a handoff, so that the main thread never holds the
        // last reference to one it drops.
        let work: @Sendable () -> (PreparedContent, shuffled: Handoff<FruitStandStore>?) = {
            let store = OwedShuffles.store(unshuffled, shuffled: shuffleCount)
            let listing = narrowed.map { store.narrowing($0, to: filter) } ?? store.listing(for: query, filter: filter)
            let restyled = previous.map { Self.itemsRestyled(in: shown, from: $0, to: store.inventory) } ?? []
            let prepared = ContentController.prepare(listing, from: shown, reusing: reusable, reconfiguring: restyled)
            return (prepared, shuffleCount > 0 ? Handoff(store) : nil)
        }
        guard unshuffled.inventory.count >= backgroundRefreshThreshold else {
            isRefreshing = false
            let (prepared, shuffled) = work()
            land(shuffled, shuffledTimes: shuffleCount)
            show(prepared, query: query, filter: filter)
            finish?()
            return
        }
        isRefreshing = true
        refreshOwes = owed
        host.performInBackground(work) { [weak self] prepared, shuffled in
            guard let self else { return }
            guard generation == contentGeneration else {
                if let shuffled { dispose(shuffled) }
                return
            }
            isRefreshing = false
            refreshOwes = RefreshDuties()
            land(shuffled, shuffledTimes: shuffleCount)
            show(prepared, query: query, filter: filter)
            finish?()
        }
    }

    /// Takes the store a refresh shuffled for the owed shuffles, if they are still owed; the
    /// store it replaces, or the shuffled one if they are not, is let go of on the background
    /// queue (freeing a million fruit would cost the main thread more than a frame).
    private func land(_ shuffled: Handoff<FruitStandStore>?, shuffledTimes times: Int) {
        guard let shuffled else { return }
        guard shuffles.owes(times), let store = shuffled.take() else { return dispose(shuffled) }
        dispose(Handoff(shuffles.land(store)))
        stateDidChange()
    }

    /// Frees the store in `handoff` on the background queue.
    private func dispose(_ handoff: Handoff<FruitStandStore>) {
        host.performInBackground({ handoff.dispose() }, completion: { _ in })
    }

    /// Notes an edit applied to the shown snapshot (a fruit added, removed or restocked): a
    /// refresh still being worked out started from the store before it, so it starts again,
    /// and the next filter keystroke lists afresh.
    func contentWasEdited() {
        contentGeneration += 1
        shownListing = nil
        unfilteredListing = nil
        if isRefreshing { refresh() }
    }

    /// Puts the keyboard focus on `item` now if the content shows it, or else once the refresh
    /// being worked out shows it (an added fruit the filter hid: the filter is cleared, and at
    /// a million fruit the listing comes a frame later).
    func focusWhenShown(_ item: StandItem) {
        pendingFocus = nil
        if let indexPath = content.dataSource.indexPath(for: item) {
            content.collectionView.focusedIndexPath = indexPath
        } else if isRefreshing {
            pendingFocus = item
        }
    }

    /// Applies a prepared listing; the selected card stays selected while it is still shown,
    /// and a card waiting for the focus gets it.
    private func show(_ prepared: PreparedContent, query: FruitQuery, filter: String) {
        let selected = content.selectedItem
        let summary = content.apply(prepared, animated: true, summarize: configuration.showsCaptions)
        if let selected, content.selectedItem != selected, let indexPath = content.dataSource.indexPath(for: selected) {
            content.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
        if let item = pendingFocus {
            focusWhenShown(item)
        }
        shownListing = ShownListing(query: query, filter: filter, listing: prepared.listing)
        announcer.announceListing(prepared.listing, query: query, filter: filter)
        if filter.isEmpty, !prepared.listing.isClosed {
            unfilteredListing = BuiltListing(listing: prepared.listing, snapshot: prepared.built)
        }
        didChangeContent(summary: summary)
    }
}
