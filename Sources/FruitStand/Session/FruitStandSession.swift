import DiffableTUI

/// One run of the fruit stand: the store, what the content shows (destination and filter),
/// the fetch, the panes, and the views that show them.
///
/// Data flows one way: a key or a finished fetch changes the store, the destination or the
/// filter; the session then builds snapshots and applies them to the sidebar and the content,
/// animated unless the configuration says otherwise.
@MainActor
final class FruitStandSession: FruitStandModel {
    let host: any ApplicationHost
    let configuration: FruitStandConfiguration
    /// The stand's data.
    var store: FruitStandStore
    /// What the content shows.
    var query: FruitQuery = .all
    /// The live filter (a case- and diacritic-insensitive substring of the name).
    var filter = ""
    /// The pane with the keyboard (the filter field and the help sheet borrow it).
    var focusedPane: AppState.Pane = .sidebar
    /// Whether the app asked its host to end.
    var hasQuit = false
    /// The content took the keyboard only because the width became compact.
    var movedToContentOnCollapse = false
    /// The pane to focus once the help sheet closes.
    var paneAfterHelp: AppState.Pane?

    let stage: StageView
    let root: RootView
    let sidebar = SidebarController()
    let content = ContentController()
    let contentPane: ContentPane
    let help: SheetView

    // Fetching.
    let service: InventoryService
    /// The fetch in flight; nil once the stand is loaded.
    var fetchProgress: FetchProgress?
    var fetchAttempt = -1
    /// Whether the stand has been loaded at least once.
    var hasLoaded = false
    /// The stand's counts, kept up to date edit by edit (counting a million fruit per key
    /// would not be).
    var counts = FruitCounts()

    // Refreshing the content (FruitStandSession+Refresh.swift).
    /// Counts refreshes and edits of the content; a refresh worked out in the background is
    /// applied only when nothing changed the content since it began.
    var contentGeneration = 0
    /// A refresh is being worked out in the background.
    var isRefreshing = false
    /// The listing shown, with the destination and filter it was made for; nil once an edit
    /// changed the content. The next filter keystroke narrows it instead of listing again.
    var shownListing: ShownListing?
    /// From this many fruit on, a refresh lists, builds and diffs off the main thread.
    var backgroundRefreshThreshold = 20_000

    // State restoration.
    var pendingRestore: AppState?
    /// Writes the state file; nil when the configuration has no state store.
    let stateSaver: StateSaver?
    var lastSavedState: AppState?
    /// The state a background save is writing now.
    var stateBeingSaved: AppState?
    var isSaveScheduled = false
    /// Printed after exit: state warnings, diagnostics.
    var messagesAfterExit: [String] = []
    var hasPreparedForExit = false

    init(host: some ApplicationHost, configuration: FruitStandConfiguration) {
        self.host = host
        self.configuration = configuration
        service = configuration.service
        stateSaver = configuration.stateStore.map { StateSaver(store: $0, inBackground: configuration.savesStateInBackground) }
        store = FruitStandStore(seed: configuration.seed)
        contentPane = ContentPane(collectionView: content.collectionView)
        root = RootView(sidebar: sidebar.collectionView, content: contentPane)
        stage = StageView(screen: root)
        help = SheetView(title: "Fruit Stand keys", rows: KeyHints.helpRows)
        help.dismissKeys = [.character("?")]
        wire()
        host.minimumSize = FruitStandApp.minimumSize
        host.window.rootView = stage
        if let store = configuration.stateStore {
            let (state, warnings) = store.load()
            pendingRestore = state
            // What is on disk need not be written again.
            lastSavedState = state
            messagesAfterExit += warnings
        }
        sidebar.reload(counts: counts, expansion: restoredExpansion(), animated: false)
        sidebar.select(query)
        focus(.sidebar)
        startFetch()
    }

    // A fetch that outlives its session would wait for ever: it sleeps on the host's clock,
    // which (headless) only moves while the run plays, and the suspended task and that sleep
    // keep each other alive.
    /// A session let go of stops the loading still running for it.
    isolated deinit {
        fetchProgress?.cancel()
    }

