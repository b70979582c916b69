extension FruitStandStore {
    /// Adds a fruit at the end of its section (the `a` key) and returns it.
    ///
    /// The kind is `kind`, or drawn from the seeded generator when nil; the variety is
    /// `variety`, or drawn from the kind's catalogue when nil, and the name is the variety, numbered when that name is taken
    /// ("Fuji", then "Fuji 2"). Thickness, stock and favourite are drawn like the built-in stand's.
    ///
    /// - Complexity: O(n) byte comparisons, to find a free name.
    @discardableResult
    mutating func addFruit(kind: FruitKind? = nil, variety: String? = nil) -> Fruit {
        let kind = kind ?? (random.chance(1, in: 2) ? .apple : .orange)
        let variety = variety ?? random.element(of: kind.varieties)
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
    ///
    /// Compares UTF-8 bytes and marks the numbers taken in a bit per number: a million names
    /// are walked without hashing or building a string.
    ///
    /// - Complexity: O(n) for n fruit of `kind`.
    private func freeName(for variety: String, kind: FruitKind) -> String {
        let count = kind == .apple ? inventory.apples.count : inventory.oranges.count
        // The smallest free number is at most count + 2: larger ones need not be marked.
        var taken = [Bool](repeating: false, count: count + 3)
        var isBareTaken = false
        var prefix = variety
        prefix.withUTF8 { prefix in
            func mark(_ name: String) {
                var name = name
                name.withUTF8 { name in
                    guard name.count >= prefix.count, name.starts(with: prefix) else { return }
                    guard name.count > prefix.count else {
                        isBareTaken = true
                        return
                    }
                    // " N" with N written as "\(number)" writes it: digits, no leading zero.
                    let digits = name[(prefix.count + 1)...]
                    guard name[prefix.count] == 0x20, let first = digits.first, first != 0x30, digits.count <= 18 else { return }
                    var number = 0
                    for digit in digits {
                        guard (0x30...0x39).contains(digit) else { return }
                        number = number * 10 + Int(digit - 0x30)
                    }
                    if number < taken.count { taken[number] = true }
                }
            }
            // Through the buffers, so only each name is read, not a copy of its whole fruit.
            switch kind {
            case .apple: inventory.apples.withUnsafeBufferPointer { apples in for index in apples.indices { mark(apples[index].name) } }
            case .orange: inventory.oranges.withUnsafeBufferPointer { oranges in for index in oranges.indices { mark(oranges[index].name) } }
            }
        }
        if !isBareTaken { return variety }
        var number = 2
        while taken[number] { number += 1 }
        return "\(variety) \(number)"
    }
}
