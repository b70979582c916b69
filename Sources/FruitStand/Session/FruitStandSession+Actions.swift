import DiffableTUI

/// What the keys do to the stand: each action changes the store, the destination or the
/// filter, then applies the new snapshots (animated), and says what it did on the status
/// line.
extension FruitStandSession {
    /// Shows a sidebar destination (Enter on its row); in a compact width the drawer closes
    /// and the content takes the keyboard, as a phone's sidebar does.
    func show(_ destination: FruitQuery) {
        query = destination
        sidebar.select(destination)
        refresh()
        if root.splitView.isCollapsed { focus(.content) }
    }

    /// The card the destructive keys act on: the focused card, only while the fruit pane
    /// has the keyboard (no drawer, sheet or field over it) and the card is on screen with
    /// its focus ring. Nil otherwise: nothing the user cannot see is ever changed.
    var actionableItem: StandItem? {
        guard keyboardPane == .content, content.collectionView.isFirstResponder,
              let indexPath = content.collectionView.focusedIndexPath else { return nil }
        content.collectionView.layoutIfNeeded()
        guard content.collectionView.indexPathsForVisibleItems.contains(indexPath),
              let item = content.dataSource.itemIdentifier(for: indexPath), item.fruitID != nil else { return nil }
        return item
    }

    /// Says why a key that acts on the focused card did nothing.
    private func explainNoCard(_ verb: String) {
        post(keyboardPane == .content ? "No card focused: move to one, then \(verb)" : "Tab to the fruit first: \(verb) acts on the focused card")
    }

    /// `a`: a fruit of the destination shown — its kind, its variety, in stock under "In
    /// Stock", a favourite under "Favorites" — added at the end of its section, so it is
    /// always added where the user looks. A filter it does not match is cleared. The focus
    /// goes to its card.
    func addFruit() {
        guard hasLoaded else { return }
        let variety: String? = if case .variety(_, let variety) = query { variety } else { nil }
        let added = store.addFruit(kind: query.kind, variety: variety)
        if query == .inStock, store.stock(of: added.id) == 0 { store.changeStock(of: added.id, by: 1) }
        if query == .favorites, !store.isFavorite(added.id) { store.toggleFavorite(added.id) }
        counts.add(added, stock: store.stock(of: added.id), isFavorite: store.isFavorite(added.id))
        var note = store.weather == .bad ? " · the stand is closed" : ""
        if store.shows(added, for: query, filter: filter) {
            didChangeContent(summary: content.append(added, animated: true, summarize: configuration.showsCaptions))
        } else if store.weather == .good, !filter.isEmpty {
            clearFilter()
            note = " · filter cleared to show it"
        }
        contentWasEdited()
        updateSidebar()
        focusWhenShown(StandItem(added))
        post("Added \(added.name) to \(added.kind.title)\(note)")
    }

    /// `d` / Delete: removes the focused card's fruit; `u` puts it back.
    func deleteFocusedFruit() {
        guard let item = actionableItem, let fruit = item.fruitID.flatMap(store.fruit) else { return explainNoCard("d") }
        // `u` puts it back at its index in the shuffled order.
        shuffles.settle()
        let stock = store.stock(of: fruit.id), isFavorite = store.isFavorite(fruit.id)
        let index = store.index(of: fruit) ?? 0
        store.removeFruit(fruit.id)
        counts.remove(fruit, stock: stock, isFavorite: isFavorite)
        lastDeleted = DeletedFruit(fruit: fruit, stock: stock, isFavorite: isFavorite, index: index)
        didChangeContent(summary: content.delete(item, animated: true, summarize: configuration.showsCaptions))
        contentWasEdited()
        updateSidebar()
        post("Deleted \(fruit.name) · u undoes")
    }

    /// `u`: puts the last deleted fruit back where it was, with its stock and star.
    ///
    /// - Complexity: O(n): the content is listed again.
    func undoDelete() {
        guard hasLoaded, let deleted = lastDeleted else { return post("Nothing to undo") }
        lastDeleted = nil
        let fruit = store.restore(deleted)
        counts.add(fruit, stock: deleted.stock, isFavorite: deleted.isFavorite)
        refresh()
        updateSidebar()
        focusWhenShown(StandItem(fruit))
        post("Restored \(fruit.name) to \(fruit.kind.title)")
    }

