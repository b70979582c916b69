extension FruitCounts {
    /// Stops counting `fruit` (it left the stand); a variety or kind whose last fruit went is
    /// gone, so that counts kept edit by edit equal a recount.
    mutating func remove(_ fruit: Fruit, stock: Int, isFavorite: Bool) {
        all -= 1
        if stock > 0 { inStock -= 1 }
        if isFavorite { favorites -= 1 }
        let kindRemaining = (byKind[fruit.kind] ?? 0) - 1
        byKind[fruit.kind] = kindRemaining > 0 ? kindRemaining : nil
        let remaining = (byVariety[fruit.kind]?[fruit.variety] ?? 0) - 1
        byVariety[fruit.kind, default: [:]][fruit.variety] = remaining > 0 ? remaining : nil
        if byVariety[fruit.kind]?.isEmpty == true { byVariety[fruit.kind] = nil }
    }

    /// Follows a fruit's stock from `old` to `new`.
    mutating func restock(from old: Int, to new: Int) {
        if old > 0, new == 0 { inStock -= 1 }
        if old == 0, new > 0 { inStock += 1 }
    }
}
