/// The app's state: one value, changed only through `update(_:)` (Bubble Tea's update, inside
/// UIKit's controller shape), which records in `edits` what it did to the stand and in
/// `effects` what the session must do that a value cannot.
///
/// Everything on screen is a projection of it: the counts, the sidebar and the content read
/// the edit log once per turn (`FruitStandSession.project()`); the chrome is derived from it in
/// the window's properties pass, and the state file from it once the app is idle
/// (`appState(focusedItem:selectedItem:)`). The update's facets: the keys
/// (`FruitStandState+Keys.swift`), moving around (`+Navigation`), the edits (`+Edits`), the
/// status line (`+Status`) and the state file (`+StateFile`).
///
/// It takes two kinds of message: what the user asked for (`UserIntent`, which it decides
/// about) and changes the app makes to its own state (`StateEdit`, which it applies).
///
/// Its properties are settable in the module only so those facets, in files of their own, can
/// set them: the one value there is, `FruitStandSession.state`, is `private(set)`, changed
/// only by the messages `FruitStandSession.send(_:)` queues, one at a time.
struct FruitStandState {
    /// The stand's data in the order on screen. While shuffles are owed (`shufflesOwed`, worked
    /// out in the background) that is the order before them; an update that changes the store
    /// applies them first, so every edit acts on the shuffled stand.
    var store: FruitStandStore
    /// Shuffles (`s`) asked for and not yet applied to `store`.
    var shufflesOwed = 0
    /// Counts the store's changes, a shuffle owed included: what a listing was made from
    /// (`ContentListings`), and whether a shuffled copy is still the store.
    var storeRevision = 0
    /// The deletes `u` undoes and `U` redoes, and what changed since the stand was fetched.
    var history = EditHistory()
    /// The inventory the cards on screen were styled from, until the refresh after a refetch
    /// lands: the cards whose stock or star differ are configured again.
    var restyling: Restyling?
    /// Whether a stand has been loaded at least once.
    var hasLoaded = false
    /// The fetch in flight; nil once the stand is loaded.
    var fetchProgress: FetchProgress?
    /// Whether the app ended (`q`, or a stand that cannot be read at launch).
    var hasQuit = false

    /// What the content shows, and the live filter (a case- and diacritic-insensitive
    /// substring of the name).
    var query: FruitQuery = .all
    var filter = ""
    /// Whether the filter line is shown (while filtering, or while a filter is set).
    var showsFilterBar = false
    /// The pane with the keyboard (the filter field and the help sheet borrow it).
    var focusedPane: AppState.Pane = .sidebar
    /// Whether the help sheet is up, and the pane to focus once it closes.
    var isShowingHelp = false
    var paneAfterHelp: AppState.Pane?
    /// Whether the reuse inspector's band is shown under the panes (`i`).
    var isShowingInspector = false
    /// The content took the keyboard only because the width became compact: widening gives
    /// it back to the sidebar.
    var movedToContentOnCollapse = false
    /// Whether each sidebar header is expanded: set by each toggle (`toggleHeader`), kept by
    /// the state file, and what the sidebar's outlines are built with at launch and when a
    /// saved state is restored.
    var expansion: [SidebarSection: Bool]

    /// The status line: what just happened, until the next message or a few seconds pass.
    var status: StatusMessage?
    /// The last status message's serial: counts on when the status is cleared, so a timer
    /// set for an earlier message never expires a later one.
    var statusSerial = 0
    /// The caption a script set, and what the last apply changed.
    var captionText = ""
    var lastChange = ""

    /// A saved state to restore once the stand is loaded and listed.
    var pendingRestore: AppState?
    /// A card to focus once the content shows it (a fruit added or put back, a focused card
    /// scrolled out of view).
    var pendingFocus: StandItem?
    /// Set while the stock keys are held after a card sold out and left.
    var stockKeysHold: StockKeysHold?

    /// The edit log: what updates did to the stand since the projections last read it.
    var edits: [StandEdit] = []
    /// What the session must do for the updates since it last looked.
    var effects: [FruitStandEffect] = []

    init(store: FruitStandStore, restoring state: AppState?) {
        self.store = store
        pendingRestore = state
        expansion = Self.expansion(restoring: state)
    }

