/// How many fruit each sidebar destination holds: the sidebar's secondary text.
///
/// Counts describe the stand, not the screen: they ignore the weather and the filter, so the
/// sidebar does not flicker to zeros while it rains or while the user types a filter.
struct FruitCounts: Hashable, Sendable {
    var all = 0
    var inStock = 0
    var favorites = 0
    /// Fruit per kind.
    var byKind: [FruitKind: Int] = [:]
    /// Fruit per variety, per kind.
    var byVariety: [FruitKind: [String: Int]] = [:]

    init() {}

    /// The count the sidebar shows next to `query`.
    func count(for query: FruitQuery) -> Int {
        switch query {
        case .all: all
        case .inStock: inStock
        case .favorites: favorites
        case .kind(let kind): byKind[kind] ?? 0
        case .variety(let kind, let variety): byVariety[kind]?[variety] ?? 0
        }
    }

    /// The varieties of `kind` on the stand, in the sidebar's order: natural ("Apple 2"
    /// before "Apple 10"), ignoring case, so shuffling or restocking never reorders the
    /// sidebar.
    ///
    /// - Complexity: O(v log v) for v varieties.
    func varieties(of kind: FruitKind) -> [String] {
        (byVariety[kind] ?? [:]).keys.sorted { $0.precedesNaturally($1) }
    }

    /// The counts of everything on `inventory`'s stand.
    ///
    /// Each kind is tallied in one pass over its fruit, read in place: a copy of each fruit
    /// would retain and release its strings, a million times at `--items 1000000`. Each fruit
    /// costs one dictionary update (its variety) and two record lookups.
    ///
    /// - Complexity: O(n) for the n fruit.
    init(counting inventory: Inventory) {
        inventory.apples.withUnsafeBufferPointer { apples in
            tally(.apple, apples.count, in: inventory) { (apples[$0].variety, apples[$0].id) }
        }
        inventory.oranges.withUnsafeBufferPointer { oranges in
            tally(.orange, oranges.count, in: inventory) { (oranges[$0].variety, oranges[$0].id) }
        }
    }

    /// Counts the `count` fruit of `kind`, the one at each index given by `fruit`.
    private mutating func tally(
        _ kind: FruitKind, _ count: Int, in inventory: Inventory, fruit: (Int) -> (variety: String, id: FruitID)
    ) {
        var varieties: [String: Int] = [:]
        for index in 0..<count {
            let (variety, id) = fruit(index)
            if inventory.stock(of: id) > 0 { inStock += 1 }
            if inventory.isFavorite(id) { favorites += 1 }
            varieties[variety, default: 0] += 1
        }
        add(kind, varieties: varieties)
    }

    /// Counts the fruit of `kind` given as how many of each variety (their stock and stars
    /// are counted apart); nothing when there are none.
    mutating func add(_ kind: FruitKind, varieties: [String: Int]) {
        let count = varieties.values.reduce(0, +)
        guard count > 0 else { return }
        all += count
        byKind[kind, default: 0] += count
        byVariety[kind] = varieties
    }

    /// Counts `fruit`.
    mutating func add(_ fruit: Fruit, stock: Int, isFavorite: Bool) {
        all += 1
        if stock > 0 { inStock += 1 }
        if isFavorite { favorites += 1 }
        byKind[fruit.kind, default: 0] += 1
        byVariety[fruit.kind, default: [:]][fruit.variety, default: 0] += 1
    }
}
