import DiffableTUI

/// What the keys do: each checks what the key may act on, sends the state a message (the
/// projections then apply the new snapshots, animated) and says what it did on the status
/// line.
extension FruitStandSession {
    /// Shows a sidebar destination (Enter on its row); in a compact width the drawer closes
    /// and the content takes the keyboard, as a phone's sidebar does.
    func show(_ destination: FruitQuery) {
        send(.show(destination))
        if root.splitView.isCollapsed { focus(.content) }
    }

    /// The fruit the card keys act on (`d`, `+`, `-`, `R`): the focused card's, only while the
    /// fruit pane has the keyboard (no drawer, sheet or field over it) and the card is on screen
    /// with its focus ring. Nil otherwise, after saying why on the status line: nothing the
    /// user cannot see is ever changed. A focused card scrolled out of view is scrolled back
    /// first, and the key pressed again acts on it.
    func actionableFruit(for key: String, _ action: String) -> (item: StandItem, fruit: Fruit)? {
        let collectionView = content.collectionView
        guard keyboardPane == .content, collectionView.isFirstResponder else {
            post("Tab to the fruit first: \(key) acts on the focused card")
            return nil
        }
        collectionView.layoutIfNeeded()
        guard let indexPath = collectionView.focusedIndexPath, let item = content.dataSource.itemIdentifier(for: indexPath) else {
            post("No card focused: move to one, then \(key)")
            return nil
        }
        guard let fruit = item.fruitID.flatMap(state.store.fruit) else {
            post("The stand is closed for bad weather: w opens it")
            return nil
        }
        guard collectionView.indexPathsForVisibleItems.contains(indexPath) else {
            collectionView.focusedIndexPath = indexPath
            post("\(fruit.name) was off screen: scrolled to it · \(key) again \(action)")
            return nil
        }
        return (item, fruit)
    }

    /// `a`: a fruit of the destination shown — its kind, its variety, in stock under "In
    /// Stock", a favourite under "Favorites" — added at the end of its section, so it is
    /// always added where the user looks. A filter it does not match is cleared. The focus
    /// goes to its card.
    func addFruit() {
        guard state.hasLoaded else { return }
        let variety: String? = if case .variety(_, let variety) = state.query { variety } else { nil }
        let edits = send(.add(kind: state.query.kind, variety: variety, inStock: state.query == .inStock, favorite: state.query == .favorites))
        guard case .added(let added, _, _)? = edits.first else { return }
        var note = state.store.weather == .bad ? " · the stand is closed" : ""
        if state.store.weather == .good, !state.filter.isEmpty, !state.store.shows(added, for: state.query, filter: state.filter) {
            clearFilter()
            note = " · filter cleared to show it"
        }
        focusWhenShown(StandItem(added))
        post("Added \(added.name) to \(added.kind.title)\(note)")
    }

    /// `d` / Delete: removes the focused card's fruit; `u` puts it back.
    func deleteFocusedFruit() {
        guard let (_, fruit) = actionableFruit(for: "d", "deletes it") else { return }
        send(.delete(fruit, redoing: false))
        post("Deleted \(fruit.name) · u undoes")
    }

    /// `u`: puts the last deleted fruit back where it was, with its stock and star; pressed
    /// again, the one deleted before it (up to `EditHistory.limit`).
    ///
    /// - Complexity: O(n): the content is listed again.
    func undoDelete() {
        guard state.hasLoaded, case .restored(_, let fruit)? = send(.undoDelete).first else { return post("Nothing to undo") }
        focusWhenShown(StandItem(fruit))
        let more = state.history.deleted.count
        post("Restored \(fruit.name) to \(fruit.kind.title) · U deletes it again" + (more > 0 ? " · u undoes \(more) more" : ""))
    }

    /// `U`: deletes again the fruit the last `u` put back.
    func redoDelete() {
        guard state.hasLoaded, case .removed(let deleted, _)? = send(.redoDelete).first else { return post("Nothing to redo") }
        post("Deleted \(deleted.fruit.name) again · u undoes")
    }

    /// `s`: shuffles each section; the cards move. The refresh shuffles the store (off the
    /// main thread at a million fruit) and the main thread takes it when it lands.
    func shuffle() {
        guard state.hasLoaded else { return }
        send(.shuffle)
        post("Shuffled \(state.store.inventory.count.grouped) fruit")
    }

    /// `+` / `-`: changes the focused fruit's stock. The item identifier stays equal, so the
    /// card is reconfigured in place and its badge changes (iOS 15's `reconfigureItems`); under
    /// "In Stock" a fruit sold out leaves.
    ///
    /// A card that sells out and leaves holds the stock keys for a moment (`stockKeysHold`):
    /// a key held down, or pressed again at once, would otherwise carry on with the card
    /// that took the focus.
    func changeStock(by delta: Int) {
        let key = delta > 0 ? "+" : "-"
        if let hold = state.stockKeysHold { return holdStockKeys(hold, key: key) }
        guard let (item, fruit) = actionableFruit(for: key, "changes its stock") else { return }
        let cellBefore = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
        guard case .restocked(_, _, let new)? = send(.restock(fruit.id, by: delta)).first else {
            let stock = state.store.stock(of: fruit.id)
            return post(delta < 0 ? "\(fruit.name) is sold out already" : "\(fruit.name) has the most stock a fruit can: \(stock.grouped)")
        }
        if let indexPath = content.dataSource.indexPath(for: item) {
            let cellAfter = content.cellNumber(at: indexPath)
            post("reconfigureItems · \(Self.cellFate(cellBefore, cellAfter)) · \(fruit.name) stock \(new)")
        } else {
            post("\(fruit.name) sold out · left \(state.query.title)")
            holdStockKeys(StockKeysHold(soldOut: fruit.name, serial: 0), key: nil)
        }
    }

