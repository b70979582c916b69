/// A fetched inventory and its counts, both worked out off the main thread.
///
/// Counting walks every fruit (a million at `--items 1000000`), so it happens in the fetch's
/// background work, and showing the stand on the main thread costs no pass over the fruit.
struct FetchedStand: Sendable {
    var inventory: Inventory
    var counts: FruitCounts

    /// `inventory` with `counts`, which must be the counts of its stand.
    init(inventory: Inventory, counts: FruitCounts) {
        self.inventory = inventory
        self.counts = counts
    }

    /// `inventory` with the counts of its stand.
    ///
    /// - Complexity: O(n) for the n fruit.
    init(inventory: Inventory) {
        self.init(inventory: inventory, counts: FruitCounts(counting: inventory))
    }
}
