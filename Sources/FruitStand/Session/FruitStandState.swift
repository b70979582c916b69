/// The app's state: one value, changed only through `update(_:)` (Bubble Tea's update, inside
/// UIKit's controller shape), which records in `edits` what it did to the stand.
///
/// Everything on screen is a projection of it: the counts, the sidebar and the content read
/// the edit log once per turn (`FruitStandSession.project()`); the chrome is derived from it in
/// the window's properties pass, and the state file from it once the app is idle.
struct FruitStandState {
    /// The stand's data in the order on screen. While shuffles are owed (`shufflesOwed`, worked
    /// out in the background) that is the order before them; an update that changes the store
    /// applies them first, so every edit acts on the shuffled stand.
    private(set) var store: FruitStandStore
    /// Shuffles (`s`) asked for and not yet applied to `store`.
    private(set) var shufflesOwed = 0
    /// Counts the store's changes, a shuffle owed included: what a listing was made from
    /// (`ContentListings`), and whether a shuffled copy is still the store.
    private(set) var storeRevision = 0
    /// The deletes `u` undoes and `U` redoes, and what changed since the stand was fetched.
    private(set) var history = EditHistory()
    /// The inventory the cards on screen were styled from, until the refresh after a refetch
    /// lands: the cards whose stock or star differ are configured again.
    private(set) var restyling: Restyling?
    /// Whether a stand has been loaded at least once.
    private(set) var hasLoaded = false
    /// The fetch in flight; nil once the stand is loaded.
    private(set) var fetchProgress: FetchProgress?

    /// What the content shows, and the live filter (a case- and diacritic-insensitive
    /// substring of the name).
    private(set) var query: FruitQuery = .all
    private(set) var filter = ""
    /// The pane with the keyboard (the filter field and the help sheet borrow it).
    private(set) var focusedPane: AppState.Pane = .sidebar

    /// The status line: what just happened, until the next message or a few seconds pass.
    private(set) var status: StatusMessage?
    /// The caption a script set, and what the last apply changed.
    private(set) var captionText = ""
    private(set) var lastChange = ""

    /// A saved state to restore once the stand is loaded and listed.
    private(set) var pendingRestore: AppState?
    /// A card to focus once the refresh being worked out shows it.
    private(set) var pendingFocus: StandItem?
    /// Set while the stock keys are held after a card sold out and left.
    private(set) var stockKeysHold: StockKeysHold?

    /// The edit log: what updates did to the stand since the projections last read it.
    private(set) var edits: [StandEdit] = []

    init(store: FruitStandStore, restoring state: AppState?) {
        self.store = store
        pendingRestore = state
    }

    /// The one way the state changes: applies `message`, recording in `edits` what it did to
    /// the stand.
    ///
    /// - Complexity: O(1) for most messages; an edit while shuffles are owed applies them
    ///   (O(n)); `u` is O(n) (the fruit goes back to its index).
    mutating func update(_ message: FruitStandMessage) {
        switch message {
        case .add(let kind, let variety, let inStock, let favorite):
            changeStore { store in
                let added = store.addFruit(kind: kind, variety: variety)
                if inStock, store.stock(of: added.id) == 0 { store.changeStock(of: added.id, by: 1) }
                if favorite, !store.isFavorite(added.id) { store.toggleFavorite(added.id) }
                return .added(added, stock: store.stock(of: added.id), isFavorite: store.isFavorite(added.id))
            }
        case .delete(let fruit, let redoing):
            changeStore { store in
                let deleted = DeletedFruit(fruit: fruit, stock: store.stock(of: fruit.id), isFavorite: store.isFavorite(fruit.id),
                                           index: store.index(of: fruit) ?? 0)
                guard store.removeFruit(fruit.id) != nil else { return nil }
                return .removed(deleted, redoing: redoing)
            }
        case .undoDelete:
            guard let deleted = history.deleted.last else { return }
            changeStore { .restored(deleted, as: $0.restore(deleted)) }
        case .redoDelete:
            // A fruit put back and since deleted otherwise is skipped.
            while let id = history.takeRestored() {
                if let fruit = store.fruit(id) { return update(.delete(fruit, redoing: true)) }
            }
        case .restock(let id, let delta):
            changeStore { store in
                let old = store.stock(of: id)
                guard let fruit = store.fruit(id), let new = store.changeStock(of: id, by: delta), new != old else { return nil }
                return .restocked(fruit, from: old, to: new)
            }
        case .shuffle:
            shufflesOwed += 1
            storeRevision += 1
            record(.shuffled)
        case .setWeather(let weather):
            changeStore { store in
                store.weather = weather
                return .weatherChanged
            }
        case .replaceStand(let stand):
            let previous = store.inventory
            changeStore { store in
                store.inventory = stand.inventory
                return .replaced(previous: previous, counts: stand.counts)
            }
            if hasLoaded { restyling = Restyling(since: restyling?.since ?? previous, serial: (restyling?.serial ?? 0) + 1) }
            hasLoaded = true
        case .show(let destination):
            query = destination
            record(.relisted)
        case .setFilter(let text):
            guard text != filter else { return }
            filter = text
            record(.relisted)
        case .focus(let pane):
            focusedPane = pane
        case .post(let message):
            status = message
        case .setCaption(let text):
            captionText = text
            lastChange = ""
        case .noteChange(let change):
            lastChange = change
        case .fetchStarted(let progress):
            fetchProgress = progress
        case .fetchEnded:
            fetchProgress = nil
        case .settleShuffles:
            // In place: a copy would copy every fruit first.
            while shufflesOwed > 0 {
                store.shuffle()
                shufflesOwed -= 1
            }
        case .takeShuffled(let shuffled, let revision):
            guard revision == storeRevision, shufflesOwed > 0 else { return }
            store = shuffled
            shufflesOwed = 0
        case .restyled(let serial):
            if restyling?.serial == serial { restyling = nil }
        case .awaitFocus(let item):
            pendingFocus = item
        case .restored:
            pendingRestore = nil
        case .holdStockKeys(let hold):
            stockKeysHold = hold
        }
    }

    /// Changes the store (its owed shuffles applied first) and records what `change` says it
    /// did; nil means nothing changed.
    private mutating func changeStore(_ change: (inout FruitStandStore) -> StandEdit?) {
        update(.settleShuffles)
        guard let edit = change(&store) else { return }
        storeRevision += 1
        record(edit)
    }

    /// Records `edit` in the log, and in the undo history, which is kept from the log.
    private mutating func record(_ edit: StandEdit) {
        edits.append(edit)
        history.record(edit)
    }

    /// The edit log's entries, which the projections read once; the log starts empty again.
    mutating func takeEdits() -> [StandEdit] {
        defer { edits = [] }
        return edits
    }
}

/// A refetch's restyle still owed: the inventory the cards on screen were styled from, and
/// which refetch asked (a refresh that lands clears only the restyle it carried).
struct Restyling: Sendable {
    var since: Inventory
    var serial: Int
}
