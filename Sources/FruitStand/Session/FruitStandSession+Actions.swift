import DiffableTUI

/// What the keys do to the stand: each action changes the store, the destination or the
/// filter, then applies the new snapshots (animated).
extension FruitStandSession {
    /// Shows a sidebar destination (Enter on its row); in a compact width the drawer closes
    /// and the content takes the keyboard, as a phone's sidebar does.
    func show(_ destination: FruitQuery) {
        query = destination
        sidebar.select(destination)
        refresh()
        if root.splitView.isCollapsed { focus(.content) }
    }

    /// `a`: a fruit of the kind shown (either kind under the library's destinations), added
    /// at the end of its section; the focus goes to its card when it is shown.
    func addFruit() {
        guard hasLoaded else { return }
        let added = store.addFruit(kind: query.kind)
        counts.add(added, stock: store.stock(of: added.id), isFavorite: store.isFavorite(added.id))
        if store.shows(added, for: query, filter: filter) {
            didChangeContent(summary: content.append(added, animated: true, summarize: configuration.showsCaptions))
        }
        contentWasEdited()
        updateSidebar()
        if let indexPath = content.dataSource.indexPath(for: StandItem(added)) {
            content.collectionView.focusedIndexPath = indexPath
        }
    }

    /// `d` / Delete: removes the focused fruit.
    func deleteFocusedFruit() {
        guard let item = content.focusedItem, let fruit = item.fruitID.flatMap(store.fruit) else { return }
        let stock = store.stock(of: fruit.id), isFavorite = store.isFavorite(fruit.id)
        store.removeFruit(fruit.id)
        counts.remove(fruit, stock: stock, isFavorite: isFavorite)
        didChangeContent(summary: content.delete(item, animated: true, summarize: configuration.showsCaptions))
        contentWasEdited()
        updateSidebar()
    }

    /// `s`: shuffles each section; the cards move.
    func shuffle() {
        guard hasLoaded else { return }
        store.shuffle()
        refresh()
    }

    /// `+` / `-`: changes the focused fruit's stock. The item identifier stays equal, so the
    /// card is reconfigured in place and its badge changes (iOS 15's `reconfigureItems`); under
    /// "In Stock" a fruit sold out leaves.
    func changeStock(by delta: Int) {
        guard let item = content.focusedItem, let fruit = item.fruitID.flatMap(store.fruit) else { return }
        let old = store.stock(of: fruit.id)
        guard let new = store.changeStock(of: fruit.id, by: delta), new != old else { return }
        counts.restock(from: old, to: new)
        let summary = store.shows(fruit, for: query, filter: filter)
            ? content.reconfigure(item, animated: true, summarize: configuration.showsCaptions)
            : content.delete(item, animated: true, summarize: configuration.showsCaptions)
        didChangeContent(summary: summary)
        contentWasEdited()
        updateSidebar()
    }

    /// `w`: rain closes the stand (one `EmptyData` card); sun reopens it.
    func toggleWeather() {
        setWeather(store.weather.toggled)
    }

    func setWeather(_ weather: Weather) {
        guard hasLoaded, store.weather != weather else { return }
        store.weather = weather
        refresh()
        updateSidebar()
    }

    /// `/`: shows the filter line and moves the keyboard to it.
    func beginFiltering() {
        root.showsFilterBar = true
        root.filterBar.field.becomeFirstResponder()
        updateFooter()
    }

    /// Sets the filter and applies the content (animated as you type).
    func setFilter(_ text: String) {
        guard text != filter else { return }
        filter = text
        refresh(narrowing: true)
    }

    /// Esc: clears the filter, hides its line and gives the keyboard back to the pane.
    func clearFilter() {
        root.filterBar.field.text = ""
        root.showsFilterBar = false
        if root.filterBar.field.isFirstResponder { focus(focusedPane) }
        // After the line is gone, so the cards land in the same place whether the listing is
        // applied now or, at a million fruit, a frame later.
        setFilter("")
        updateFooter()
    }

    /// `?`: the help sheet over everything.
    func showHelp() {
        guard !help.isPresented else { return }
        help.present(in: root)
        updateFooter()
    }

    /// `q` / Esc: ends the app (saving the state first).
    func quit() {
        quit(exitCode: 0)
    }

    /// Ends the app with `exitCode`; `message` is printed after exit, before the other
    /// messages kept for then.
    func quit(exitCode: Int32, message: String? = nil) {
        guard !hasQuit else { return }
        if let message { messagesAfterExit.insert(message, at: 0) }
        fetchProgress?.cancel()
        prepareForExit()
        hasQuit = true
        host.terminate(exitCode: exitCode)
    }
}

extension FruitStandSession: TextFieldDelegate {
    func textFieldDidChange(_ textField: TextField) {
        setFilter(textField.text)
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        // Enter keeps the filter and goes back to the cards.
        if filter.isEmpty { root.showsFilterBar = false }
        focus(.content)
        return true
    }

    func textFieldShouldClear(_ textField: TextField) -> Bool {
        clearFilter()
        return false
    }
}
