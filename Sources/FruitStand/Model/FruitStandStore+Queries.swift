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
            // The common cases share the inventory's arrays instead of copying a million fruit.
            switch query {
            case .all: return .open(apples: inventory.apples, oranges: inventory.oranges)
            case .kind(.apple): return .open(apples: inventory.apples, oranges: [])
            case .kind(.orange): return .open(apples: [], oranges: inventory.oranges)
            default: break
            }
        }
        let folded = SearchKey.fold(filter)
        let apples = query.kind == .orange ? [] : inventory.apples.filter { apple in
            SearchKey.matches(apple.searchKey, folded: folded) && includes(.apple(apple), in: query)
        }
        let oranges = query.kind == .apple ? [] : inventory.oranges.filter { orange in
            SearchKey.matches(orange.searchKey, folded: folded) && includes(.orange(orange), in: query)
        }
        return .open(apples: apples, oranges: oranges)
    }

    /// The number of fruit in every sidebar destination, and the varieties on the stand.
    ///
    /// - Complexity: O(n).
    func counts() -> FruitCounts {
        var counts = FruitCounts()
        for apple in inventory.apples {
            counts.add(.apple(apple), stock: inventory.stock(of: apple.id), isFavorite: inventory.isFavorite(apple.id))
        }
        for orange in inventory.oranges {
            counts.add(.orange(orange), stock: inventory.stock(of: orange.id), isFavorite: inventory.isFavorite(orange.id))
        }
        return counts
    }

    private func includes(_ fruit: Fruit, in query: FruitQuery) -> Bool {
        query.includes(fruit, stock: inventory.stock(of: fruit.id), isFavorite: inventory.isFavorite(fruit.id))
    }
}
