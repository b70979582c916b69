/// What a terminal whose locale is not UTF-8 (`LANG=C`, a console) is sent instead of each
/// cell's grapheme: ASCII of the cell's width, so that a row keeps its columns and borders,
/// arrows and marks still read (a wide emoji it cannot show would otherwise come out as
/// `__` or as bytes of garbage).
enum ASCIIFallback {
    /// `grapheme`, drawn `width` columns wide (1 or 2), in printable ASCII of that width.
    static func text(for grapheme: String, width: Int) -> String {
        let width = max(1, min(width, 2))
        if let first = grapheme.unicodeScalars.first, (0x20..<0x7F).contains(first.value) {
            return pad(String(Character(first)), to: width)
        }
        if let known = table[grapheme] ?? grapheme.unicodeScalars.first.flatMap({ table[String($0)] }) {
            return pad(known, to: width)
        }
        if let scalar = grapheme.unicodeScalars.first {
            switch scalar.value {
            // A Latin-1 letter with marks: its base letter ("é" -> "e").
            case 0xC0...0xFF: return pad(String(latin1[latin1.index(latin1.startIndex, offsetBy: Int(scalar.value) - 0xC0)]), to: width)
            case 0x2500...0x257F: return pad(boxDrawing(scalar), to: width)
            case 0x2580...0x259F: return pad(" ", to: width)
            default: break
            }
        }
        // A pictograph (an app's icon) keeps its place as a box, so that the text after it
        // does not look indented for no reason; anything else (CJK) has no ASCII meaning: blank
        // rather than noise.
        if grapheme.unicodeScalars.contains(where: \.properties.isEmojiPresentation) { return width == 2 ? "[]" : "?" }
        return width == 2 ? "  " : "?"
    }

    private static func pad(_ text: String, to width: Int) -> String {
        let cut = String(text.prefix(width))
        return cut + String(repeating: " ", count: width - cut.count)
    }

    /// U+00C0 to U+00FF by their base letters.
    private static let latin1 = "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty"

    /// Lines by their direction: horizontal `-`, vertical `|`, corners and joins `+`.
    private static func boxDrawing(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A: "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B: "|"
        default: "+"
        }
    }

    /// Marks the library and apps draw, by what they mean. A stand-in is never shared by two
    /// meanings (a check mark is not the down arrow `v`, rain is not the letter `r` a key might
    /// be): the arrows and pointers of one direction share one, as do stars, crosses, checks.
    private static let table: [String: String] = [
        "…": ".", "·": ".", "•": "o", "–": "-", "—": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"",
        "←": "<", "→": ">", "↑": "^", "↓": "v", "↑↓": "^v", "▸": ">", "▹": ">", "▶": ">", "◂": "<", "◀": "<",
        "▾": "v", "▿": "v", "▼": "v", "▴": "^", "▲": "^", "‹": "<", "›": ">", "«": "<", "»": ">",
        "✓": "+", "✔": "+", "✕": "x", "✗": "x", "✘": "x", "★": "*", "☆": "*", "⭐": "*", "≡": "=", "☰": "=",
        "⚠": "!", "☀": "O", "☔": "~", "×": "x", "÷": "/", "€": "E", "£": "L", "¥": "Y",
        "⠋": "|", "⠙": "/", "⠹": "-", "⠸": "\\", "⠼": "|", "⠴": "/", "⠦": "-", "⠧": "\\", "⠇": "|", "⠏": "/",
        "\u{FFFD}": "?",
    ]
}