    /// `s`: shuffles each section; the cards move. The refresh shuffles the store (off the
    /// main thread at a million fruit) and the main thread takes it when it lands.
    func shuffle() {
        guard hasLoaded else { return }
        shuffles.owe()
        refresh()
        post("Shuffled \(store.inventory.count.grouped) fruit")
    }

    /// `+` / `-`: changes the focused fruit's stock. The item identifier stays equal, so the
    /// card is reconfigured in place and its badge changes (iOS 15's `reconfigureItems`); under
    /// "In Stock" a fruit sold out leaves.
    func changeStock(by delta: Int) {
        guard let item = actionableItem, let fruit = item.fruitID.flatMap(store.fruit) else { return explainNoCard(delta > 0 ? "+" : "-") }
        let old = store.stock(of: fruit.id)
        guard let new = store.changeStock(of: fruit.id, by: delta), new != old else { return }
        counts.restock(from: old, to: new)
        let cellBefore = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
        if store.shows(fruit, for: query, filter: filter) {
            didChangeContent(summary: content.reconfigure(item, animated: true, summarize: configuration.showsCaptions))
            let cellAfter = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
            post("reconfigureItems · \(Self.cellFate(cellBefore, cellAfter)) · \(fruit.name) stock \(new)")
        } else {
            didChangeContent(summary: content.delete(item, animated: true, summarize: configuration.showsCaptions))
            post("\(fruit.name) sold out · left \(query.title)")
        }
        contentWasEdited()
        updateSidebar()
    }

    /// `R`: reloads the focused card (iOS's `reloadItems`): a new cell replaces the old one.
    func reloadFocusedFruit() {
        guard let item = actionableItem, let fruit = item.fruitID.flatMap(store.fruit) else { return explainNoCard("R") }
        let cellBefore = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
        didChangeContent(summary: content.reload(item, animated: true, summarize: configuration.showsCaptions))
        let cellAfter = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
        post("reloadItems · \(Self.cellFate(cellBefore, cellAfter)) · \(fruit.name)")
    }

    /// `D`: shows the same snapshot through `applySnapshotUsingReloadData`: no diff, no
    /// animation, every cell new.
    func reloadAllData() {
        guard hasLoaded else { return }
        let focused = content.collectionView.focusedIndexPath
        let cellBefore = focused.flatMap(content.cellNumber(at:))
        content.reloadData()
        lastChange = "applySnapshotUsingReloadData · no diff, no animation"
        let cellAfter = content.collectionView.focusedIndexPath.flatMap(content.cellNumber(at:))
        let fate = cellBefore == nil ? "every cell new" : Self.cellFate(cellBefore, cellAfter)
        post("applySnapshotUsingReloadData · \(fate) · no animation")
    }

    /// "same cell #4" or "new cell #4 → #17".
    static func cellFate(_ before: Int?, _ after: Int?) -> String {
        guard let before, let after else { return "cell not on screen" }
        return before == after ? "same cell #\(before)" : "new cell #\(before) → #\(after)"
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
        post(weather == .bad ? "Rain: the stand is closed" : "Sun: the stand is open")
    }

    /// `/`: shows the filter line and moves the keyboard to it.
    func beginFiltering() {
        root.showsFilterBar = true
        root.filterBar.field.becomeFirstResponder()
        stateDidChange()
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
        stateDidChange()
    }

    /// `?`: the help sheet over everything.
    func showHelp() {
        guard !help.isPresented else { return }
        help.present(in: root)
        stateDidChange()
    }

    /// Shows `text` on the status line; it goes after `statusDuration` unless another
    /// message replaced it.
    func post(_ text: String, isError: Bool = false) {
        let serial = (status?.serial ?? 0) + 1
        status = StatusMessage(text: text, isError: isError, serial: serial)
        announcer.announceStatus(text)
        host.schedule(after: isError ? Self.statusDuration * 2 : Self.statusDuration) { [weak self] in
            guard let self, status?.serial == serial else { return }
            status = nil
        }
    }

    /// How long a status message stays.
    static let statusDuration = 4.0

    /// `q`: ends the app (saving the state first).
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
