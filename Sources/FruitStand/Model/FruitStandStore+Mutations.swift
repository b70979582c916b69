extension FruitStandStore {
    /// Adds a fruit at the end of its section (the `a` key) and returns it.
    ///
    /// The kind is `kind`, or drawn from the seeded generator when nil; the variety is
    /// `variety`, or drawn from the kind's catalogue when nil, and the name is the variety, numbered when that name is taken
    /// ("Fuji", then "Fuji 2"). Thickness, stock and favourite are drawn like the built-in stand's.
    ///
    /// - Complexity: O(1) expected, besides the append; the first time a variety is added,
    ///   O(n) byte comparisons over the names of its kind (see `Inventory.freeName`).
    @discardableResult
    mutating func addFruit(kind: FruitKind? = nil, variety: String? = nil) -> Fruit {
        let kind = kind ?? (random.chance(1, in: 2) ? .apple : .orange)
        let variety = variety ?? random.element(of: kind.varieties)
        let name = inventory.freeName(for: variety, kind: kind)
        inventory.appendGenerated(kind, name: name, variety: variety, using: &random)
        // Just appended, so the last of its kind.
        return kind == .apple ? .apple(inventory.apples[inventory.apples.count - 1])
            : .orange(inventory.oranges[inventory.oranges.count - 1])
    }

    /// Removes the fruit with `id` (the `d` key) and returns it; nil if there is none.
    ///
    /// - Complexity: O(k) for the k fruit of its kind after it.
    @discardableResult
    mutating func removeFruit(_ id: FruitID) -> Fruit? {
        inventory.remove(id)
    }

    /// Shuffles the apples and the oranges, each within their own section (the `s` key).
    ///
    /// - Complexity: O(n).
    mutating func shuffle() {
        inventory.shuffle(using: &random)
    }

    /// Changes the stock of the fruit with `id` by `delta` (the `+`/`-` keys), never below 0 nor
    /// above `Inventory.maximumStock`, and returns the new stock; nil if there is no such fruit.
    ///
    /// The fruit's item identifier does not change, so the screen reconfigures it.
    @discardableResult
    mutating func changeStock(of id: FruitID, by delta: Int) -> Int? {
        guard inventory.contains(id) else { return nil }
        let current = inventory.stock(of: id)
        let (sum, overflow) = current.addingReportingOverflow(delta)
        inventory.setStock(overflow ? (delta > 0 ? Int.max : 0) : sum, of: id)
        return inventory.stock(of: id)
    }

    /// Flips the favourite flag of the fruit with `id` and returns the new flag; nil if there is
    /// no such fruit.
    @discardableResult
    mutating func toggleFavorite(_ id: FruitID) -> Bool? {
        guard inventory.contains(id) else { return nil }
        let isFavorite = !inventory.isFavorite(id)
        inventory.setFavorite(isFavorite, of: id)
        return isFavorite
    }
}

extension FruitStandStore {
    /// `store` shuffled `times` times, as that many `s` presses shuffle it; runs on any thread.
    ///
    /// - Complexity: O(n) per shuffle.
    static func shuffled(_ store: FruitStandStore, times: Int) -> FruitStandStore {
        var store = store
        for _ in 0..<times { store.shuffle() }
        return store
    }
}
