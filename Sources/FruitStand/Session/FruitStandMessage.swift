/// Everything that changes the app's state, as `FruitStandState.update(_:)` takes it: keys,
/// what the user chose in a view, a fetch landing, a timer, a listing landing.
///
/// A key arrives as what the user asked for (`deleteCard`), with what the session saw of the
/// views it acts on (`CardFocus`); the update decides what it does, and says so on the status
/// line. The edits it makes are messages too (`delete`), which it sends itself.
enum FruitStandMessage {
    // Keys, and what the user chose in the sidebar.
    /// `a`: a fruit for the destination shown.
    case addFruit
    /// `d` / Delete: the focused card's fruit leaves the stand.
    case deleteCard(CardFocus)
    /// `u`: the last deleted fruit comes back.
    case undo
    /// `U`: the fruit `u` put back is deleted again.
    case redo
    /// `s`: every section is shuffled.
    case shuffleStand
    /// `+` / `-`: the focused card's stock changes by `by`.
    case restockCard(CardFocus, by: Int)
    /// `R`: the focused card is dequeued a cell again (`reloadItems`).
    case reloadCard(CardFocus)
    /// `D`: every cell is dequeued again (`applySnapshotUsingReloadData`).
    case reloadAllData
    /// `w` or a weather row.
    case chooseWeather(Weather)
    /// A destination chosen in the sidebar; the content takes the keyboard when
    /// `focusingContent` (a compact width's drawer closes, or → went over to the fruit).
    case chooseDestination(FruitQuery, focusingContent: Bool)
    /// Enter on the row of a kind's varieties past the listed ones: the kind, and the filter.
    case findVariety(FruitKind, focusingContent: Bool)
    /// `/`: the filter line, with the keyboard in its field.
    case beginFiltering(drawerOpen: Bool)
    /// Leaving the filter field (Enter, Tab, an arrow) keeps the filter.
    case endFiltering
    /// Clears the filter and hides its line; the pane takes the keyboard back from the field.
    case clearFilter(fieldHasKeyboard: Bool)
    /// Esc: closes what is open, or says how to quit.
    case escape(drawerOpen: Bool)
    /// `?`: the help sheet.
    case showHelp
    /// `i`: shows or hides the reuse inspector.
    case toggleInspector
    /// Tab / Shift-Tab.
    case switchPane
    /// Asks for `pane` to have the keyboard (after the help sheet, while it is up).
    case requestFocus(AppState.Pane)
    /// `r`: fetches the stand again.
    case refetch
    /// `q` (exit code 0), or a stand that cannot be read at launch.
    case quit(exitCode: Int32, message: String?)

    // What the views report.
    /// `pane` became the first responder (a key, Tab, a click).
    case focus(AppState.Pane)
    /// The help sheet closed.
    case helpDismissed
    /// The split view collapsed to a compact width; whether the sidebar had the keyboard.
    case splitViewCollapsed(sidebarHasKeyboard: Bool)
    /// The split view expanded again; whether the content had the keyboard.
    case splitViewExpanded(contentHasKeyboard: Bool)
    /// A sidebar header is about to expand or collapse, showing or hiding `rows` rows.
    case toggleHeader(SidebarSection, expanding: Bool, rows: Int)
    /// The content's focus or selection moved. The state holds neither (the collection view
    /// does), but the chrome ("card 3 of 11") and the state file are derived from them.
    case contentFocusMoved
    /// A listing landed: what its apply changed (nil without captions), and the refetch
    /// whose restyle it carried.
    case listingLanded(summary: String?, restyled: Int?)
    /// A listing worked out in the background was dropped (a later one overtook it):
    /// "updating…" may be over.
    case listingDropped

    // The stand: recorded in the edit log.
    /// Adds a fruit of `kind` (drawn when nil) and `variety` (drawn when nil), given stock or
    /// a star when the destination shown needs one to list it.
    case add(kind: FruitKind?, variety: String?, inStock: Bool, favorite: Bool)
    case delete(Fruit, redoing: Bool)
    /// Puts the last deleted fruit back.
    case undoDelete
    /// Deletes again the fruit the last `undoDelete` put back.
    case redoDelete
    case restock(FruitID, by: Int)
    case shuffle
    case setWeather(Weather)
    /// A fetched stand, with its counts (made off the main thread).
    case replaceStand(FetchedStand)

    // What is shown.
    case show(FruitQuery)
    case setFilter(String)

    // What the screen says.
    /// A line on the status line (an error is drawn in the warning colour and stays longer).
    case post(String, isError: Bool)
    /// The status message `serial` has been up long enough.
    case expireStatus(serial: Int)
    /// What the content's apply did, put before the status line's text (the reconfigure a
    /// stock key made: which cell the card kept).
    case prefixStatus(String)
    case setCaption(String)
    /// What the last apply changed, for the caption line.
    case noteChange(String)

    // Work in progress.
    case fetchStarted(FetchProgress)
    case fetchEnded
    /// Applies the shuffles owed on the main thread (an edit reads the shuffled order).
    case settleShuffles
    /// A refresh's shuffled copy of the store, made at `revision`.
    case takeShuffled(FruitStandStore, revision: Int)
    case awaitFocus(StandItem?)
    case restored
    case holdStockKeys(StockKeysHold?)
}
