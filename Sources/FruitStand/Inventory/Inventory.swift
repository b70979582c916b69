/// Everything the stand has: the weather, the apples and oranges in display order, and the
/// stock and favourite flag of each fruit.
///
/// Stock and favourites are kept apart from `Apple`/`Orange` and looked up by identifier, so
/// changing them never changes an item identifier (see `Apple`). Identifiers name slots, dense
/// from 0, which lets the per-fruit records live in an array indexed by slot: O(1) lookups and
/// a few bytes per fruit even with `--items 1000000`. Beside the records, each fruit's place
/// (`FruitPlace`) says where it sits in `apples` or `oranges`, so the screen's items can be bare
/// identifiers (hashed and compared as one integer) whose fruit is found in O(1). A removed
/// fruit's slot goes to the next fruit added, in the next generation (see `FruitID`): adding
/// and removing fruit for hours keeps these arrays as long as the most fruit the stand held.
public struct Inventory: Hashable, Sendable {
    /// On a bad day the stand is closed and the content shows `EmptyData`; the fruit stays in
    /// the inventory, so the `w` key can reopen the stand without a fetch.
    var weather: Weather
    /// The apples in display order.
    package private(set) var apples: [Apple] = []
    /// The oranges in display order.
    package private(set) var oranges: [Orange] = []
    /// Per-fruit records, indexed by `FruitID.slot`.
    private var records: [Record] = []
    /// Per-fruit places, indexed by `FruitID.slot`: a free slot is `.removed`.
    private var places: [FruitPlace] = []
    /// The slots of removed fruit, the next to be taken last.
    private var freeSlots: [Int32] = []
    /// The numbers taken after the name prefixes `a` has asked about (a cache that equality
    /// and hashing ignore).
    private var takenNames = TakenNames()

    /// Eight bytes: the stock fits 32 bits (`maximumStock`); the flags hold the favourite
    /// flag in the low bit and the slot's generation above it.
    private struct Record: Hashable, Sendable {
        var stock: Int32
        private var flags: UInt32

        init(stock: Int32, isFavorite: Bool, generation: UInt32) {
            self.stock = stock
            flags = generation << 1 | (isFavorite ? 1 : 0)
        }

        var isFavorite: Bool {
            get { flags & 1 != 0 }
            set { flags = flags & ~1 | (newValue ? 1 : 0) }
        }

        /// The generation of the fruit in the slot (31 bits: a slot would have to be reused
        /// two billion times before an identifier came back).
        var generation: UInt32 { flags >> 1 }
    }

    /// The largest stock a fruit can have; badges stay six digits wide at most.
    package static let maximumStock = 999_999

    /// An inventory with no fruit.
    init(weather: Weather = .good) {
        self.weather = weather
    }

    /// Appends a fruit to the end of its kind's section and returns its new identifier.
    ///
    /// `variety` defaults to `name`; `stock` is clamped to `0...maximumStock`. Names are taken as
    /// given (control characters replaced, unless `displaySafe` says there are none); callers
    /// that need unique names check them first.
    @discardableResult
    mutating func append(
        _ kind: FruitKind, name: String, variety: String? = nil, thickness: Int,
        stock: Int = 0, isFavorite: Bool = false, displaySafe: Bool = false
    ) -> FruitID {
        let place = FruitPlace(kind, at: kind == .apple ? apples.count : oranges.count)
        let stock = Int32(min(max(stock, 0), Self.maximumStock))
        let id: FruitID
        if let slot = freeSlots.popLast().map(Int.init) {
            id = FruitID(slot: slot, generation: (records[slot].generation &+ 1) & 0x7FFF_FFFF)
            places[slot] = place
            records[slot] = Record(stock: stock, isFavorite: isFavorite, generation: id.generation)
        } else {
            id = FruitID(slot: records.count, generation: 0)
            places.append(place)
            records.append(Record(stock: stock, isFavorite: isFavorite, generation: 0))
        }
        switch kind {
        case .apple:
            apples.append(Apple(id: id, name: name, variety: variety ?? name, coreThickness: thickness, displaySafe: displaySafe))
            takenNames.didAdd(apples[apples.count - 1].name, kind: kind)
        case .orange:
            oranges.append(Orange(id: id, name: name, variety: variety ?? name, peelThickness: thickness, displaySafe: displaySafe))
            takenNames.didAdd(oranges[oranges.count - 1].name, kind: kind)
        }
        return id
    }

