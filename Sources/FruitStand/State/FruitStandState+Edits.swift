/// The edits of the store: the `StateEdit`s that change the stand, each recorded once in the edit log (and in
/// the undo history, which is kept from it).
extension FruitStandState {
    /// Applies an edit of the store (`add`, `delete`, … `takeShuffled`).
    ///
    /// - Complexity: O(1) for most edits; an edit while shuffles are owed applies them (O(n));
    ///   `undoDelete` is O(n) (the fruit goes back to its index).
    mutating func edit(_ edit: StateEdit) {
        switch edit {
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
        default:
            preconditionFailure("not an edit of the store: \(edit)")
        }
    }

    /// The edit `edit` recorded first, if any: what a key's edit did.
    mutating func firstEdit(of edit: StateEdit) -> StandEdit? {
        let start = edits.count
        update(edit)
        return edits.count > start ? edits[start] : nil
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
    mutating func record(_ edit: StandEdit) {
        edits.append(edit)
        history.record(edit)
    }
}
