/// The stand's data while the app runs: the current inventory plus the operations the keys
/// trigger (`a`, `d`, `s`, `+`/`-`, favourites, the live filter).
///
/// A value type: the screen keeps one and builds a snapshot from `listing(for:filter:)` after each
/// change. The generator that picks added fruit and shuffles is seeded, so a scripted run with
/// `--seed N` replays exactly.
struct FruitStandStore: Hashable, Sendable {
    /// The data; assign a freshly fetched inventory to replace it (the generator carries on).
    var inventory: Inventory
    var random: SeededRandom

    /// A store for `inventory` whose additions and shuffles are drawn from `seed`.
    init(inventory: Inventory = Inventory(), seed: UInt64) {
        self.inventory = inventory
        random = SeededRandom(seed: seed).stream(.store)
    }

    /// The weather at the stand; set it to `.bad` to close the stand (the `w` key).
    var weather: Weather {
        get { inventory.weather }
        set { inventory.weather = newValue }
    }

    /// The stock of the fruit with `id`; 0 if there is no such fruit.
    func stock(of id: FruitID) -> Int {
        inventory.stock(of: id)
    }

    /// True when the fruit with `id` is a favourite.
    func isFavorite(_ id: FruitID) -> Bool {
        inventory.isFavorite(id)
    }

    /// The fruit with `id`, if it is on the stand.
    ///
    /// - Complexity: O(1).
    func fruit(_ id: FruitID) -> Fruit? {
        inventory.fruit(id)
    }
}
