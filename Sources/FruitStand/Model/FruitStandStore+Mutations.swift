extension FruitStandStore {
    /// Adds a fruit at the end of its section (the `a` key) and returns it.
    ///
    /// The kind is `kind`, or drawn from the seeded generator when nil; the variety is drawn from
    /// the kind's catalogue, and the name is the variety, numbered when that name is taken
    /// ("Fuji", then "Fuji 2"). Thickness, stock and favourite are drawn like the built-in stand's.
    ///
    /// - Complexity: O(n), to find a free name.
    @discardableResult
    mutating func addFruit(kind: FruitKind? = nil) -> Fruit {
        let kind = kind ?? (random.chance(1, in: 2) ? .apple : .orange)
        let variety = random.element(of: kind.varieties)
        let name = freeName(for: variety, kind: kind)
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

    /// `variety` if no fruit of `kind` has that name, otherwise "variety N" for the smallest free
    /// N from 2.
    private func freeName(for variety: String, kind: FruitKind) -> String {
        var taken = Set<String>()
        let names = kind == .apple ? inventory.apples.lazy.map(\.name) : inventory.oranges.lazy.map(\.name)
        for name in names where name.hasPrefix(variety) {
            taken.insert(name)
        }
        if !taken.contains(variety) { return variety }
        var number = 2
        while taken.contains("\(variety) \(number)") { number += 1 }
        return "\(variety) \(number)"
    }
}
