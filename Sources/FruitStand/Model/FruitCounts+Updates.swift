extension FruitCounts {
    /// Stops counting `fruit` (it left the stand), and returns what changed; a variety or kind
    /// whose last fruit went is gone, so that counts kept edit by edit equal a recount.
    ///
    /// - Complexity: O(log v) name comparisons for v varieties of its kind.
    @discardableResult
    mutating func remove(_ fruit: Fruit, stock: Int, isFavorite: Bool) -> CountsChange {
        all -= 1
        if stock > 0 { inStock -= 1 }
        if isFavorite { favorites -= 1 }
        let kindRemaining = (byKind[fruit.kind] ?? 0) - 1
        byKind[fruit.kind] = kindRemaining > 0 ? kindRemaining : nil
        countName(fruit.name, by: -1)
        let went = self[varieties: fruit.kind].remove(fruit.variety)
        return CountsChange(fruit, stock: stock, isFavorite: isFavorite, varietyCameOrWent: went)
    }

    /// Follows a fruit's stock from `old` to `new`, and returns what changed.
    @discardableResult
    mutating func restock(from old: Int, to new: Int) -> CountsChange {
        if old > 0, new == 0 { inStock -= 1 }
        if old == 0, new > 0 { inStock += 1 }
        return CountsChange(destinations: (old > 0) != (new > 0) ? [.inStock] : [])
    }
}

/// What one edit changed in the counts, so that the sidebar updates the rows it touched
/// instead of comparing every count: the destinations whose counts moved, and whether a
/// variety came onto the stand or left it (its row appears or goes).
struct CountsChange: Equatable, Sendable {
    /// The destinations whose counts changed.
    var destinations: [FruitQuery] = []
    /// The kinds of the varieties that came onto the stand or left it.
    var varietiesChanged: Set<FruitKind> = []

    init(destinations: [FruitQuery] = [], varietiesChanged: Set<FruitKind> = []) {
        self.destinations = destinations
        self.varietiesChanged = varietiesChanged
    }

    /// A fruit with `stock` and `isFavorite` came or went.
    init(_ fruit: Fruit, stock: Int, isFavorite: Bool, varietyCameOrWent: Bool) {
        destinations = [.all, .kind(fruit.kind), .variety(fruit.kind, fruit.variety)]
        if stock > 0 { destinations.append(.inStock) }
        if isFavorite { destinations.append(.favorites) }
        varietiesChanged = varietyCameOrWent ? [fruit.kind] : []
    }

    /// The variety of `kind` whose count changed, if any.
    func variety(of kind: FruitKind) -> String? {
        for destination in destinations {
            if case .variety(kind, let variety) = destination { return variety }
        }
        return nil
    }

    /// This change and `other`, in one.
    func merged(with other: CountsChange) -> CountsChange {
        var merged = self
        merged.destinations += other.destinations.filter { !destinations.contains($0) }
        merged.varietiesChanged.formUnion(other.varietiesChanged)
        return merged
    }
}

extension FruitCounts {
    /// Follows one entry of the edit log, and returns what changed; nil when the counts were
    /// replaced whole (a fetched stand brings its own, counted off the main thread).
    ///
    /// - Complexity: O(log v) name comparisons for v varieties of the fruit's kind.
    mutating func apply(_ edit: StandEdit) -> CountsChange? {
        switch edit {
        case .added(let fruit, let stock, let isFavorite): return add(fruit, stock: stock, isFavorite: isFavorite)
        case .removed(let deleted, _): return remove(deleted.fruit, stock: deleted.stock, isFavorite: deleted.isFavorite)
        case .restored(let deleted, let fruit): return add(fruit, stock: deleted.stock, isFavorite: deleted.isFavorite)
        case .restocked(_, let old, let new): return restock(from: old, to: new)
        case .replaced(_, let counts):
            self = counts
            return nil
        case .shuffled, .weatherChanged, .relisted: return CountsChange()
        }
    }
}
