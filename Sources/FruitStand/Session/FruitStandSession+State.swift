import DiffableTUI

/// State restoration (seed 001): the sidebar's expansion, the destination, the focused pane
/// and the focused and selected fruit, saved whenever they change and restored at launch.
///
/// Saving whenever the app comes to rest after a change, rather than only on exit, means a
/// `kill` or a hang-up, which end the process from a signal handler, lose at most the change
/// still animating and a moment after it.
extension FruitStandSession {
    /// The state to save now.
    func currentState() -> AppState {
        AppState(
            expandedHeaders: sidebar.expansionByTitle,
            selectedSidebarItem: query.rawValue,
            focusedPane: focusedPane,
            focusedItem: content.focusedItem?.fruitID,
            selectedItem: content.selectedItem?.fruitID)
    }

    /// The headers' expansion from the state being restored.
    func restoredExpansion() -> [SidebarSection: Bool] {
        guard let state = pendingRestore else { return [:] }
        var expansion: [SidebarSection: Bool] = [:]
        for section in SidebarSection.allCases {
            if let title = section.title, let expanded = state.expandedHeaders[title] { expansion[section] = expanded }
        }
        return expansion
    }

    /// Applies a saved state once the stand is loaded: what no longer exists is skipped.
    func restore(_ state: AppState) {
        sidebar.reload(counts: counts, expansion: restoredExpansion(), animated: false)
        let destination = state.selectedSidebarItem.flatMap(FruitQuery.init(rawValue:))
        // A variety still on the stand is restored even when its row is not shown (under a
        // collapsed header, or past the listed varieties): the row in front of it has the pill.
        if let destination, counts.hasRow(for: destination) {
            query = destination
            sidebar.select(destination)
        }
        // At a million fruit the listing is applied a moment later: the focus and selection
        // follow it there.
        refresh { [weak self] in self?.restoreItems(state) }
    }

    private func restoreItems(_ state: AppState) {
        let collectionView = content.collectionView
        if let id = state.selectedItem, let item = content.item(for: id), let indexPath = content.dataSource.indexPath(for: item) {
            collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
        if let id = state.focusedItem, let item = content.item(for: id), let indexPath = content.dataSource.indexPath(for: item) {
            collectionView.focusedIndexPath = indexPath
        }
        if let row = sidebar.pillRow.flatMap(sidebar.dataSource.indexPath(for:)) {
            sidebar.collectionView.focusedIndexPath = row
        }
        focus(state.focusedPane)
        pendingRestore = nil
        noteStateChanged()
    }

    /// Saves the state once the app is idle: a moment after the last change, when nothing
    /// animates, so the file work never competes with a frame. The write itself runs off the
    /// main thread (`StateSaver`).
    func noteStateChanged() {
        guard stateSaver != nil, hasLoaded, pendingRestore == nil, !isSaveScheduled, !hasQuit else { return }
        isSaveScheduled = true
        host.schedule(after: Self.saveDelay) { [weak self] in self?.saveWhenIdle() }
    }

    /// How long after a change, and between checks while animations run, a save waits.
    static let saveDelay = 0.1

    private func saveWhenIdle() {
        guard !hasQuit else { return }
        if host.window.hasRunningAnimations {
            host.schedule(after: Self.saveDelay) { [weak self] in self?.saveWhenIdle() }
            return
        }
        isSaveScheduled = false
        guard let stateSaver, hasLoaded, pendingRestore == nil else { return }
        let state = currentState()
        guard state != lastSavedState, state != stateBeingSaved else { return }
        stateBeingSaved = state
        stateSaver.save(state) { [weak self] warnings in
            guard let self else { return }
            if stateBeingSaved == state { stateBeingSaved = nil }
            recordSave(of: state, warnings: warnings)
        }
    }

    private func recordSave(of state: AppState, warnings: [String]) {
        if warnings.isEmpty {
            lastSavedState = state
        } else if !messagesAfterExit.contains(where: { warnings.contains($0) }) {
            messagesAfterExit += warnings
        }
    }

    /// Saves the state and hands every message for after exit (state warnings) to the host.
    /// Runs once; every exit path calls it. (The library's diagnostics are printed by the
    /// live host itself, and by `HeadlessRun` headless.)
    func prepareForExit() {
        guard !hasPreparedForExit else { return }
        hasPreparedForExit = true
        if let stateSaver, hasLoaded, pendingRestore == nil {
            let state = currentState()
            if state != lastSavedState { recordSave(of: state, warnings: stateSaver.saveNow(state)) }
        }
        for message in messagesAfterExit {
            host.printAfterExit(message)
        }
    }
}
