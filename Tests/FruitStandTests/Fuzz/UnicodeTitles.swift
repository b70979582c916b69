import TestSupport

/// Random titles built from the text that breaks terminal layouts: wide CJK, emoji sequences
/// (ZWJ families, flags, skin tones, VS15/VS16), stacked combining marks (also leading a
/// string), C0/C1 controls, tabs and line breaks, DEL, right-to-left text and bidi controls,
/// zero-width characters, very long strings and empty ones.
///
/// Titles are assembled from pieces rather than random scalars: random scalars are almost all
/// unassigned or CJK, while the failures live in the combinations (a mark after a wide glyph,
/// VS16 before a cut, a ZWJ at the end).
enum UnicodeTitles {
    /// Pieces by family, so that every family turns up often whatever its size.
    static let families: [[String]] = [
        // ASCII and Latin
        ["Fuji", "Gala", "Pink Lady", " ", "  ", "x", "Apple-123", "%s%n", "\"quoted\"", "back\\slash", "Ä", "ß", "ǅ"],
        // Wide: CJK, Hangul, kana, fullwidth, Hangul jamo L+V+T
        ["林檎", "蜜柑", "りんご", "사과", "ＡＢ", "\u{1100}\u{1161}\u{11A8}", "\u{3000}", "〜", "𠀋"],
        // Emoji: plain, ZWJ, flags, lone regional indicator, skin tones, VS15/VS16, keycaps, tags
        ["🍎", "🍊", "👨‍👩‍👧", "👩‍❤️‍👨", "🏳️‍🌈", "🇫🇷", "🇯🇵", "🇫", "👍🏽", "👋🏿", "❤️", "❤︎", "😀︎", "☔️", "☔︎",
         "1️⃣", "©️", "🥲", "🫨", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🍎\u{200D}", "\u{FE0F}", "\u{1F3FD}"],
        // Combining marks, stacked and leading
        ["e\u{301}", "a\u{301}\u{302}\u{303}\u{304}\u{308}", "\u{301}", "\u{301}\u{327}\u{20DD}", "\u{20DD}", "o\u{489}",
         "林\u{301}", "🍎\u{301}", "Z\u{351}\u{34F}\u{35B}\u{36B}\u{310}\u{33D}\u{344}\u{30A}"],
        // C0 and C1 controls, DEL, tabs and line breaks, escape sequences
        ["\u{0}", "\u{7}", "\u{8}", "\t", "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{1B}", "\u{1B}[31m", "\u{1B}]0;t\u{7}",
         "\u{7F}", "\u{80}", "\u{85}", "\u{9B}2J", "\u{9F}", "\u{1F}"],
        // Right-to-left text and bidi controls
        ["תפוח", "برتقال", "\u{202E}", "\u{202D}", "\u{202A}", "\u{202C}", "\u{2066}", "\u{2067}", "\u{2069}", "\u{200E}",
         "\u{200F}", "\u{61C}", "\u{202E}olleh\u{202C}"],
        // Zero-width and separators
        ["\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{2028}", "\u{2029}", "\u{AD}", "\u{34F}"],
        // Others: Indic conjuncts, prepended marks, private use, noncharacters, specials
        ["न्त्र", "क्षि", "\u{600}1", "\u{E000}", "\u{FFFF}", "\u{FFFD}", "…", "─│╭╮", "\u{10FFFF}", "ﷺ", "\u{1D11E}"],
    ]

    /// A random title: usually a few pieces, sometimes empty, sometimes hundreds of pieces.
    static func title(using generator: inout SeededGenerator) -> String {
        let roll = Int.random(in: 0..<40, using: &generator)
        let count: Int
        switch roll {
        case 0: return ""
        case 1: count = Int.random(in: 60...300, using: &generator)
        case 2..<8: count = 1
        default: count = Int.random(in: 2...8, using: &generator)
        }
        var title = ""
        for _ in 0..<count { title += piece(using: &generator) }
        return title
    }

    /// One piece from a random family.
    static func piece(using generator: inout SeededGenerator) -> String {
        let family = families[Int.random(in: 0..<families.count, using: &generator)]
        return family[Int.random(in: 0..<family.count, using: &generator)]
    }

    /// A title that is not empty and not all whitespace once loaded, so an inventory holding it
    /// loads: random text with a visible numbered tag, which keeps titles apart (the loader
    /// check predicts a duplicate all the same, should two ever meet).
    static func visibleTitle(tag: Int, using generator: inout SeededGenerator) -> String {
        let text = title(using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: return "#\(tag)" + text
        case 1: return text + "#\(tag)"
        default: return text + "#\(tag)" + title(using: &generator)
        }
    }
}
