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
    // The state the chrome (title, footer, counts, captions) is derived from: each change
    // asks for a frame, whose layout derives the chrome again, and for a save of the state.
    /// The stand's data. While a shuffle is worked out in the background (`shuffles`), this
    /// is the store before it: the same fruit in the order still on screen. Changing it
    /// applies the owed shuffles first, so every edit acts on the shuffled stand.
    var store: FruitStandStore {
        get { shuffles.store }
        _modify {
            yield &shuffles.settledStore
            stateDidChange()
        }
    }
    /// The store and the `s` presses not yet applied to it (the refresh shuffles a copy).
    var shuffles: OwedShuffles
    /// What the content shows.
    var query: FruitQuery = .all { didSet { stateDidChange() } }
    /// The live filter (a case- and diacritic-insensitive substring of the name).
    var filter = "" { didSet { stateDidChange() } }
    /// The pane with the keyboard (the filter field and the help sheet borrow it).
    var focusedPane: AppState.Pane = .sidebar { didSet { stateDidChange() } }
    /// What the last apply changed, for the caption line ("apply(snapshot) · 3 inserts").
    var lastChange = "" { didSet { stateDidChange() } }
    /// The caption a script set.
    var captionText = "" { didSet { stateDidChange() } }
    /// The status line: what just happened, until the next message or a few seconds pass.
    var status: StatusMessage? { didSet { stateDidChange() } }
    /// The deletes `u` undoes and `U` redoes, and what changed since the stand was fetched.
    var history = EditHistory()
    /// Set while the stock keys are held after a card sold out and left (`changeStock(by:)`).
    var stockKeysHold: StockKeysHold?
    /// Whether the app asked its host to end.
    var hasQuit = false
    /// The content took the keyboard only because the width became compact.
    var movedToContentOnCollapse = false
    /// The drawer is being opened or closed (its delegate calls must not move it again).
    var isMovingDrawer = false
    /// The pane to focus once the help sheet closes.
    var paneAfterHelp: AppState.Pane?
    /// What accessible mode says beyond the library's words (`--accessible`).
    lazy var announcer = StandAnnouncer(window: host.window)

    let stage: StageView
    let root: RootView
    let sidebar = SidebarController()
    let content = ContentController()
    let contentPane: ContentPane
    let help: SheetView

    // Fetching.
    let service: InventoryService
    /// The fetch in flight; nil once the stand is loaded.
    var fetchProgress: FetchProgress? { didSet { stateDidChange() } }
    var fetchAttempt = -1
    /// Whether the stand has been loaded at least once.
    var hasLoaded = false { didSet { stateDidChange() } }
    /// The stand's counts, kept up to date edit by edit (counting a million fruit per key
    /// would not be).
    var counts = FruitCounts()

    // Refreshing the content (FruitStandSession+Refresh.swift).
    /// Counts refreshes and edits of the content; a refresh worked out in the background is
    /// applied only when nothing changed the content since it began.
    var contentGeneration = 0
    /// A refresh is being worked out in the background (the title bar says "updating…").
    var isRefreshing = false {
        didSet { if oldValue != isRefreshing { stateDidChange() } }
    }
    /// The listing shown, with the destination and filter it was made for; nil once an edit
    /// changed the content. The next filter keystroke narrows it instead of listing again.
    var shownListing: ShownListing?
    /// The last listing shown with no filter on an open stand, with its snapshot: clearing a
    /// filter or the sun coming back usually shows it again (the listing is compared, so a
    /// changed store simply builds anew). Dropped on an edit, which the shown snapshot took
    /// in place.
    var unfilteredListing: BuiltListing?
    /// A card to focus once the refresh being worked out shows it.
    var pendingFocus: StandItem?
    /// What the refresh being worked out owes once it lands, which a newer refresh that
    /// overtakes it takes over: the inventory the cards shown were styled from (a refetch's)
    /// and what runs once it is applied (a restore).
    var refreshOwes = RefreshDuties()
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
        shuffles = OwedShuffles(store: FruitStandStore(seed: configuration.seed))
        contentPane = ContentPane(collectionView: content.collectionView)
        root = RootView(sidebar: sidebar.collectionView, content: contentPane)
        stage = StageView(screen: root)
        help = SheetView(title: "Fruit Stand keys", rows: KeyHints.helpRows(seed: configuration.seed))
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
        sidebar.reload(counts: nil, expansion: restoredExpansion(), animated: false)
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
        contentPane.loadingWidth = max((service.loadingTitle + (service.reportsProgress ? " 100%" : "")).terminalWidth,
                                       Self.arrangingText(10_000_000).terminalWidth)
        root.splitView.delegate = self
        stage.willLayout = { [weak self] in self?.deriveChrome() }
        contentPane.scrim.onPress = { [weak self] in self?.focus(.content) }
        root.filterBar.field.delegate = self
        sidebar.onSelectDestination = { [weak self] query in self?.show(query) }
        sidebar.onSelectWeather = { [weak self] weather in self?.setWeather(weather) }
        sidebar.onFindVariety = { [weak self] kind in self?.findVariety(of: kind) }
        sidebar.onToggleHeader = { [weak self] section, expanding, rows in
            self?.headerDidToggle(section, expanding: expanding, rows: rows)
        }
        sidebar.collectionView.onBecomeFirstResponder = { [weak self] in self?.paneDidTakeFocus(.sidebar) }
        content.collectionView.onBecomeFirstResponder = { [weak self] in self?.paneDidTakeFocus(.content) }
        content.onChange = { [weak self] in self?.stateDidChange() }
        help.onDismiss = { [weak self] in self?.helpDidDismiss() }
    }

    /// Whether the stand is being fetched.
    var isLoading: Bool { fetchProgress != nil }

    // MARK: Showing the stand

    /// Notes what an apply changed, for the caption line.
    func didChangeContent(summary: String?) {
        if let summary { lastChange = "apply(snapshot) · \(summary)" }
    }

    /// Shows the stand's counts in the sidebar after an edit that changed what `change` says:
    /// rows of new varieties appear, rows of varieties gone disappear (a destination that
    /// went falls back to its kind), rows whose counts moved are configured again.
    func updateSidebar(_ change: CountsChange) {
        sidebar.update(counts: counts, change: change, animated: true)
        leaveVarietyIfGone()
    }

    /// A destination whose variety left the stand falls back to its kind.
    func leaveVarietyIfGone() {
        guard hasLoaded, case .variety(let kind, let variety) = query, counts[varieties: kind].count(of: variety) == 0 else { return }
        show(.kind(kind))
    }

    /// Shows the caption line's text (scripts' `Caption`).
    func setCaption(_ text: String) {
        captionText = text
        lastChange = ""
    }

    /// The caption line's text and the last change it names.
    var caption: (text: String, change: String) {
        (captionText, lastChange)
    }

    /// Something the chrome or the state file shows changed: the next frame derives the
    /// chrome again, and the state is saved once the app is idle.
    func stateDidChange() {
        stage.setNeedsLayout()
        noteStateChanged()
    }

    private func headerDidToggle(_ section: SidebarSection, expanding: Bool, rows: Int) {
        let title = section.title ?? ""
        let verb = expanding ? "insert" : "delete"
        lastChange = "apply(sectionSnapshot, to: \(title)) · \(rows) \(verb)\(rows == 1 ? "" : "s")"
        // Once the outline is applied: the pill moves between the destination's row and the
        // header it hides behind.
        host.schedule(after: 0) { [weak self] in self?.sidebar.restoreSelection() }
    }
}
