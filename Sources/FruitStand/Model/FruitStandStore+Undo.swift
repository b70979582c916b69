extension FruitStandStore {
    /// Where `fruit` is among the fruit of its kind, if it is on the stand.
    ///
    /// - Complexity: O(n).
    func index(of fruit: Fruit) -> Int? {
        switch fruit.kind {
        case .apple: inventory.apples.firstIndex { $0.id == fruit.id }
        case .orange: inventory.oranges.firstIndex { $0.id == fruit.id }
        }
    }

    /// Puts a deleted fruit back at its index among its kind, with its stock and star, and
    /// returns it. It gets a new identifier (identifiers are never reused).
    ///
    /// - Complexity: O(n).
    mutating func restore(_ deleted: DeletedFruit) -> Fruit {
        let old = deleted.fruit
        let id = inventory.append(old.kind, name: old.name, variety: old.variety, thickness: old.thickness,
                                  stock: deleted.stock, isFavorite: deleted.isFavorite)
        inventory.move(id, to: deleted.index)
        return inventory.fruit(id) ?? old
    }
}
