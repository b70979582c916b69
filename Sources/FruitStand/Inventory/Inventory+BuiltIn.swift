extension Inventory {
    /// The stand the app shows without `--inventory`: six apples and five oranges of different
    /// varieties, with thicknesses, stock and favourites drawn from `seed`.
    ///
    /// About one fruit in five is out of stock (its badge is hidden) and one in four is a
    /// favourite. The same seed always gives the same stand.
    static func builtIn(seed: UInt64) -> Inventory {
        var random = SeededRandom(seed: seed).stream(.stand)
        var inventory = Inventory()
        for kind in FruitKind.allCases {
            var varieties = kind.varieties
            random.shuffle(&varieties)
            for variety in varieties.prefix(kind == .apple ? 6 : 5) {
                inventory.appendGenerated(kind, name: variety, variety: variety, using: &random)
            }
        }
        return inventory
    }

    /// A stand of `count` fruit for `--items N`: kinds and varieties drawn from `seed`, names
    /// made unique by numbering repeats of a variety ("Fuji", "Fuji 2", "Fuji 3", ...).
    ///
    /// - Complexity: O(count).
    static func generated(count: Int, seed: UInt64) -> Inventory {
        var random = SeededRandom(seed: seed).stream(.stand)
        var inventory = Inventory()
        inventory.reserveCapacity(max(count, 0))
        // The catalogues once (`varieties` builds its array on each call), and how many fruit
        // of each variety so far, in arrays: this loop runs a million times for --items.
        let catalogue = (apple: FruitKind.apple.varieties, orange: FruitKind.orange.varieties)
        var repeats = (apple: [Int](repeating: 0, count: catalogue.apple.count), orange: [Int](repeating: 0, count: catalogue.orange.count))
        for _ in 0..<max(count, 0) {
            let kind: FruitKind = random.chance(1, in: 2) ? .apple : .orange
            let variety: String, number: Int
            if kind == .apple {
                let index = random.next(below: catalogue.apple.count)
                repeats.apple[index] += 1
                (variety, number) = (catalogue.apple[index], repeats.apple[index])
            } else {
                let index = random.next(below: catalogue.orange.count)
                repeats.orange[index] += 1
                (variety, number) = (catalogue.orange[index], repeats.orange[index])
            }
            let name = number == 1 ? variety : "\(variety) \(number)"
            inventory.appendGenerated(kind, name: name, variety: variety, using: &random)
        }
        return inventory
    }

    /// Appends a fruit with a random thickness, stock and favourite flag.
    @discardableResult
    mutating func appendGenerated(
        _ kind: FruitKind, name: String, variety: String, using random: inout SeededRandom
    ) -> FruitID {
        let thickness = random.next(in: kind.thicknessRange)
        let stock = random.chance(1, in: 5) ? 0 : random.next(in: 1...12)
        let isFavorite = random.chance(1, in: 4)
        return append(kind, name: name, variety: variety, thickness: thickness, stock: stock, isFavorite: isFavorite)
    }
}
