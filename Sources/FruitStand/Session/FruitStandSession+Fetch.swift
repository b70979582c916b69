import DiffableTUI

/// Seed 000's simulated network: a fetch that takes a moment, with a spinner meanwhile.
///
/// The wait is a timer on the host's clock (the real one live, the manual one headless) and the
/// loading and the counting of what loaded run through the host's background work, so a
/// million generated fruit or a large inventory file never stop the screen from answering, and
/// a headless run is exact.
extension FruitStandSession {
    /// Fetches the stand (at launch, and again for `r`), cancelling a fetch in flight. The
    /// spinner shows in the content until it arrives.
    func startFetch() {
        state.fetchProgress?.cancel()
        fetchAttempt += 1
        let attempt = fetchAttempt
        let progress = FetchProgress()
        send(.fetchStarted(progress))
        let service = self.service
        host.schedule(after: service.latency.seconds) { [weak self] in
            guard let self, attempt == fetchAttempt else { return }
            host.performInBackground({
                service.loadStand(attempt: attempt, progress: progress)
            }) { [weak self] result in
                self?.finishFetch(result, attempt: attempt)
            }
        }
    }

    /// What the spinner says: the title and, once known, how far the loading has got; then
    /// the counting of what loaded, and, while the stand's first listing is worked out, that.
    var loadingText: String {
        if !isLoading, isArranging { return Self.arrangingText(state.store.inventory.count) }
        if case .counting(let fruit)? = state.fetchProgress?.phase { return Self.countingText(fruit) }
        let title = service.loadingTitle
        guard let fraction = state.fetchProgress?.fraction else { return title }
        return "\(title) \(Int((fraction * 100).rounded(.down)))%"
    }

    /// What the spinner says while `count` fruit just loaded are counted by variety.
    static func countingText(_ count: Int) -> String {
        "Counting \(count.grouped) fruit by variety…"
    }

    /// What the spinner says while `count` fruit are listed for the first time.
    static func arrangingText(_ count: Int) -> String {
        "Arranging \(count.grouped) fruit…"
    }

    /// Shows a fetched stand; a fetch overtaken by a newer one is ignored. A file that cannot
    /// be read ends the app at launch (exit 2, as a bad file found up front does); later, the
    /// stand shown stays and the status line says why.
    func finishFetch(_ result: Result<FetchedStand, FetchFailure>, attempt: Int) {
        guard attempt == fetchAttempt else { return }
        send(.fetchEnded)
        switch result {
        case .success(let stand):
            announcer.noteFetchLanded()
            show(stand)
        case .failure(.unreadable(let error)) where !state.hasLoaded:
            quit(exitCode: 2, message: error.description)
        case .failure(.unreadable(let error)):
            send(.noteChange(error.located))
            post("Refetch failed: \(error.located) · the stand shown is kept", isError: true)
        case .failure(.cancelled):
            break
        }
    }

    /// Replaces the stand with a fetched one: the projections show its counts and list it
    /// (restyling the cards whose stock or star changed), or restore a saved state on the
    /// first load. The deletes to undo and the changes made were the old stand's.
    private func show(_ stand: FetchedStand) {
        let first = !state.hasLoaded
        let replaced = state.history.changes
        send(.replaceStand(stand))
        if !first { post("Fetched again" + (replaced.description.map { " · replaced \($0)" } ?? "")) }
    }

    /// The items of `shown` whose stock, star, name or thickness differ between `previous`
    /// and `current`. Their identifiers are unchanged, so the diff keeps their cells as they
    /// are: without a reconfigure a refetch would leave the old stock on their badges, and the
    /// old names on the cards of a file edited since.
    ///
    /// - Complexity: O(n) in the items shown; run with the refresh's work, off the main
    ///   thread at scale.
    nonisolated static func itemsRestyled(in shown: ContentController.Snapshot, from previous: Inventory, to current: Inventory) -> [StandItem] {
        shown.itemIdentifiers.filter { item in
            guard let id = item.fruitID else { return false }
            return previous.stock(of: id) != current.stock(of: id) || previous.isFavorite(id) != current.isFavorite(id)
                || previous.fruit(id)?.name != current.fruit(id)?.name || previous.fruit(id)?.thickness != current.fruit(id)?.thickness
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
