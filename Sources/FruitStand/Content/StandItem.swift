/// An item identifier of the fruit stand's content: seed 000's three item types, `Apple`,
/// `Orange` and `EmptyData`, in one identifier type.
///
/// The seed feeds its data source `AnyHashable`s and asks `item as? Apple`. This enum keeps
/// that shape — one cell registration per item type, chosen by the item's case — but holds
/// only the fruit's identifier: hashing and comparing an item is one integer, where a whole
/// `Apple` (three strings) made building and diffing a 1,000,000-item snapshot cost seconds.
/// The cell looks the fruit up in the store by identifier, in O(1).
enum StandItem: Hashable, Sendable {
    case apple(FruitID)
    case orange(FruitID)
    /// The bad-weather card (`EmptyData`, a constant).
    case closed

    /// The item of a fruit.
    init(_ fruit: Fruit) {
        switch fruit {
        case .apple(let apple): self = .apple(apple.id)
        case .orange(let orange): self = .orange(orange.id)
        }
    }

    /// Hashes one integer, the fruit's identifier and kind packed together: snapshots hash
    /// every item they take in (a million at `--items 1000000`), and the synthesized hash
    /// feeds the hasher the case and then the identifier.
    func hash(into hasher: inout Hasher) {
        switch self {
        case .apple(let id): hasher.combine(id.rawValue &<< 1)
        case .orange(let id): hasher.combine(id.rawValue &<< 1 | 1)
        case .closed: hasher.combine(-1)
        }
    }

    /// The identifier of the fruit the item stands for; nil for the closed stand.
    var fruitID: FruitID? {
        switch self {
        case .apple(let id), .orange(let id): id
        case .closed: nil
        }
    }
}