    /// The one way the state changes: applies `message`, recording in `edits` what it did to
    /// the stand and in `effects` what the session must do.
    ///
    /// - Complexity: O(1) for most messages; an edit while shuffles are owed applies them
    ///   (O(n)); `u` is O(n) (the fruit goes back to its index).
    mutating func update(_ message: FruitStandMessage) {
        switch message {
        case .intent(let intent): update(intent)
        case .edit(let edit): update(edit)
        }
    }

    /// Decides what the user's `intent` does: the edits it makes, what the status line says,
    /// the effects it asks for.
    mutating func update(_ intent: UserIntent) {
        switch intent {
        case .addFruit: addFruit()
        case .deleteCard(let focus): deleteCard(focus)
        case .undo: undo()
        case .redo: redo()
        case .shuffleStand: shuffleStand()
        case .restockCard(let focus, let delta): restockCard(focus, by: delta)
        case .reloadCard(let focus): reloadCard(focus)
        case .reloadAllData: if hasLoaded { effects.append(.reloadData) }
        case .chooseWeather(let weather): chooseWeather(weather)
        case .chooseDestination(let destination, let focusingContent): chooseDestination(destination, focusingContent: focusingContent)
        case .findVariety(let kind, let focusingContent): findVariety(of: kind, focusingContent: focusingContent)
        case .beginFiltering(let drawerOpen): beginFiltering(drawerOpen: drawerOpen)
        case .endFiltering: endFiltering()
        case .clearFilter(let fieldHasKeyboard): clearFilter(fieldHasKeyboard: fieldHasKeyboard)
        case .escape(let drawerOpen): escape(drawerOpen: drawerOpen)
        case .showHelp: showHelp()
        case .toggleInspector:
            isShowingInspector.toggle()
            post(isShowingInspector ? "Reuse inspector: each reuse queue and what dequeuing did · i hides it" : "Reuse inspector hidden",
                 isError: false)
        case .switchPane: requestFocus(focusedPane == .sidebar ? .content : .sidebar)
        case .requestFocus(let pane): requestFocus(pane)
        case .refetch:
            // The fetch replaces the stand: what the status said of the old one is done.
            status = nil
            effects.append(.fetch)
        case .quit(let exitCode, let message): quit(exitCode: exitCode, message: message)
        case .setCaption(let text):
            captionText = text
            lastChange = ""
        case .focus(let pane): paneTookFocus(pane)
        case .helpDismissed: helpDismissed()
        case .splitViewCollapsed(let sidebarHasKeyboard): splitViewCollapsed(sidebarHasKeyboard: sidebarHasKeyboard)
        case .splitViewExpanded(let contentHasKeyboard): splitViewExpanded(contentHasKeyboard: contentHasKeyboard)
        case .toggleHeader(let section, let expanding, let rows): toggleHeader(section, expanding: expanding, rows: rows)
        case .contentFocusMoved: break
        }
    }

    /// Applies `edit`, recording what it did to the stand in the edit log.
    mutating func update(_ edit: StateEdit) {
        switch edit {
        case .add, .delete, .undoDelete, .redoDelete, .restock, .shuffle, .setWeather, .replaceStand, .settleShuffles, .takeShuffled:
            self.edit(edit)
        case .show(let destination):
            query = destination
            record(.relisted)
        case .setFilter(let text):
            guard text != filter else { return }
            filter = text
            record(.relisted)
        case .post(let text, let isError): post(text, isError: isError)
        case .expireStatus(let serial): if status?.serial == serial { status = nil }
        case .prefixStatus(let prefix): if let text = status?.text { status?.text = prefix + " · " + text }
        case .noteChange(let change): lastChange = change
        case .fetchStarted(let progress): fetchProgress = progress
        case .fetchEnded: fetchProgress = nil
        case .listingLanded(let summary, let serial): listingLanded(summary: summary, restyled: serial)
        case .listingDropped: break
        case .awaitFocus(let item): pendingFocus = item
        case .restored: pendingRestore = nil
        case .holdStockKeys(let hold): stockKeysHold = hold
        }
    }

    /// The edit log's entries, which the projections read once; the log starts empty again.
    mutating func takeEdits() -> [StandEdit] {
        defer { edits = [] }
        return edits
    }

    /// The effects recorded since the session last took them; the list starts empty again.
    mutating func takeEffects() -> [FruitStandEffect] {
        defer { effects = [] }
        return effects
    }
}

/// A refetch's restyle still owed: the inventory the cards on screen were styled from, and
/// which refetch asked (a refresh that lands clears only the restyle it carried).
struct Restyling: Sendable {
    var since: Inventory
    var serial: Int
}
