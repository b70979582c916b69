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
    /// The apples' varieties, in natural order, with their counts.
    var appleVarieties = VarietyTally()
    /// The oranges' varieties, likewise.
    var orangeVarieties = VarietyTally()
    /// How many fruit have a name of each width in columns, the last entry counting every
    /// name that wide or wider: the widest name is known without a pass over the fruit, and
    /// cards are made as wide as the names need.
    var nameWidths = [Int](repeating: 0, count: FruitCounts.widthsCounted)

    /// The widths `nameWidths` tells apart.
    static let widthsCounted = 65

    /// The widest name on the stand, in columns (at most `widthsCounted - 1`); 0 when none is.
    var widestName: Int { nameWidths.lastIndex(where: { $0 > 0 }) ?? 0 }

    /// Counts one more name of `name`'s width (`by: -1`: one fewer).
    mutating func countName(_ name: String, by delta: Int = 1) {
        nameWidths[min(name.terminalWidth, Self.widthsCounted - 1)] += delta
    }

    init() {}

    /// The varieties of `kind`, in the sidebar's order, with their counts.
    subscript(varieties kind: FruitKind) -> VarietyTally {
        get { kind == .apple ? appleVarieties : orangeVarieties }
        _modify {
            if kind == .apple { yield &appleVarieties } else { yield &orangeVarieties }
        }
    }

    /// The count the sidebar shows next to `query`.
    func count(for query: FruitQuery) -> Int {
        switch query {
        case .all: all
        case .inStock: inStock
        case .favorites: favorites
        case .kind(let kind): byKind[kind] ?? 0
        case .variety(let kind, let variety): self[varieties: kind].count(of: variety)
        }
    }

    /// Whether the sidebar has a destination for `query`: every one but a variety no fruit
    /// has.
    func hasRow(for query: FruitQuery) -> Bool {
        guard case .variety = query else { return true }
        return count(for: query) > 0
    }

    /// The varieties of `kind` on the stand, in the sidebar's order: natural ("Apple 2"
    /// before "Apple 10"), ignoring case, so shuffling or restocking never reorders the
    /// sidebar. The order is kept as fruit come and go, never sorted again.
    ///
    /// - Complexity: O(v) for v varieties.
    func varieties(of kind: FruitKind) -> [String] {
        self[varieties: kind].names
    }

    /// The counts of everything on `inventory`'s stand.
    ///
    /// Each kind is tallied in one pass over its fruit, read in place: a copy of each fruit
    /// would retain and release its strings, a million times at `--items 1000000`. Each fruit
    /// costs two record lookups and a dictionary update for its variety, until the kind
    /// turns out to have many varieties (a name of its own per fruit): then every fruit's
    /// variety is sorted once instead, and the runs of equal names counted (`VarietyTally`).
    ///
    /// - Complexity: O(n + v log v) for the n fruit of v varieties, O(n log n) with many.
    init(counting inventory: Inventory) {
        inventory.apples.withUnsafeBufferPointer { apples in
            tally(.apple, apples.count, in: inventory) { (apples[$0].variety, apples[$0].id) }
            for index in apples.indices { countName(apples[index].name) }
        }
        inventory.oranges.withUnsafeBufferPointer { oranges in
            tally(.orange, oranges.count, in: inventory) { (oranges[$0].variety, oranges[$0].id) }
            for index in oranges.indices { countName(oranges[index].name) }
        }
    }

    /// From this many varieties of a kind on, counting them sorts every fruit's variety
    /// rather than growing a dictionary of them: a million names each of its own hash into a
    /// dictionary slower than they sort, and they are sorted anyway.
    static let sortedTallyThreshold = 4096

    /// Counts the `count` fruit of `kind`, the one at each index given by `fruit`.
    private mutating func tally(
        _ kind: FruitKind, _ count: Int, in inventory: Inventory, fruit: (Int) -> (variety: String, id: FruitID)
    ) {
        var varieties: [String: Int] = [:]
        var many = false
        for index in 0..<count {
            let (variety, id) = fruit(index)
            if inventory.stock(of: id) > 0 { inStock += 1 }
            if inventory.isFavorite(id) { favorites += 1 }
            if !many {
                varieties[variety, default: 0] += 1
                many = varieties.count >= Self.sortedTallyThreshold
            }
        }
        guard many else { return add(kind, varieties: varieties) }
        varieties = [:]
        all += count
        byKind[kind] = count
        self[varieties: kind] = VarietyTally(sorting: (0..<count).map { fruit($0).variety })
    }

    /// Counts the fruit of `kind` given as how many of each variety (their stock and stars
    /// are counted apart); nothing when there are none.
    ///
    /// - Complexity: O(v log v) for v varieties: they are sorted.
    mutating func add(_ kind: FruitKind, varieties: [String: Int]) {
        let count = varieties.values.reduce(0, +)
        guard count > 0 else { return }
        all += count
        byKind[kind, default: 0] += count
        self[varieties: kind] = VarietyTally(counting: varieties)
    }

    /// Counts `fruit`, and returns what changed.
    ///
    /// - Complexity: O(log v) name comparisons for v varieties of its kind.
    @discardableResult
    mutating func add(_ fruit: Fruit, stock: Int, isFavorite: Bool) -> CountsChange {
        all += 1
        if stock > 0 { inStock += 1 }
        if isFavorite { favorites += 1 }
        byKind[fruit.kind, default: 0] += 1
        countName(fruit.name)
        let appeared = self[varieties: fruit.kind].add(fruit.variety)
        return CountsChange(fruit, stock: stock, isFavorite: isFavorite, varietyCameOrWent: appeared)
    }
}
