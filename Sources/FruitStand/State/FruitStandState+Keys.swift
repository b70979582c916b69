/// What the stand's keys do: each checks what it may act on, makes its edit (the projections
/// then apply the new snapshots, animated) and says what it did on the status line.
extension FruitStandState {
    /// `a`: a fruit of the destination shown — its kind, its variety, in stock under "In
    /// Stock", a favourite under "Favorites" — added at the end of its section, so it is
    /// always added where the user looks. A filter it does not match is cleared. The focus
    /// goes to its card.
    mutating func addFruit() {
        guard hasLoaded else { return }
        let variety: String? = if case .variety(_, let variety) = query { variety } else { nil }
        let message = StateEdit.add(kind: query.kind, variety: variety, inStock: query == .inStock, favorite: query == .favorites)
        guard case .added(let added, _, _)? = firstEdit(of: message) else { return }
        var note = store.weather == .bad ? " · the stand is closed" : ""
        if store.weather == .good, !filter.isEmpty, !store.shows(added, for: query, filter: filter) {
            clearFilter(fieldHasKeyboard: false)
            note = " · filter cleared to show it"
        }
        pendingFocus = StandItem(added)
        post("Added \(added.name) to \(added.kind.title)\(note)")
    }

    /// `d` / Delete: removes the focused card's fruit; `u` puts it back.
    mutating func deleteCard(_ focus: CardFocus) {
        guard let fruit = actionableFruit(focus, key: "d", "deletes it") else { return }
        update(.delete(fruit, redoing: false))
        post("Deleted \(fruit.name) · u undoes")
    }

    /// `u`: puts the last deleted fruit back where it was, with its stock and star; pressed
    /// again, the one deleted before it (up to `EditHistory.limit`).
    mutating func undo() {
        guard hasLoaded, case .restored(_, let fruit)? = firstEdit(of: .undoDelete) else { return post("Nothing to undo") }
        pendingFocus = StandItem(fruit)
        let more = history.deleted.count
        post("Restored \(fruit.name) to \(fruit.kind.title) · U deletes it again" + (more > 0 ? " · u undoes \(more) more" : ""))
    }

    /// `U`: deletes again the fruit the last `u` put back.
    mutating func redo() {
        guard hasLoaded, case .removed(let deleted, _)? = firstEdit(of: .redoDelete) else { return post("Nothing to redo") }
        post("Deleted \(deleted.fruit.name) again · u undoes")
    }

    /// `s`: shuffles each section; the cards move. The refresh shuffles the store (off the
    /// main thread at a million fruit) and the main thread takes it when it lands.
    mutating func shuffleStand() {
        guard hasLoaded else { return }
        guard store.weather == .good else { return post(Self.closedText) }
        update(.shuffle)
        post("Shuffled \(store.inventory.count.grouped) fruit")
    }

    /// `+` / `-`: changes the focused fruit's stock. The item identifier stays equal, so the
    /// card is reconfigured in place and its badge changes (iOS 15's `reconfigureItems`; the
    /// content's projection puts which cell it kept before the status line's text); under
    /// "In Stock" a fruit sold out leaves.
    ///
    /// A card that sells out and leaves holds the stock keys for a moment (`stockKeysHold`):
    /// a key held down, or pressed again at once, would otherwise carry on with the card
    /// that took the focus.
    mutating func restockCard(_ focus: CardFocus, by delta: Int) {
        let key = delta > 0 ? "+" : "-"
        if let hold = stockKeysHold { return holdStockKeys(hold, key: key, focus: focus) }
        guard let fruit = actionableFruit(focus, key: key, "changes its stock") else { return }
        guard case .restocked(_, _, let new)? = firstEdit(of: .restock(fruit.id, by: delta)) else {
            let stock = store.stock(of: fruit.id)
            return post(delta < 0 ? "\(fruit.name) is sold out already" : "\(fruit.name) has the most stock a fruit can: \(stock.grouped)")
        }
        if store.shows(fruit, for: query, filter: filter) {
            post("\(fruit.name) stock \(new)")
        } else {
            post("\(fruit.name) sold out · left \(query.title)")
            holdStockKeys(StockKeysHold(soldOut: fruit.name, serial: 0), key: nil, focus: focus)
        }
    }

    /// Holds the stock keys a moment more, saying why when `key` was pressed meanwhile: each
    /// key pressed while held holds them longer, so a key held down never reaches the next
    /// card; once it is let go, the next press acts.
    private mutating func holdStockKeys(_ hold: StockKeysHold, key: String?, focus: CardFocus) {
        let next = StockKeysHold(soldOut: hold.soldOut, serial: hold.serial + 1)
        stockKeysHold = next
        if let key {
            let card = focus.item?.fruitID.flatMap(store.fruit).map { " for \($0.name)" } ?? ""
            post("\(hold.soldOut) sold out and left \(query.title) · let go of \(key), then press it again\(card)")
        }
        effects.append(.endStockKeysHold(next))
    }

    /// `R`: the focused card is dequeued a cell again; the session asks the collection view
    /// and says which cell it got.
    mutating func reloadCard(_ focus: CardFocus) {
        guard let fruit = actionableFruit(focus, key: "R", "reloads it"), let item = focus.item else { return }
        effects.append(.reload(item, name: fruit.name))
    }

    /// `w` or a weather row: rain closes the stand (one `EmptyData` card); sun reopens it.
    mutating func chooseWeather(_ weather: Weather) {
        guard hasLoaded, store.weather != weather else { return }
        update(.setWeather(weather))
        post(weather == .bad ? "Rain: the stand is closed" : "Sun: the stand is open")
    }

    /// What a card key says while the rain card stands in for the cards.
    static let closedText = "The stand is closed for bad weather: w opens it"

    /// The fruit a card key acts on: the focused card's, only while the fruit pane has the
    /// keyboard and the card is on screen. Nil otherwise, after saying why on the status line:
    /// nothing the user cannot see is ever changed. A focused card scrolled out of view is
    /// scrolled back first, and the key pressed again acts on it.
    private mutating func actionableFruit(_ focus: CardFocus, key: String, _ action: String) -> Fruit? {
        guard focus.hasKeyboard else {
            post("Tab to the fruit first: \(key) acts on the focused card")
            return nil
        }
        guard let item = focus.item else {
            post("No card focused: move to one, then \(key)")
            return nil
        }
        guard let fruit = item.fruitID.flatMap(store.fruit) else {
            post(Self.closedText)
            return nil
        }
        guard focus.isVisible else {
            pendingFocus = item
            post("\(fruit.name) was off screen: scrolled to it · \(key) again \(action)")
            return nil
        }
        return fruit
    }
}
