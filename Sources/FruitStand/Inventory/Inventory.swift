/// Everything the stand has: the weather, the apples and oranges in display order, and the
/// stock and favourite flag of each fruit.
///
/// Stock and favourites are kept apart from `Apple`/`Orange` and looked up by identifier, so
/// changing them never changes an item identifier (see `Apple`). Identifiers are dense from 0 in
/// the order fruit was appended, which lets the per-fruit records live in an array indexed by
/// identifier: O(1) lookups and a few bytes per fruit even with `--items 1000000`.
public struct Inventory: Hashable, Sendable {
    /// On a bad day the stand is closed and the content shows `EmptyData`; the fruit stays in
    /// the inventory, so the `w` key can reopen the stand without a fetch.
    var weather: Weather
    /// The apples in display order.
    package var apples: [Apple] = []
    /// The oranges in display order.
    package var oranges: [Orange] = []
    /// Per-identifier records, indexed by `FruitID.rawValue`; removed fruit keep their slot.
    private var records: [Record] = []

    private struct Record: Hashable, Sendable {
        var stock: Int
        var isFavorite: Bool
        var isPresent = true
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
    /// given (control characters replaced); callers that need unique names check them first.
    @discardableResult
    mutating func append(
        _ kind: FruitKind, name: String, variety: String? = nil, thickness: Int,
        stock: Int = 0, isFavorite: Bool = false
    ) -> FruitID {
        let id = FruitID(records.count)
        records.append(Record(stock: min(max(stock, 0), Self.maximumStock), isFavorite: isFavorite))
        switch kind {
        case .apple:
            apples.append(Apple(id: id, name: name, variety: variety ?? name, coreThickness: thickness))
        case .orange:
            oranges.append(Orange(id: id, name: name, variety: variety ?? name, peelThickness: thickness))
        }
        return id
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

    /// True when the stand has no fruit at all.
    var isEmpty: Bool { apples.isEmpty && oranges.isEmpty }

    /// The stock of the fruit with `id`; 0 for an unknown or removed identifier.
    package func stock(of id: FruitID) -> Int {
        record(id)?.stock ?? 0
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

    private func record(_ id: FruitID) -> Record? {
        guard records.indices.contains(id.rawValue), records[id.rawValue].isPresent else { return nil }
        return records[id.rawValue]
    }

    /// Makes room for `count` more fruit without reallocating.
    mutating func reserveCapacity(_ count: Int) {
        records.reserveCapacity(records.count + count)
    }

    /// Sets the stock of a present fruit, clamped to `0...maximumStock`.
    mutating func setStock(_ stock: Int, of id: FruitID) {
        guard contains(id) else { return }
        records[id.rawValue].stock = min(max(stock, 0), Self.maximumStock)
    }

    /// Sets the favourite flag of a present fruit.
    mutating func setFavorite(_ isFavorite: Bool, of id: FruitID) {
        guard contains(id) else { return }
        records[id.rawValue].isFavorite = isFavorite
    }

    /// Removes the fruit with `id` and returns it.
    ///
    /// - Complexity: O(n).
    mutating func remove(_ id: FruitID) -> Fruit? {
        guard contains(id) else { return nil }
        records[id.rawValue].isPresent = false
        if let index = apples.firstIndex(where: { $0.id == id }) {
            return .apple(apples.remove(at: index))
        }
        if let index = oranges.firstIndex(where: { $0.id == id }) {
            return .orange(oranges.remove(at: index))
        }
        return nil
    }
}
