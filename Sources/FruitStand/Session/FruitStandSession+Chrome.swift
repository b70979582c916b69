import DiffableTUI

/// The chrome around the cards — title bar, pane headers, footer, filter count, caption,
/// empty message, compact bar — derived from the session's state in the window's properties
/// pass (the stage's `updateProperties()`, before layout, in any frame after the state
/// changed; a change layout makes, such as the split view collapsing, gets its own pass
/// before the frame is drawn), so no action has to remember to update it.
extension FruitStandSession {
    /// Sets every piece of chrome from the state. Each piece is one function of the state;
    /// views redraw only what changed.
    ///
    /// - Complexity: O(sections shown), for the position of the focused card.
    func deriveChrome() {
        root.titleBar.status = titleStatus
        root.titleBar.compactStatus = compactTitleStatus
        root.titleBar.message = state.status
        let hints = footerHints
        root.footer.hints = hints.leading
        root.footer.trailingHints = hints.trailing
        root.filterBar.matches = filterMatches
        root.captionBar.caption = state.captionText
        root.captionBar.change = state.lastChange
        contentPane.isLoading = isLoading || isArranging
        contentPane.emptyMessage = emptyMessage
        contentPane.header.title = destinationPath
        contentPane.header.detail = positionText
        contentPane.header.hasKeyboard = keyboardPane == .content
        contentPane.scrim.isHidden = !isDrawerOpen
        root.showsInspector = state.isShowingInspector
        root.sidebarPane.header.hasKeyboard = keyboardPane == .sidebar
        root.splitView.collapsedTitle = destinationPath + (state.filter.isEmpty ? "" : "  /\(state.filter)")
        root.splitView.collapsedHint = collapsedHint
    }

    /// Whether the compact drawer is open over the content.
    var isDrawerOpen: Bool {
        root.splitView.isCollapsed && root.splitView.isShowingPrimaryWhenCollapsed
    }

    /// The pane whose keys the keyboard reaches now; nil while the help sheet or the filter
    /// field has it.
    var keyboardPane: AppState.Pane? {
        if state.isShowingHelp || root.filterBar.field.isFirstResponder { return nil }
        if isDrawerOpen { return .sidebar }
        return state.focusedPane
    }

    /// The title bar's right end: "fetching…", "☀ open · 11 fruit", "☔ closed · 11 fruit".
    var titleStatus: String {
        if isLoading { return "fetching…" }
        let fruit = "\(state.store.inventory.count.grouped) fruit" + (isRefreshing ? " · updating…" : "")
        return state.store.weather == .bad ? "☔ closed · \(fruit)" : "☀ open · \(fruit)"
    }

    /// The title bar's right end in a few columns, for a short row: "☀ 11", "☔ 1.2M", "…".
    var compactTitleStatus: String {
        if isLoading { return "…" }
        return (state.store.weather == .bad ? "☔ " : "☀ ") + state.store.inventory.count.abbreviated
    }

    /// The fruit pane's name for its destination: "All Fruit", "Apples › Fuji".
    var destinationPath: String {
        switch state.query {
        case .all, .inStock, .favorites: state.query.title
        case .kind(let kind): kind.title
        case .variety(let kind, let variety): "\(kind.title) › \(variety)"
        }
    }

    /// Where the focused card is among those shown ("card 3 of 11") while the fruit has the
    /// keyboard (and the card its focus ring), with its name when the card cuts it short
    /// ("Braeburn Cedar Ridge #0000123 · 3 of 11"); otherwise how many are shown.
    ///
    /// - Complexity: O(sections).
    var positionText: String {
        let snapshot = content.dataSource.snapshot()
        guard !isLoading, snapshot.indexOfSection(.empty) == nil else { return "" }
        let total = snapshot.numberOfItems
        guard total > 0 else { return "" }
        // In accessible mode the sentence says the place: a counter rewritten on every move
        // would be read out before it.
        guard keyboardPane == .content, !host.window.isAccessibleModeEnabled, let indexPath = content.collectionView.focusedIndexPath,
              indexPath.section < snapshot.numberOfSections else {
            return "\(total.grouped) \(total == 1 ? "card" : "cards")"
        }
        let before = snapshot.sectionIdentifiers.prefix(indexPath.section).reduce(0) { $0 + snapshot.numberOfItems(inSection: $1) }
        let place = "\((before + indexPath.item + 1).grouped) of \(total.grouped)"
        // A name cut short on its card is shown whole here, before its place.
        guard let cell = content.collectionView.cellForItem(at: indexPath) as? FruitCardCell, cell.isTitleTruncated,
              let name = content.focusedItem?.fruitID.flatMap(state.store.fruit)?.name
        else { return "card " + place }
        return "\(name) · \(place)"
    }

    /// The footer: the keys of whatever has the keyboard, and help and quit when no sheet
    /// or field holds it.
    var footerHints: (leading: [KeyHintBar.Hint], trailing: [KeyHintBar.Hint]) {
        let accessible = host.window.isAccessibleModeEnabled
        if state.isShowingHelp { return (KeyHints.help(accessible: accessible), []) }
        if root.filterBar.field.isFirstResponder { return (KeyHints.filtering(accessible: accessible), []) }
        switch keyboardPane {
        case .sidebar?: return (KeyHints.sidebar(compact: root.splitView.isCollapsed), KeyHints.always)
        case .content?, nil: return (state.store.weather == .bad ? KeyHints.closedContent : KeyHints.content, KeyHints.always)
        }
    }

    /// The filter bar's "N of M": the fruit shown of the fruit the destination holds (0 of 0
    /// while the stand is closed). The counts kept edit by edit give the unfiltered total
    /// without listing it again.
    var filterMatches: String {
        guard !state.filter.isEmpty else { return "" }
        let shown = content.dataSource.snapshot()
        let isClosed = shown.indexOfSection(.empty) != nil
        return isClosed ? "0 of 0" : "\(shown.numberOfItems.grouped) of \(counts.count(for: state.query).grouped)"
    }

    /// Whether the content has nothing to show while a listing is worked out in the background
    /// (a large stand just fetched): the spinner stays, saying so, rather than an empty
    /// destination that is not empty.
    var isArranging: Bool {
        isRefreshing && content.dataSource.snapshot().numberOfItems == 0
    }

    /// Why the content shows nothing, or nil when it shows something.
    var emptyMessage: String? {
        guard state.hasLoaded, !isLoading, !isArranging, state.store.weather == .good, content.dataSource.snapshot().numberOfItems == 0 else { return nil }
        if !state.filter.isEmpty { return "No fruit in \(destinationPath) matches “\(state.filter)”.\nEsc clears the filter." }
        return "No fruit in \(destinationPath).\nPress a to add one."
    }

    /// The compact bar's trailing hint: where the focused card is, and the key that opens
    /// or closes the drawer.
    var collapsedHint: String {
        if isDrawerOpen { return "Tab ▸ fruit" }
        let position = positionText
        return position.isEmpty ? "Tab ▸ sidebar" : "\(position) · Tab ▸ sidebar"
    }
}

extension Int {
    /// The number with thousands separated by commas: 1,000,000.
    var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}
