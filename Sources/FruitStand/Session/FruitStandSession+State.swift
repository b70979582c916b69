import DiffableTUI

/// State restoration (seed 001): the sidebar's expansion, the destination, the focused pane
/// and the focused and selected fruit, saved whenever they change and restored at launch.
/// The file is derived from the state (`FruitStandState.appState(focusedItem:selectedItem:)`)
/// after any update, once the app is idle.
///
/// Saving whenever the app comes to rest after a change, rather than only on exit, means a
/// `kill` or a hang-up, which end the process from a signal handler, lose at most the change
/// still animating and a moment after it.
extension FruitStandSession {
    /// The state to save now: derived from the state value, with the focused and selected
    /// fruit the content's collection view holds.
    func currentState() -> AppState {
        state.appState(focusedItem: content.focusedItem?.fruitID, selectedItem: content.selectedItem?.fruitID)
    }

    /// Restores a saved state's destination once the stand is loaded, if it still exists. A
    /// variety still on the stand is restored even when its row is not shown (under a
    /// collapsed header, or past the listed varieties): the row in front of it has the pill.
    /// At a million fruit the listing lands a moment later: the focus and selection follow it
    /// there (`restoreItems(_:)`, when a listing lands).
    func restoreDestination(_ saved: AppState) {
        let destination = saved.selectedSidebarItem.flatMap(FruitQuery.init(rawValue:))
        if let destination, counts.hasRow(for: destination) { send(.show(destination)) }
    }

    /// Restores the focus and selection of `saved` once the content shows its listing.
    func restoreItems(_ saved: AppState) {
        let collectionView = content.collectionView
        if let id = saved.selectedItem, let item = content.item(for: id), let indexPath = content.dataSource.indexPath(for: item) {
            collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
        if let id = saved.focusedItem, let item = content.item(for: id), let indexPath = content.dataSource.indexPath(for: item) {
            collectionView.focusedIndexPath = indexPath
        }
        if let row = sidebar.pillRow.flatMap(sidebar.dataSource.indexPath(for:)) {
            sidebar.collectionView.focusedIndexPath = row
        }
        focus(saved.focusedPane)
        send(.restored)
    }

    /// Saves the state once the app is idle: a moment after the last change, when nothing
    /// animates, so the file work never competes with a frame. The write itself runs off the
    /// main thread (`StateSaver`).
    func noteStateChanged() {
        guard let stateFile, state.hasLoaded, state.pendingRestore == nil, !stateFile.isSaveScheduled, !hasQuit else { return }
        stateFile.isSaveScheduled = true
        host.schedule(after: Self.saveDelay) { [weak self] in self?.saveWhenIdle() }
    }

    /// How long after a change, and between checks while animations run, a save waits.
    static let saveDelay = 0.1

    private func saveWhenIdle() {
        guard !hasQuit, let stateFile else { return }
        if host.window.hasRunningAnimations {
            host.schedule(after: Self.saveDelay) { [weak self] in self?.saveWhenIdle() }
            return
        }
        stateFile.isSaveScheduled = false
        guard state.hasLoaded, state.pendingRestore == nil else { return }
        stateFile.save(currentState()) { [weak self] warnings in self?.keepForAfterExit(warnings) }
    }

    /// Keeps a save's warnings to print after exit, once.
    private func keepForAfterExit(_ warnings: [String]) {
        if !messagesAfterExit.contains(where: { warnings.contains($0) }) { messagesAfterExit += warnings }
    }

    /// Saves the state and hands every message for after exit (state warnings) to the host.
    /// Runs once; every exit path calls it. (The library's diagnostics are printed by the
    /// live host itself, and by `HeadlessRun` headless.)
    func prepareForExit() {
        guard !hasPreparedForExit else { return }
        hasPreparedForExit = true
        if let stateFile, state.hasLoaded, state.pendingRestore == nil {
            let warnings = stateFile.saveNow(currentState())
            if !warnings.isEmpty { keepForAfterExit(warnings) }
        }
        for message in messagesAfterExit {
            host.printAfterExit(message)
        }
    }
}