    private func wire() {
        sidebar.model = self
        content.model = self
        root.showsCaptionBar = configuration.showsCaptions
        root.onKey = { [weak self] key in self?.handleKey(key) ?? false }
        contentPane.loadingText = { [weak self] in self?.loadingText ?? "" }
        contentPane.loadingWidth = (service.loadingTitle + (service.reportsProgress ? " 100%" : "")).terminalWidth
        root.splitView.delegate = self
        root.splitView.collapsedHint = "Tab ▸ sidebar"
        root.filterBar.field.delegate = self
        sidebar.onSelectDestination = { [weak self] query in self?.show(query) }
        sidebar.onSelectWeather = { [weak self] weather in self?.setWeather(weather) }
        sidebar.onToggleHeader = { [weak self] section, expanding, rows in
            self?.headerDidToggle(section, expanding: expanding, rows: rows)
        }
        sidebar.collectionView.onBecomeFirstResponder = { [weak self] in self?.paneDidTakeFocus(.sidebar) }
        content.collectionView.onBecomeFirstResponder = { [weak self] in self?.paneDidTakeFocus(.content) }
        content.onChange = { [weak self] in self?.noteStateChanged() }
        help.onDismiss = { [weak self] in self?.helpDidDismiss() }
    }

    /// Whether the stand is being fetched.
    var isLoading: Bool { fetchProgress != nil }

    // MARK: Showing the stand

    /// Everything that follows a change of the content: the caption, the filter's count, the
    /// empty-state line, the title bar, the state file.
    func didChangeContent(summary: String?) {
        if let summary { root.captionBar.change = "apply(snapshot) · \(summary)" }
        updateFilterMatches()
        contentPane.emptyMessage = emptyMessage()
        updateStatus()
        noteStateChanged()
    }

    /// The filter bar's "N of M": the fruit shown of the fruit the destination holds (0 of 0
    /// while the stand is closed). The counts kept edit by edit give the unfiltered total
    /// without listing it again.
    private func updateFilterMatches() {
        guard !filter.isEmpty else {
            root.filterBar.matches = ""
            return
        }
        let shown = content.dataSource.snapshot()
        let isClosed = shown.indexOfSection(.empty) != nil
        root.filterBar.matches = isClosed ? "0 of 0" : "\(shown.numberOfItems) of \(counts.count(for: query))"
    }

    /// Shows the stand's counts in the sidebar: rows of new varieties appear, rows of
    /// varieties gone disappear (a destination that went falls back to its kind).
    func updateSidebar() {
        sidebar.reload(counts: counts, animated: true)
        guard hasLoaded, case .variety(let kind, _) = query, sidebar.dataSource.indexPath(for: .destination(query)) == nil else { return }
        show(.kind(kind))
    }

    private func emptyMessage() -> String? {
        guard !isLoading, store.weather == .good, content.dataSource.snapshot().numberOfItems == 0 else { return nil }
        if !filter.isEmpty { return "No fruit in \(query.title) matches “\(filter)”.\nEsc clears the filter." }
        return "No fruit in \(query.title).\nPress a to add one."
    }

    /// The title bar's status and the compact bar's title.
    func updateStatus() {
        let title = root.titleBar
        if isLoading {
            title.status = "fetching…"
        } else {
            let count = store.inventory.count
            let fruit = "\(count) fruit" + (isRefreshing ? " · updating…" : "")
            title.status = store.weather == .bad ? "☔ closed · \(fruit)" : "☀ open · \(fruit)"
        }
        root.splitView.collapsedTitle = query.title + (filter.isEmpty ? "" : "  /\(filter)")
    }

    /// Shows the caption line's text (scripts' `Caption`).
    func setCaption(_ text: String) {
        root.captionBar.caption = text
        root.captionBar.change = ""
    }

    /// The caption line's text and the last change it names.
    var caption: (text: String, change: String) {
        (root.captionBar.caption, root.captionBar.change)
    }

    private func headerDidToggle(_ section: SidebarSection, expanding: Bool, rows: Int) {
        let title = section.title ?? ""
        let verb = expanding ? "insert" : "delete"
        root.captionBar.change = "apply(sectionSnapshot, to: \(title)) · \(rows) \(verb)\(rows == 1 ? "" : "s")"
        noteStateChanged()
    }
}
