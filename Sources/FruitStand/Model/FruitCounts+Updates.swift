extension FruitCounts {
    /// Stops counting `fruit` (it left the stand); a variety whose last fruit went is gone.
    mutating func remove(_ fruit: Fruit, stock: Int, isFavorite: Bool) {
        all -= 1
        if stock > 0 { inStock -= 1 }
        if isFavorite { favorites -= 1 }
        byKind[fruit.kind, default: 0] -= 1
        let remaining = (byVariety[fruit.kind]?[fruit.variety] ?? 0) - 1
        byVariety[fruit.kind, default: [:]][fruit.variety] = remaining > 0 ? remaining : nil
    }

    /// Follows a fruit's stock from `old` to `new`.
    mutating func restock(from old: Int, to new: Int) {
        if old > 0, new == 0 { inStock -= 1 }
        if old == 0, new > 0 { inStock += 1 }
    }
}
