/// The session's store and the shuffles (`s`) not yet applied to it.
///
/// At a million fruit a shuffle walks every fruit: tens of milliseconds, more than a frame. So
/// `s` only counts a shuffle owed. The refresh that follows shuffles its own copy off the main
/// thread along with the listing, and the main thread takes that copy when the refresh lands.
///
/// Until then, `store` is the store before the owed shuffles. Its fruit, stock and stars are
/// the same; only the order differs, and the screen still shows the old order. Anything that
/// changes the store first settles the shuffles on the main thread (`settledStore`). That way
/// an edit that overtakes the refresh acts on the shuffled stand, and the generator's draws
/// come in the order the keys did.
struct OwedShuffles {
    /// The store before the owed shuffles.
    private(set) var store: FruitStandStore
    /// How many shuffles `store` still owes.
    private(set) var count = 0

    init(store: FruitStandStore) {
        self.store = store
    }

    /// The store with every owed shuffle applied: changing it settles them first; reading it
    /// while shuffles are owed makes a shuffled copy.
    ///
    /// - Complexity: O(n) per shuffle still owed, O(1) once they are settled.
    var settledStore: FruitStandStore {
        get { Self.store(store, shuffled: count) }
        _modify {
            settle()
            yield &store
        }
    }

    /// Notes one more shuffle owed (the `s` key).
    mutating func owe() {
        count += 1
    }

    /// `store` shuffled `times` times, as the owed shuffles will shuffle it; runs on any thread.
    ///
    /// - Complexity: O(n) per shuffle.
    static func store(_ store: FruitStandStore, shuffled times: Int) -> FruitStandStore {
        var store = store
        for _ in 0..<times { store.shuffle() }
        return store
    }

    /// Whether `times` shuffles are what `store` still owes: nothing settled them since a
    /// refresh took its copy to shuffle.
    func owes(_ times: Int) -> Bool {
        times > 0 && times == count
    }

    /// Takes `shuffled`, the copy a refresh shuffled for the owed shuffles, as the store, and
    /// returns the store it replaces: the caller lets go of it where freeing a million fruit
    /// costs no frame.
    mutating func land(_ shuffled: FruitStandStore) -> FruitStandStore {
        let replaced = store
        store = shuffled
        count = 0
        return replaced
    }

    /// Applies the owed shuffles to `store` here and now (before reading its order).
    ///
    /// - Complexity: O(n) per shuffle owed.
    mutating func settle() {
        // In place: a copy would copy every fruit first.
        while count > 0 {
            store.shuffle()
            count -= 1
        }
    }
}
