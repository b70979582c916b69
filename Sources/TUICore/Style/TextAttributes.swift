/// Character attributes a terminal draws independently of colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits, one per attribute.
    public let rawValue: UInt8

    /// The attributes whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright, on terminals that draw bold as a brighter colour).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim, also called faint: drawn at half intensity.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic, where the terminal's font has it.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Reverse video: the terminal swaps foreground and background. The stand-in for a fill on a
    /// terminal without colour.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// Struck through.
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}
