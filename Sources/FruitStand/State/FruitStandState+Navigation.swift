/// Moving around: the destination, the filter, the help sheet, which pane has the keyboard
/// and the sidebar's headers.
extension FruitStandState {
    /// Shows a sidebar destination; the content takes the keyboard when asked (in a compact
    /// width the drawer closes, as a phone's sidebar does).
    mutating func chooseDestination(_ destination: FruitQuery, focusingContent: Bool) {
        update(.show(destination))
        if focusingContent { requestFocus(.content) }
    }

    /// Enter on the row of a kind's varieties past the listed ones: shows the kind and starts
    /// the name filter, where a variety is found by typing.
    mutating func findVariety(of kind: FruitKind, focusingContent: Bool) {
        chooseDestination(.kind(kind), focusingContent: focusingContent)
        beginFiltering(drawerOpen: false)
    }

    /// `/`: shows the filter line and moves the keyboard to its field. The compact drawer
    /// closes first, so the cards the filter narrows are in view.
    mutating func beginFiltering(drawerOpen: Bool) {
        if drawerOpen { requestFocus(.content) }
        showsFilterBar = true
        effects.append(.editFilter)
    }

    /// Leaving the field keeps the filter (its line too, while it is set); the cards take the
    /// keyboard.
    mutating func endFiltering() {
        if filter.isEmpty { showsFilterBar = false }
        requestFocus(.content)
    }

    /// Esc in the field, or with a filter set: clears the filter, hides its line and gives
    /// the keyboard back to the pane.
    mutating func clearFilter(fieldHasKeyboard: Bool) {
        showsFilterBar = false
        if fieldHasKeyboard { requestFocus(focusedPane) }
        update(.setFilter(""))
    }

    /// Esc closes what is open — the filter, then the drawer — and never quits: with nothing
    /// to close it says how to quit.
    mutating func escape(drawerOpen: Bool) {
        if !filter.isEmpty || showsFilterBar {
            clearFilter(fieldHasKeyboard: false)
        } else if drawerOpen {
            requestFocus(.content)
        } else {
            post("Press q to quit")
        }
    }

    /// Gives `pane` the keyboard; the help sheet is modal, so a pane chosen while it is up
    /// (by a state restored as the stand loads) takes the keyboard when it closes.
    mutating func requestFocus(_ pane: AppState.Pane) {
        if isShowingHelp {
            paneAfterHelp = pane
        } else {
            effects.append(.focus(pane))
        }
    }

    /// A pane became the first responder. The keyboard going back to the sidebar ends what
    /// narrowing did (`movedToContentOnCollapse`).
    mutating func paneTookFocus(_ pane: AppState.Pane) {
        if pane == .sidebar, focusedPane != .sidebar { movedToContentOnCollapse = false }
        focusedPane = pane
    }

    /// `?`: the help sheet, over everything; it closes itself (`helpDismissed`).
    mutating func showHelp() {
        guard !isShowingHelp else { return }
        isShowingHelp = true
        effects.append(.presentHelp)
    }

    /// The help sheet closed: the pane chosen meanwhile takes the keyboard.
    mutating func helpDismissed() {
        isShowingHelp = false
        if let pane = paneAfterHelp {
            paneAfterHelp = nil
            requestFocus(pane)
        }
    }

    /// A phone-sized terminal leads with the fruit; the sidebar waits in its drawer.
    mutating func splitViewCollapsed(sidebarHasKeyboard: Bool) {
        guard focusedPane == .sidebar, sidebarHasKeyboard else { return }
        requestFocus(.content)
        movedToContentOnCollapse = true
    }

    /// Widening again undoes what narrowing did, so a resize round trip changes nothing.
    mutating func splitViewExpanded(contentHasKeyboard: Bool) {
        if movedToContentOnCollapse, focusedPane == .content, contentHasKeyboard { requestFocus(.sidebar) }
        movedToContentOnCollapse = false
    }

    /// A header is about to expand or collapse: the state file keeps its expansion, and the
    /// caption says what the section snapshot's apply does.
    mutating func toggleHeader(_ section: SidebarSection, expanding: Bool, rows: Int) {
        expansion[section] = expanding
        let verb = expanding ? "insert" : "delete"
        lastChange = "apply(sectionSnapshot, to: \(section.title ?? "")) · \(rows) \(verb)\(rows == 1 ? "" : "s")"
    }

    /// A listing landed: the restyle it carried is done, and the caption says what it changed.
    mutating func listingLanded(summary: String?, restyled serial: Int?) {
        if let serial, restyling?.serial == serial { restyling = nil }
        if let summary { lastChange = "apply(snapshot) · \(summary)" }
    }

    /// Ends the app, once.
    mutating func quit(exitCode: Int32, message: String?) {
        guard !hasQuit else { return }
        hasQuit = true
        effects.append(.terminate(exitCode: exitCode, message: message))
    }
}
