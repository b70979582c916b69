import TestSupport

/// Writes a title as the body of a JSON string the way a user's file might: each scalar raw
/// (UTF-8) or as a `\uXXXX` escape (a surrogate pair above U+FFFF, hex in either case), short
/// escapes where JSON has them, and lone surrogate escapes (`\ud800`, `\udfff`, a reversed pair,
/// a high surrogate before an ordinary escape) slipped in between.
///
/// Alongside the bytes it keeps what the loader must make of them: the decoded text, with each
/// lone surrogate as U+FFFD (docs/fruitstand-data.md).
struct JSONTitleEncoder {
    /// The string body, without its quotes.
    private(set) var bytes: [UInt8] = []
    /// The text the parser must decode from `bytes`.
    private(set) var decoded = String.UnicodeScalarView()
    /// Offsets in `bytes` between one escape or raw character and the next: where other bytes
    /// can be slipped in without breaking an escape.
    private(set) var boundaries = [0]

    /// How often (in 1,000) a scalar is escaped, and a lone surrogate slipped in before it.
    var escapeRate = 300
    var surrogateRate = 40

    /// Encodes `text`, drawing every choice from `generator`.
    static func encode(_ text: String, escapeRate: Int = 300, surrogateRate: Int = 40,
                       using generator: inout SeededGenerator) -> JSONTitleEncoder {
        var encoder = JSONTitleEncoder()
        encoder.escapeRate = escapeRate
        encoder.surrogateRate = surrogateRate
        // Two injections in a row could pair up into a valid scalar: at most one per gap.
        for scalar in text.unicodeScalars {
            encoder.maybeInjectSurrogate(using: &generator)
            encoder.append(scalar, using: &generator)
            encoder.boundaries.append(encoder.bytes.count)
        }
        encoder.maybeInjectSurrogate(using: &generator)
        if encoder.boundaries.last != encoder.bytes.count { encoder.boundaries.append(encoder.bytes.count) }
        return encoder
    }

    private mutating func append(_ scalar: Unicode.Scalar, using generator: inout SeededGenerator) {
        decoded.append(scalar)
        let short: [UInt32: Character] = [0x22: "\"", 0x5C: "\\", 0x2F: "/", 0x08: "b", 0x0C: "f", 0x0A: "n", 0x0D: "r", 0x09: "t"]
        let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
        guard mustEscape || Int.random(in: 0..<1000, using: &generator) < escapeRate else {
            bytes += Array(String(scalar).utf8)
            return
        }
        if let letter = short[scalar.value], Bool.random(using: &generator) {
            bytes += Array("\\\(letter)".utf8)
            return
        }
        for unit in String(scalar).utf16 { escape(UInt32(unit), using: &generator) }
    }

    /// Appends `\uXXXX` for one UTF-16 code unit, in random case.
    private mutating func escape(_ unit: UInt32, using generator: inout SeededGenerator) {
        let uppercase = Bool.random(using: &generator)
        let hex = String(unit, radix: 16, uppercase: uppercase)
        bytes += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }

    private mutating func maybeInjectSurrogate(using generator: inout SeededGenerator) {
        guard Int.random(in: 0..<1000, using: &generator) < surrogateRate else { return }
        defer { boundaries.append(bytes.count) }
        let high = UInt32.random(in: 0xD800...0xDBFF, using: &generator)
        let low = UInt32.random(in: 0xDC00...0xDFFF, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: escape([0xD800, 0xDBFF, high].randomElement(using: &generator)!, using: &generator)
        case 1: escape([0xDC00, 0xDFFF, low].randomElement(using: &generator)!, using: &generator)
        case 2:
            escape(low, using: &generator)
            escape(high, using: &generator)
            decoded.append("\u{FFFD}")
        case 3:
            // A high surrogate before an escape that is no low surrogate: both count.
            escape(high, using: &generator)
            escape(0x41, using: &generator)
            decoded.append("\u{FFFD}")
            decoded.append("A")
            return
        default:
            // A high surrogate before a raw (unescaped) character.
            escape(high, using: &generator)
            bytes += Array("x".utf8)
            decoded.append("\u{FFFD}")
            decoded.append("x")
            return
        }
        decoded.append("\u{FFFD}")
    }
}
