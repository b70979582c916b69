extension FruitStandStore {
    /// What the content shows for `query` with the live `filter` applied.
    ///
    /// `filter` matches a case- and diacritic-insensitive substring of the name ("fu" finds
    /// "Fuji", "e" finds "Café"); an empty filter matches everything. On a bad-weather day the
    /// listing is `.closed` whatever the query.
    ///
    /// - Complexity: O(n · m) for n fruit and a filter of length m.
    func listing(for query: FruitQuery, filter: String = "") -> FruitListing {
        if inventory.weather == .bad { return .closed(EmptyData()) }
        if filter.isEmpty {
            // The common cases take every identifier without testing a fruit.
            switch query {
            case .all: return .open(apples: inventory.apples.map(\.id), oranges: inventory.oranges.map(\.id))
            case .kind(.apple): return .open(apples: inventory.apples.map(\.id), oranges: [])
            case .kind(.orange): return .open(apples: [], oranges: inventory.oranges.map(\.id))
            default: break
            }
        }
        let folded = SearchKey.fold(filter)
        var apples: [FruitID] = [], oranges: [FruitID] = []
        if query.kind != .orange {
            for apple in inventory.apples where apple.matches(folded: folded) && includes(.apple(apple), in: query) {
                apples.append(apple.id)
            }
        }
        if query.kind != .apple {
            for orange in inventory.oranges where orange.matches(folded: folded) && includes(.orange(orange), in: query) {
                oranges.append(orange.id)
            }
        }
        return .open(apples: apples, oranges: oranges)
    }

    /// `listing` narrowed to the fruit `listing(for: query, filter: filter)` shows, when
    /// `filter` folds to a string holding the folded filter `listing` was made with (typing
    /// one more letter): only the fruit already listed are tested again.
    ///
    /// - Complexity: O(k · m) for the k fruit in `listing` and a filter of length m.
    func narrowing(_ listing: FruitListing, to filter: String) -> FruitListing {
        guard case .open(let apples, let oranges) = listing else { return listing }
        let folded = SearchKey.fold(filter)
        let matches = { (id: FruitID) -> Bool in
            switch inventory.fruit(id) {
            case .apple(let apple): apple.matches(folded: folded)
            case .orange(let orange): orange.matches(folded: folded)
            case nil: false
            }
        }
        return .open(apples: apples.filter(matches), oranges: oranges.filter(matches))
    }

    private func includes(_ fruit: Fruit, in query: FruitQuery) -> Bool {
        query.includes(fruit, stock: inventory.stock(of: fruit.id), isFavorite: inventory.isFavorite(fruit.id))
    }
}
