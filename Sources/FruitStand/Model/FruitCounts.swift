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

    /// Counts every fruit of `kind` at once, each given by its variety, whether it is in
    /// stock and whether it is a favourite: one tally per variety, merged at the end, so a
    /// million fruit cost one dictionary update each.
    ///
    /// - Complexity: O(n) for the n fruit.
    mutating func add(_ kind: FruitKind, _ fruit: some Sequence<(variety: String, inStock: Bool, isFavorite: Bool)>) {
        var varieties = byVariety[kind] ?? [:]
        var total = 0
        for (variety, inStock, isFavorite) in fruit {
            total += 1
            if inStock { self.inStock += 1 }
            if isFavorite { favorites += 1 }
            varieties[variety, default: 0] += 1
        }
        guard total > 0 else { return }
        all += total
        byKind[kind, default: 0] += total
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
