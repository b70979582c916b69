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
        generatedStand(count: count, seed: seed).inventory
    }

    /// `generated(count:seed:)` with its counts, tallied as the fruit are drawn: the draws
    /// give each fruit's variety, stock and star, so a million fruit need no second pass (with
    /// a dictionary update per fruit) to be counted.
    ///
    /// - Complexity: O(count).
    static func generatedStand(count: Int, seed: UInt64) -> (inventory: Inventory, counts: FruitCounts) {
        var random = SeededRandom(seed: seed).stream(.stand)
        var counts = FruitCounts()
        var inventory = Inventory()
        // Each fruit is an apple or an orange on a fair coin, so a kind's share strays from
        // half by about √count / 2 (one standard deviation). Room for four of those leaves
        // about one chance in 16,000 that an array of a million 64-byte fruit doubles and is
        // copied; unused room is never touched, so it costs address space, not memory.
        let share = max(count, 0) / 2 + 2 * Int(Double(max(count, 0)).squareRoot()) + 16
        inventory.reserveCapacity(apples: share, oranges: share)
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
            let id = inventory.appendGenerated(kind, name: name, variety: variety, using: &random)
            if inventory.stock(of: id) > 0 { counts.inStock += 1 }
            if inventory.isFavorite(id) { counts.favorites += 1 }
            counts.countName(name)
        }
        counts.add(.apple, varieties: Dictionary(uniqueKeysWithValues: zip(catalogue.apple, repeats.apple).filter { $0.1 > 0 }))
        counts.add(.orange, varieties: Dictionary(uniqueKeysWithValues: zip(catalogue.orange, repeats.orange).filter { $0.1 > 0 }))
        return (inventory, counts)
    }

    /// Appends a fruit with a random thickness, stock and favourite flag.
    ///
    /// `name` and `variety` must be display-safe already (a catalogue variety or one read from
    /// an inventory, and a number): they are not checked again, which a million generated
    /// fruit would notice.
    @discardableResult
    mutating func appendGenerated(
        _ kind: FruitKind, name: String, variety: String, using random: inout SeededRandom
    ) -> FruitID {
        assert(name.sanitizedForDisplay == name && variety.sanitizedForDisplay == variety, "not display-safe: \(name)")
        let thickness = random.next(in: kind.thicknessRange)
        let stock = random.chance(1, in: 5) ? 0 : random.next(in: 1...12)
        let isFavorite = random.chance(1, in: 4)
        return append(kind, name: name, variety: variety, thickness: thickness, stock: stock, isFavorite: isFavorite, displaySafe: true)
    }
}
