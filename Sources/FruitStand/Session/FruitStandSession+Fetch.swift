import DiffableTUI

/// Seed 000's simulated network: a `Task` that takes a moment, with a spinner meanwhile.
extension FruitStandSession {
    /// Fetches the stand (at launch, and again for `r`), cancelling a fetch in flight. The
    /// spinner shows in the content until it arrives.
    func startFetch() {
        fetchTask?.cancel()
        fetchAttempt += 1
        let attempt = fetchAttempt
        let service = self.service
        contentPane.isLoading = true
        contentPane.emptyMessage = nil
        fetchTask = Task { @MainActor [weak self] in
            do {
                let inventory = try await withTaskExecutorPreference(MainQueueExecutor.shared) {
                    try await service.fetchInventory(attempt: attempt)
                }
                self?.finishFetch(inventory, attempt: attempt)
            } catch {
                // Cancelled by a newer fetch, which owns the spinner now.
            }
        }
        updateStatus()
    }

    /// Shows a fetched stand; a fetch overtaken by a newer one is ignored.
    func finishFetch(_ inventory: Inventory, attempt: Int) {
        guard attempt == fetchAttempt else { return }
        fetchTask = nil
        let previous = store.inventory
        store.inventory = inventory
        counts = store.counts()
        contentPane.isLoading = false
        let first = !hasLoaded
        hasLoaded = true
        if first, let state = pendingRestore {
            restore(state)
        } else {
            refresh(reconfiguring: itemsRestyled(from: previous))
            updateSidebar()
        }
    }

    /// The items shown whose stock or star differ in the fetched stand. Their identifiers
    /// are unchanged, so the diff keeps their cells as they are: without a reconfigure a
    /// refetch would leave the old stock on their badges.
    ///
    /// - Complexity: O(n) in the items shown.
    private func itemsRestyled(from previous: Inventory) -> [StandItem] {
        content.dataSource.snapshot().itemIdentifiers.filter { item in
            guard let id = item.fruit?.id else { return false }
            return previous.stock(of: id) != store.stock(of: id) || previous.isFavorite(id) != store.isFavorite(id)
        }
    }
}
