import DiffableTUI

/// One run of the fruit stand: its state (one value, `FruitStandState`), the views that
/// project it, and the effects (the fetch, timers, the state file).
///
/// Data flows one way, Bubble Tea's Update → View in UIKit's controller shape: a key, a
/// view's report, a finished fetch or a timer becomes a message — what the user asked for
/// (`UserIntent`) or a change the app makes to its own state (`StateEdit`); `send(_:)` queues
/// it, and the queue is worked through one message at a time: the state's one update function
/// takes it, then the projections read what it recorded, once — the filter line, the counts,
/// the sidebar, the content (`FruitStandSession+Projections.swift`). A message sent meanwhile
/// (a projection noting what its apply did, a view reporting what a projection did to it)
/// waits its turn. Once the queue is empty the effects asked for run (`+Effects`). The chrome
/// and the state file are derived from the state each turn: every update asks the window for
/// a properties pass (`deriveChrome()`) and for a save once the app is idle (`+State`).
@MainActor
final class FruitStandSession: FruitStandModel {
    let host: any ApplicationHost
    let configuration: FruitStandConfiguration
    /// The app's state, changed only by the messages `send(_:)` queues.
    private(set) var state: FruitStandState
    /// Messages waiting their turn, oldest first (a handful at most: an array will do).
    private var pending: [FruitStandMessage] = []
    /// Whether the queue is being worked through (a send then only queues).
    private var isWorkingThroughMessages = false
    /// Told as each message's turn begins (`true`, with the message) and ends: the update and
    /// the projections of one message run before the next message's begin (tests watch it).
    var onTurn: ((FruitStandMessage, _ began: Bool) -> Void)?
    /// The stand's counts, a projection of the edit log kept edit by edit (counting a
    /// million fruit per key would not be).
    var counts = FruitCounts()
    /// The drawer is being opened or closed (its delegate calls must not move it again).
    var isMovingDrawer = false
    /// What accessible mode says beyond the library's words (`--accessible`).
    lazy var announcer = StandAnnouncer(window: host.window)

    let stage: StageView
    let root: RootView
    /// What the reuse inspector shows, kept by both panes.
    let ledger = ReuseLedger(queues: ContentController.reuseQueues + SidebarController.reuseQueues)
    let sidebar: SidebarController
    let content: ContentController
    let contentPane: ContentPane
    let help: SheetView

    // Fetching.
    /// Where the stand comes from.
    var service: InventoryService { configuration.service }
    /// Which fetch is the latest: an older one that lands is ignored. Kept with the fetch (an
    /// effect) rather than in the state: it also picks what the simulated network answers.
    var fetchAttempt = -1
    /// From this many fruit on, a refresh lists, builds and diffs off the main thread.
    var backgroundRefreshThreshold = 20_000

    // State restoration.
    /// The state file; nil when the configuration has no state store.
    let stateFile: StateFile?
    /// Printed after exit: state warnings, diagnostics.
    var messagesAfterExit: [String] = []
    var hasPreparedForExit = false

