/// What the content shows: the sidebar's destinations.
///
/// The raw value is a short stable string ("all", "in-stock", "favorites", "kind/apple",
/// "variety/apple/Fuji") so the state file can remember the selected destination.
enum FruitQuery: Hashable, Sendable {
    /// Every fruit.
    case all
    /// Fruit whose stock is above zero.
    case inStock
    /// Fruit marked as favourite.
    case favorites
    /// Every fruit of one kind.
    case kind(FruitKind)
    /// The fruit of one kind and variety.
    case variety(FruitKind, String)

    /// True when `fruit` with the given stock and favourite flag belongs in this destination.
    func includes(_ fruit: Fruit, stock: Int, isFavorite: Bool) -> Bool {
        switch self {
        case .all: true
        case .inStock: stock > 0
        case .favorites: isFavorite
        case .kind(let kind): fruit.kind == kind
        case .variety(let kind, let variety): fruit.kind == kind && fruit.variety == variety
        }
    }

    /// The kind this destination is limited to, if any.
    var kind: FruitKind? {
        switch self {
        case .all, .inStock, .favorites: nil
        case .kind(let kind), .variety(let kind, _): kind
        }
    }
}

extension FruitQuery: RawRepresentable, Codable {
    init?(rawValue: String) {
        switch rawValue {
        case "all": self = .all
        case "in-stock": self = .inStock
        case "favorites": self = .favorites
        default:
            let parts = rawValue.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2, let kind = FruitKind(rawValue: String(parts[1])) else { return nil }
            switch (parts[0], parts.count) {
            case ("kind", 2): self = .kind(kind)
            case ("variety", 3) where !parts[2].isEmpty: self = .variety(kind, String(parts[2]))
            default: return nil
            }
        }
    }

    var rawValue: String {
        switch self {
        case .all: "all"
        case .inStock: "in-stock"
        case .favorites: "favorites"
        case .kind(let kind): "kind/\(kind.rawValue)"
        case .variety(let kind, let variety): "variety/\(kind.rawValue)/\(variety)"
        }
    }
}
