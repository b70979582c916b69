import DiffableTUI

/// One run of the fruit stand: the store, what the content shows (destination and filter),
/// the fetch, the panes, and the views that show them.
///
/// Data flows one way: a key or a finished fetch changes the store, the destination or the
/// filter; the session then builds snapshots and applies them to the sidebar and the content,
/// animated unless the configuration says otherwise.
/// One run of the fruit stand: its state (one value, `FruitStandState`), the views that
/// project it, and the effects (the fetch, timers, the state file).
///
/// Data flows one way, Bubble Tea's Update → View in UIKit's controller shape: a key, a
/// finished fetch or a timer becomes a message; `send(_:)` hands it to the state's one update
/// function, then the projections read the edit log it recorded, once: the counts, the
/// sidebar and the content (`FruitStandSession+Projections.swift`). The chrome and the state
/// file are derived from the state each turn: every change asks the window for a properties
/// pass (`deriveChrome()`) and for a save once the app is idle.
@MainActor
final class FruitStandSession: FruitStandModel {
    let host: any ApplicationHost
    let configuration: FruitStandConfiguration
    /// The app's state, changed only through `update(_:)` (and `send(_:)`), which asks for the
    /// chrome and a save.
    var state: FruitStandState
    /// The stand's counts, a projection of the edit log kept edit by edit (counting a
    /// million fruit per key would not be).
    var counts = FruitCounts()
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
    /// Which fetch is the latest: an older one that lands is ignored.
    var fetchAttempt = -1
    /// From this many fruit on, a refresh lists, builds and diffs off the main thread.
    var backgroundRefreshThreshold = 20_000

    // State restoration.
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
        let (saved, warnings) = configuration.stateStore?.load() ?? (nil, [])
        state = FruitStandState(store: FruitStandStore(seed: configuration.seed), restoring: saved)
        // What is on disk need not be written again.
        lastSavedState = saved
        messagesAfterExit = warnings
        contentPane = ContentPane(collectionView: content.collectionView)
        root = RootView(sidebar: sidebar.collectionView, content: contentPane)
        stage = StageView(screen: root)
        help = SheetView(title: "Fruit Stand keys", rows: KeyHints.helpRows(seed: configuration.seed))
        help.dismissKeys = [.character("?")]
        wire()
        host.minimumSize = FruitStandApp.minimumSize
        host.window.rootView = stage
        sidebar.reload(counts: nil, expansion: restoredExpansion(), animated: false)
        sidebar.select(state.query)
        focus(.sidebar)
        startFetch()
    }

    // A fetch that outlives its session would wait for ever: it sleeps on the host's clock,
    // which (headless) only moves while the run plays, and the suspended task and that sleep
    // keep each other alive.
    /// A session let go of stops the loading still running for it.
    isolated deinit {
        state.fetchProgress?.cancel()
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
        stage.onUpdateProperties = { [weak self] in self?.deriveChrome() }
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
    var isLoading: Bool { state.fetchProgress != nil }

    /// What the cards are configured from (`FruitStandModel`).
    var store: FruitStandStore { state.store }
    var filter: String { state.filter }

    /// The one way in: hands `message` to the state's update function, then lets the
    /// projections read what it recorded. Returns the edits they read.
    @discardableResult
    func send(_ message: FruitStandMessage) -> [StandEdit] {
        update(message)
        return project()
    }

    /// Hands `message` to the state's update function and asks for the chrome and a save; the
    /// edit log waits for the projections (`project()`, which `send(_:)` runs).
    func update(_ message: FruitStandMessage) {
        state.update(message)
        stateDidChange()
    }

    /// Shows the caption line's text (scripts' `Caption`).
    func setCaption(_ text: String) {
        send(.setCaption(text))
    }

    /// The caption line's text and the last change it names.
    var caption: (text: String, change: String) {
        (state.captionText, state.lastChange)
    }

    /// Something the chrome or the state file shows changed: the window runs a properties pass
    /// (the chrome derived again) before the next frame, and the state is saved once the app
    /// is idle.
    func stateDidChange() {
        stage.setNeedsUpdateProperties()
        noteStateChanged()
    }

    private func headerDidToggle(_ section: SidebarSection, expanding: Bool, rows: Int) {
        let title = section.title ?? ""
        let verb = expanding ? "insert" : "delete"
        send(.noteChange("apply(sectionSnapshot, to: \(title)) · \(rows) \(verb)\(rows == 1 ? "" : "s")"))
        // Once the outline is applied: the pill moves between the destination's row and the
        // header it hides behind. The expansion is saved with the state.
        host.schedule(after: 0) { [weak self] in self?.sidebar.restoreSelection() }
    }
}
