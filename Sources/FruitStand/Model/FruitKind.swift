/// The two kinds of fruit the stand sells.
package enum FruitKind: String, CaseIterable, Hashable, Sendable, Codable {
    case apple
    case orange

    /// The content section that lists this kind.
    var section: Section {
        switch self {
        case .apple: .apples
        case .orange: .oranges
        }
    }

    /// The plural title the sidebar and section headers show: "Apples", "Oranges".
    var title: String { section.rawValue }

    /// A glyph for the sidebar; both are two columns wide in every terminal (emoji presentation).
    var glyph: String {
        switch self {
        case .apple: "🍎"
        case .orange: "🍊"
        }
    }

    /// The name of the measured thickness: "core thickness" or "peel thickness", as in the seed's
    /// cell labels.
    var thicknessLabel: String {
        switch self {
        case .apple: "core thickness"
        case .orange: "peel thickness"
        }
    }

    /// The varieties the stand can stock, used by the built-in stand and by `a` (add a fruit).
    var varieties: [String] {
        switch self {
        case .apple:
            ["Honeycrisp", "Granny Smith", "Fuji", "Gala", "Pink Lady", "Braeburn",
             "McIntosh", "Golden Delicious", "Jazz", "Cosmic Crisp", "Empire", "Jonagold"]
        case .orange:
            ["Navel", "Valencia", "Blood", "Cara Cara", "Seville", "Mandarin",
             "Clementine", "Satsuma", "Tangelo", "Jaffa"]
        }
    }

    /// The thicknesses, in millimetres, that generated fruit of this kind get.
    var thicknessRange: ClosedRange<Int> {
        switch self {
        case .apple: 2...7
        case .orange: 2...9
        }
    }
}
