/// The stable identity of one fruit on the stand.
///
/// Identifiers are handed out by `Inventory` and never reused within a run, so a removed
/// fruit's identifier never comes back as a different fruit. An identifier is a *slot* (where
/// the inventory keeps the fruit's stock, star and place) and the slot's *generation*: a slot
/// freed by a removal is taken by the next fruit added, one generation on, so the inventory's
/// per-fruit storage stays as large as the most fruit it held rather than growing with every
/// fruit ever added. The same seed (or the same inventory file) gives the same identifiers on
/// every launch, dense from 0 in generation 0, which is what lets the state file restore the
/// focused card by identifier.
package struct FruitID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The identifier as a number: the generation in the high 32 bits, the slot in the low.
    let rawValue: Int

    init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The identifier of `slot` in `generation`.
    init(slot: Int, generation: UInt32) {
        rawValue = Int(generation) << 32 | slot
    }

    /// Where the inventory keeps the fruit's records.
    var slot: Int { rawValue & 0xFFFF_FFFF }

    /// How many fruit held the slot before this one.
    var generation: UInt32 { UInt32(truncatingIfNeeded: rawValue >> 32) }

    package static func < (lhs: FruitID, rhs: FruitID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    package var description: String { "#\(rawValue)" }

    package init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