    /// Holds the stock keys for `stockKeysHoldDuration` more, saying why when `key` was
    /// pressed meanwhile: each key pressed while held holds them longer, so a key held down
    /// never reaches the next card; once it is let go, the next press acts.
    private func holdStockKeys(_ hold: StockKeysHold, key: String?) {
        let next = StockKeysHold(soldOut: hold.soldOut, serial: hold.serial + 1)
        send(.holdStockKeys(next))
        if let key {
            let card = content.focusedItem?.fruitID.flatMap(state.store.fruit).map { " for \($0.name)" } ?? ""
            post("\(hold.soldOut) sold out and left \(state.query.title) · let go of \(key), then press it again\(card)")
        }
        host.schedule(after: Self.stockKeysHoldDuration) { [weak self] in
            guard let self, state.stockKeysHold == next else { return }
            send(.holdStockKeys(nil))
        }
    }

    /// How long the stock keys stay held after a card sold out and left, or after the last
    /// press while held: longer than a key's auto-repeat interval.
    static let stockKeysHoldDuration = 0.6

    /// `R`: reloads the focused card (iOS's `reloadItems`): the old cell goes to the reuse
    /// queue and the card is dequeued a cell, one from that queue or a new one.
    func reloadFocusedFruit() {
        guard let (item, fruit) = actionableFruit(for: "R", "reloads it") else { return }
        let cellBefore = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
        let made = FruitCardCell.cellsMade
        if let summary = content.reload(item, animated: true, summarize: configuration.showsCaptions) { send(.noteChange("apply(snapshot) · \(summary)")) }
        let cellAfter = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
        post("reloadItems · \(Self.cellFate(cellBefore, cellAfter, new: FruitCardCell.cellsMade > made)) · \(fruit.name)")
    }

    /// `D`: shows the same snapshot through `applySnapshotUsingReloadData`: no diff, no
    /// animation, every cell dropped to the reuse queue and dequeued again.
    func reloadAllData() {
        guard state.hasLoaded else { return }
        let focused = content.collectionView.focusedIndexPath
        let cellBefore = focused.flatMap(content.cellNumber(at:))
        let made = FruitCardCell.cellsMade
        content.reloadData()
        send(.noteChange("applySnapshotUsingReloadData · no diff, no animation"))
        let cellAfter = content.collectionView.focusedIndexPath.flatMap(content.cellNumber(at:))
        let fate = cellBefore == nil ? "every cell dequeued again · no animation"
            : Self.cellFate(cellBefore, cellAfter, new: FruitCardCell.cellsMade > made)
        post("applySnapshotUsingReloadData · \(fate)")
    }

    /// What became of the focused card's cell, numbered as `cellNumber(at:)` numbers cell
    /// objects: "same cell #4" (reconfigured in place), "#4 to the reuse queue, #6 from it"
    /// (another cell, dequeued from the queue: the same objects take turns, so the numbers
    /// repeat), or "#4 to the reuse queue, new cell #7" (none was waiting, so one was made).
    static func cellFate(_ before: Int?, _ after: Int?, new: Bool = false) -> String {
        guard let before, let after else { return "cell not on screen" }
        if before == after { return "same cell #\(before)" }
        return "#\(before) to the reuse queue, " + (new ? "new cell #\(after)" : "#\(after) from it")
    }

    /// `w`: rain closes the stand (one `EmptyData` card); sun reopens it.
    func toggleWeather() {
        setWeather(state.store.weather.toggled)
    }

    func setWeather(_ weather: Weather) {
        guard state.hasLoaded, state.store.weather != weather else { return }
        send(.setWeather(weather))
        post(weather == .bad ? "Rain: the stand is closed" : "Sun: the stand is open")
    }

    /// Enter on the row of a kind's varieties past the listed ones: shows the kind and starts
    /// the name filter, where a variety is found by typing.
    func findVariety(of kind: FruitKind) {
        show(.kind(kind))
        beginFiltering()
    }

    /// `/`: shows the filter line and moves the keyboard to it. The compact drawer closes
    /// first, so the cards the filter narrows are in view.
    func beginFiltering() {
        if isDrawerOpen { focus(.content) }
        root.showsFilterBar = true
        root.filterBar.field.becomeFirstResponder()
        stateDidChange()
    }

    /// Sets the filter and applies the content (animated as you type).
    func setFilter(_ text: String) {
        send(.setFilter(text))
    }

    /// Esc: clears the filter, hides its line and gives the keyboard back to the pane.
    func clearFilter() {
        root.filterBar.field.text = ""
        root.showsFilterBar = false
        if root.filterBar.field.isFirstResponder { focus(state.focusedPane) }
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
        let serial = (state.status?.serial ?? 0) + 1
        send(.post(StatusMessage(text: text, isError: isError, serial: serial)))
        announcer.announceStatus(text)
        host.schedule(after: isError ? Self.statusDuration * 2 : Self.statusDuration) { [weak self] in
            guard let self, state.status?.serial == serial else { return }
            send(.post(nil))
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
        state.fetchProgress?.cancel()
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
        if state.filter.isEmpty { root.showsFilterBar = false }
        focus(.content)
        return true
    }

    func textFieldShouldClear(_ textField: TextField) -> Bool {
        clearFilter()
        return false
    }
}
