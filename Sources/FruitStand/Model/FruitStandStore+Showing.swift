extension FruitStandStore {
    /// Whether `listing(for: query, filter: filter)` lists `fruit`, without building the
    /// listing (so one added or restocked fruit costs O(1), not O(n)).
    func shows(_ fruit: Fruit, for query: FruitQuery, filter: String) -> Bool {
        guard inventory.weather == .good, inventory.contains(fruit.id),
              query.includes(fruit, stock: stock(of: fruit.id), isFavorite: isFavorite(fruit.id))
        else { return false }
        guard !filter.isEmpty else { return true }
        let folded = SearchKey.fold(filter)
        return switch fruit {
        case .apple(let apple): apple.matches(folded: folded)
        case .orange(let orange): orange.matches(folded: folded)
        }
    }
}