    /// `variety` if no fruit of `kind` has that name, otherwise "variety N" for the smallest
    /// free N from 2.
    ///
    /// - Complexity: O(1) expected once `kind` was asked for; the first time, one walk over
    ///   the names of `kind` fills the numbers of its whole catalogue and of `variety`.
    mutating func freeName(for variety: String, kind: FruitKind) -> String {
        if takenNames.numbers(kind: kind, prefix: variety) == nil {
            let catalogue = kind.varieties
            let (apples, oranges) = (apples, oranges)
            takenNames.fill(kind, prefixes: catalogue.contains(variety) ? catalogue : catalogue + [variety]) { visit in
                // Through the buffers, so only each name is read, not a copy of its whole fruit.
                switch kind {
                case .apple: apples.withUnsafeBufferPointer { apples in for index in apples.indices { visit(apples[index].name) } }
                case .orange: oranges.withUnsafeBufferPointer { oranges in for index in oranges.indices { visit(oranges[index].name) } }
                }
            }
        }
        let numbers = takenNames.numbers(kind: kind, prefix: variety)!
        return numbers.bareCount > 0 ? "\(variety) \(numbers.smallestFree)" : variety
    }

    /// The names of the fruit of `kind`, in display order.
    ///
    /// - Complexity: O(n) to walk.
    func names(of kind: FruitKind) -> some Sequence<String> {
        switch kind {
        case .apple: AnySequence(apples.lazy.map(\.name))
        case .orange: AnySequence(oranges.lazy.map(\.name))
        }
    }

    /// The number of fruit on the stand.
    var count: Int { apples.count + oranges.count }

    /// How many slots the per-fruit storage holds: the most fruit the stand held at once, since
    /// a removed fruit's slot is taken again.
    var slotCount: Int { records.count }

    /// True when the stand has no fruit at all.
    var isEmpty: Bool { apples.isEmpty && oranges.isEmpty }

    /// The stock of the fruit with `id`; 0 for an unknown or removed identifier.
    package func stock(of id: FruitID) -> Int {
        record(id).map { Int($0.stock) } ?? 0
    }

    /// True when the fruit with `id` is a favourite.
    package func isFavorite(_ id: FruitID) -> Bool {
        record(id)?.isFavorite ?? false
    }

    /// True when a fruit with `id` is on the stand.
    func contains(_ id: FruitID) -> Bool {
        record(id) != nil
    }

    /// Every fruit, apples first, each section in display order.
    ///
    /// - Complexity: O(n).
    package var fruits: [Fruit] {
        apples.map(Fruit.apple) + oranges.map(Fruit.orange)
    }

    /// The fruit with `id`, if it is on the stand.
    ///
    /// - Complexity: O(1).
    package func fruit(_ id: FruitID) -> Fruit? {
        guard let place = place(id), let kind = place.kind else { return nil }
        return kind == .apple ? .apple(apples[place.index]) : .orange(oranges[place.index])
    }

    /// The kind of the fruit with `id`, if it is on the stand.
    ///
    /// - Complexity: O(1).
    func kind(of id: FruitID) -> FruitKind? {
        place(id)?.kind
    }

    /// The place of the fruit with `id`: nil for an identifier never handed out, `.removed`
    /// for a removed fruit.
    private func place(_ id: FruitID) -> FruitPlace? {
        guard id.rawValue >= 0, places.indices.contains(id.slot), records[id.slot].generation == id.generation else { return nil }
        return places[id.slot]
    }

    private func record(_ id: FruitID) -> Record? {
        guard place(id)?.kind != nil else { return nil }
        return records[id.slot]
    }

    /// Makes room for `apples` more apples and `oranges` more oranges without reallocating.
    mutating func reserveCapacity(apples: Int, oranges: Int) {
        records.reserveCapacity(records.count + apples + oranges)
        places.reserveCapacity(places.count + apples + oranges)
        self.apples.reserveCapacity(self.apples.count + apples)
        self.oranges.reserveCapacity(self.oranges.count + oranges)
    }

