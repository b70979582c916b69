/// A fetched inventory and its counts, both worked out off the main thread.
///
/// Counting walks every fruit (a million at `--items 1000000`), so it happens in the fetch's
/// background work, and showing the stand on the main thread costs no pass over the fruit.
struct FetchedStand: Sendable {
    var inventory: Inventory
    var counts: FruitCounts

    /// `inventory` with `counts`, the counts of its stand, or counted here when not given.
    ///
    /// - Complexity: O(n) for the n fruit when counting; O(1) with `counts`.
    init(inventory: Inventory, counts: FruitCounts? = nil) {
        self.inventory = inventory
        self.counts = counts ?? FruitCounts(counting: inventory)
    }
}
