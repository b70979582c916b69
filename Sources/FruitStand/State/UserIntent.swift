/// What the user asked for: a key, a choice in a view, or what a view reports the user did to
/// it (a pane took the keyboard, a header folded, the split view changed width).
///
/// A key arrives as what the user asked for (`deleteCard`), with what the session saw of the
/// views it acts on (`CardFocus`); the state's update decides what it does, and says so on
/// the status line. What it then changes is a `StateEdit`.
enum UserIntent {
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
    /// A script's `Caption`: the caption line's text.
    case setCaption(String)

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
}