    init(host: some ApplicationHost, configuration: FruitStandConfiguration) {
        self.host = host
        self.configuration = configuration
        let (saved, warnings) = configuration.stateStore?.load() ?? (nil, [])
        // What is on disk need not be written again.
        stateFile = configuration.stateStore.map { StateFile(saver: StateSaver(store: $0, inBackground: configuration.savesStateInBackground), onDisk: saved) }
        state = FruitStandState(store: FruitStandStore(seed: configuration.seed), restoring: saved)
        messagesAfterExit = warnings
        sidebar = SidebarController(ledger: ledger)
        content = ContentController(ledger: ledger)
        contentPane = ContentPane(collectionView: content.collectionView)
        root = RootView(sidebar: sidebar.collectionView, content: contentPane, inspector: ReuseInspector(ledger: ledger))
        stage = StageView(screen: root)
        help = SheetView(title: "Fruit Stand keys", rows: KeyHints.helpRows(seed: configuration.seed))
        help.dismissKeys = [.character("?")]
        wire()
        host.minimumSize = FruitStandApp.minimumSize
        host.window.rootView = stage
        sidebar.reload(counts: nil, expansion: state.expansion, animated: false)
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
                                       Self.arrangingText(10_000_000).terminalWidth, Self.countingText(10_000_000).terminalWidth)
        root.splitView.delegate = self
        stage.onUpdateProperties = { [weak self] in self?.deriveChrome() }
        contentPane.scrim.onPress = { [weak self] in self?.focus(.content) }
        root.filterBar.field.delegate = self
        sidebar.onSelectDestination = { [weak self] query in self?.show(query) }
        sidebar.onSelectWeather = { [weak self] weather in self?.send(.chooseWeather(weather)) }
        sidebar.onFindVariety = { [weak self] kind in
            guard let self else { return }
            send(.findVariety(kind, focusingContent: root.splitView.isCollapsed))
        }
        sidebar.onToggleHeader = { [weak self] section, expanding, rows in
            self?.headerWillToggle(section, expanding: expanding, rows: rows)
        }
        sidebar.collectionView.onBecomeFirstResponder = { [weak self] in self?.paneDidTakeFocus(.sidebar) }
        content.collectionView.onBecomeFirstResponder = { [weak self] in self?.paneDidTakeFocus(.content) }
        content.onChange = { [weak self] in self?.send(.contentFocusMoved) }
        help.onDismiss = { [weak self] in self?.send(.helpDismissed) }
    }

    /// Whether the stand is being fetched.
    var isLoading: Bool { state.fetchProgress != nil }

    /// What the cards are configured from (`FruitStandModel`).
    var store: FruitStandStore { state.store }
    var filter: String { state.filter }
    var widestName: Int { counts.widestName }

    /// Whether the app asked its host to end.
    var hasQuit: Bool { state.hasQuit }

    /// What the user asked for (a key, a choice in a view, a view's report).
    func send(_ intent: UserIntent) {
        send(.intent(intent))
    }

    /// A change the app makes to its own state (work that finished, a timer, what a projection
    /// did).
    func send(_ edit: StateEdit) {
        send(.edit(edit))
    }

    /// The one way in, as Bubble Tea's `Send`: queues `message`. Unless the queue is already
    /// being worked through (a message sent from a projection or an effect, which then waits
    /// its turn), works through it: each message is handed to the state's update function and
    /// its edits projected before the next is taken; once none is left the effects asked for
    /// are performed, and any message they send is taken in turn.
    func send(_ message: FruitStandMessage) {
        pending.append(message)
        guard !isWorkingThroughMessages else { return }
        isWorkingThroughMessages = true
        defer { isWorkingThroughMessages = false }
        repeat {
            while !pending.isEmpty {
                let message = pending.removeFirst()
                onTurn?(message, true)
                state.update(message)
                stage.setNeedsUpdateProperties()
                noteStateChanged()
                project()
                onTurn?(message, false)
            }
            performEffects()
        } while !pending.isEmpty
    }

    /// The edit log's entries, for the projections (`project()`), which read each once.
    func takeEdits() -> [StandEdit] {
        state.takeEdits()
    }

    /// The effects recorded since they were last taken, for `performEffects()`.
    func takeEffects() -> [FruitStandEffect] {
        state.takeEffects()
    }

    /// Shows a sidebar destination (Enter on its row); in a compact width the drawer closes
    /// and the content takes the keyboard, as a phone's sidebar does.
    func show(_ destination: FruitQuery) {
        send(.chooseDestination(destination, focusingContent: root.splitView.isCollapsed))
    }

    /// Shows the caption line's text (scripts' `Caption`).
    func setCaption(_ text: String) {
        send(.setCaption(text))
    }

    /// The caption line's text and the last change it names.
    var caption: (text: String, change: String) {
        (state.captionText, state.lastChange)
    }

    /// A header is about to expand or collapse: the state notes it. Once the outline is
    /// applied, the pill moves between the destination's row and the header it hides behind.
    private func headerWillToggle(_ section: SidebarSection, expanding: Bool, rows: Int) {
        send(.toggleHeader(section, expanding: expanding, rows: rows))
        host.schedule(after: 0) { [weak self] in self?.sidebar.restoreSelection() }
    }
}