    /// Sets the stock of a present fruit, clamped to `0...maximumStock`.
    mutating func setStock(_ stock: Int, of id: FruitID) {
        guard contains(id) else { return }
        records[id.slot].stock = Int32(min(max(stock, 0), Self.maximumStock))
    }

    /// Sets the favourite flag of a present fruit.
    mutating func setFavorite(_ isFavorite: Bool, of id: FruitID) {
        guard contains(id) else { return }
        records[id.slot].isFavorite = isFavorite
    }

    /// Removes the fruit with `id` and returns it.
    ///
    /// - Complexity: O(k) for the k fruit of its kind after it, which move up one place.
    mutating func remove(_ id: FruitID) -> Fruit? {
        guard let place = place(id), let kind = place.kind else { return nil }
        places[id.slot] = .removed
        freeSlots.append(Int32(id.slot))
        let position = place.index
        switch kind {
        case .apple:
            let apple = apples.remove(at: position)
            renumber(after: place, of: .apple, following: apples[position...].lazy.map(\.id))
            takenNames.didRemove(apple.name, kind: .apple)
            return .apple(apple)
        case .orange:
            let orange = oranges.remove(at: position)
            renumber(after: place, of: .orange, following: oranges[position...].lazy.map(\.id))
            takenNames.didRemove(orange.name, kind: .orange)
            return .orange(orange)
        }
    }

    /// Moves the fruit with `id` to `index` among the fruit of its kind (clamped to the end).
    ///
    /// - Complexity: O(k) for the k fruit of its kind between the two places.
    mutating func move(_ id: FruitID, to index: Int) {
        guard let place = place(id), let kind = place.kind else { return }
        let from = place.index
        func move<Element: Identifiable<FruitID>>(in fruit: inout [Element]) -> ClosedRange<Int> {
            let to = min(max(index, 0), fruit.count - 1)
            fruit.insert(fruit.remove(at: from), at: to)
            return min(from, to)...max(from, to)
        }
        let moved: ClosedRange<Int>
        switch kind {
        case .apple:
            moved = move(in: &apples)
            renumber(apples[moved].lazy.map(\.id), of: .apple, from: moved.lowerBound)
        case .orange:
            moved = move(in: &oranges)
            renumber(oranges[moved].lazy.map(\.id), of: .orange, from: moved.lowerBound)
        }
    }

    /// Shuffles the apples and the oranges, each within their own section.
    ///
    /// - Complexity: O(n).
    mutating func shuffle(using random: inout SeededRandom) {
        // Through the buffers, whose swaps move the fruit without retaining and releasing
        // their names (a million swaps at --items 1000000); the draws are the same.
        apples.withUnsafeMutableBufferPointer { random.shuffle(&$0) }
        oranges.withUnsafeMutableBufferPointer { random.shuffle(&$0) }
        renumber(apples.lazy.map(\.id), of: .apple, from: 0)
        renumber(oranges.lazy.map(\.id), of: .orange, from: 0)
    }

    /// Records that the fruit of `vacated`'s kind after it, `following` (the fruit there now,
    /// in order), moved up one place.
    ///
    /// A few are renumbered by identifier. Many (an eighth of the fruit or more, as when a fruit
    /// near the top of a million is deleted) are renumbered by one pass over the places in
    /// identifier order (`FruitPlace.close`): after a shuffle, identifiers in display order land
    /// all over the places, and a pass in memory order costs a fraction of as many scattered
    /// writes.
    ///
    /// - Complexity: O(min(*k*, *n*)) for the *k* fruit following.
    private mutating func renumber(after vacated: FruitPlace, of kind: FruitKind, following: some Collection<FruitID>) {
        guard 8 * following.count >= places.count else { return renumber(following, of: kind, from: vacated.index) }
        FruitPlace.close(vacated, in: &places)
    }

    /// Records that the fruit `ids`, of `kind`, sit at consecutive positions from `start`.
    private mutating func renumber(_ ids: some Sequence<FruitID>, of kind: FruitKind, from start: Int) {
        var position = start
        for id in ids {
            places[id.slot] = FruitPlace(kind, at: position)
            position += 1
        }
    }
}
