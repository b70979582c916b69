/// The stable identity of one fruit on the stand.
///
/// Identifiers are handed out in order by `Inventory` and never reused within a run, so a
/// removed fruit's identifier never comes back as a different fruit. The same seed (or the same
/// inventory file) gives the same identifiers on every launch, which is what lets the state file
/// restore the focused card by identifier.
package struct FruitID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The identifier as a number; dense from 0 in the order fruit was added.
    let rawValue: Int

    init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

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
