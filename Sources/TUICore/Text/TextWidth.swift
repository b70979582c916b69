extension Character {
    /// Columns this grapheme occupies in a terminal: 0, 1, 2 or (rarely) more.
    ///
    /// The width is the one grapheme-aware terminals draw, computed from Unicode 15 data without
    /// libc or the locale:
    /// - East Asian Wide/Fullwidth scalars (CJK, Hangul, most emoji) are 2; other printable
    ///   scalars are 1; nonspacing/enclosing/format marks, zero-width spaces and joiners are 0.
    /// - A text-presentation emoji followed by VS16 (U+FE0F), a regional-indicator flag pair, an
    ///   emoji ZWJ sequence (👨‍👩‍👧) and an emoji modifier sequence (👍🏽) are 2 as a whole.
    /// - VS15 (U+FE0E) never narrows: an emoji-presentation base stays 2 because tmux, xterm and
    ///   glibc's `wcwidth` draw it 2 wide, and a wider model is what writers can realign.
    /// - Control characters are 0: writers replace them with U+FFFD so rows never misalign.
    /// - Other clusters are the sum of their scalars (an Indic conjunct may be 3); writers spread
    ///   such a cluster over one cell per spacing scalar.
    ///
    /// Where terminals disagree with this width, `hasStableTerminalWidth` is false.
    public var terminalWidth: Int {
        TerminalGrapheme(unicodeScalars).width
    }

    /// True when every common terminal advances the cursor by exactly `terminalWidth` columns for
    /// this grapheme: wcwidth-based ones (xterm, tmux 3.3, ncurses' own cursor model) and
    /// grapheme-aware ones (kitty, WezTerm, iTerm2).
    ///
    /// False for variation-selector sequences (❤️, 1️⃣, 😀︎), ZWJ sequences, emoji modifier sequences,
    /// lone regional indicators, and scalars from Unicode 13 or later (🥲, 🫨), which older
    /// `wcwidth` tables do not know. Writers draw such graphemes without trusting the terminal's
    /// cursor: pad the cells first, then position the cursor explicitly after the grapheme.
    package var hasStableTerminalWidth: Bool {
        TerminalGrapheme(unicodeScalars, checksAge: true).isStable
    }
}

extension StringProtocol {
    /// Columns the string occupies in a terminal as writers draw it: the sum of its graphemes'
    /// widths, where a control character counts as the `�` drawn for it, zero-width graphemes
    /// count nothing and the graphemes they kept apart are measured joined (as the terminal
    /// will join them), and a first grapheme with no base (a lone skin-tone modifier) counts as
    /// the `�` drawn for it.
    ///
    /// - Complexity: O(n) in the length of the string.
    public var terminalWidth: Int {
        if let ascii = printableASCIICount { return ascii }
        var total = 0
        for character in self {
            let width = character.terminalWidth
            // A control or zero-width grapheme, dropped or replaced when drawn, may change how
            // its neighbours join: measure what is drawn instead.
            if width == 0 { return String(self).drawableText.graphemeWidthSum }
            total += width
        }
        if let first = first, first.extendsPreviousCluster { return String(self).drawableText.graphemeWidthSum }
        return total
    }

    /// The sum of the graphemes' widths, taken as they are.
    private var graphemeWidthSum: Int {
        var total = 0
        for character in self { total += character.terminalWidth }
        return total
    }

    /// The UTF-8 length when the string is all printable ASCII (one column per byte), else nil.
    ///
    /// Native strings and substrings are scanned in their own storage: this is generic code
    /// that callers in other modules run unspecialized, where iterating `utf8` byte by byte
    /// costs a protocol call per byte.
    var printableASCIICount: Int? {
        if let scanned = utf8.withContiguousStorageIfAvailable(\.printableASCIICount) { return scanned }
        for byte in utf8 where !byte.isPrintableASCII { return nil }
        return utf8.count
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The number of bytes when all of them are printable ASCII, else nil.
    var printableASCIICount: Int? {
        allSatisfy(\.isPrintableASCII) ? count : nil
    }
}

extension UInt8 {
    /// Whether the byte is printable ASCII: a space through `~`.
    var isPrintableASCII: Bool { (0x20..<0x7F).contains(self) }
}

/// The width facts of one grapheme cluster, computed in a single pass over its scalars.
struct TerminalGrapheme {
    /// Columns as grapheme-aware terminals draw it; see `Character.terminalWidth`.
    var width = 0
    /// True when wcwidth-based terminals and tmux 3.3 advance by `width` too. Scalars too new
    /// for common width tables count only when `checksAge` was set (the lookup costs time that
    /// plain width measuring does not need).
    var isStable = true

    init(_ scalars: some Sequence<Unicode.Scalar>, checksAge: Bool = false) {
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return }
        guard !first.isTerminalControl else { return }
        let firstWidth = first.terminalWidth
        guard let second = iterator.next() else {
            width = firstWidth
            isStable = !first.isRegionalIndicator && !(checksAge && first.isNewerThanCommonWidthTables)
            return
        }
        // `sum` is what wcwidth-based terminals (xterm, ncurses) advance; `tmuxSum` is tmux 3.3,
        // which also folds the scalar after a ZWJ into the cluster.
        var sum = firstWidth, tmuxSum = firstWidth
        var hasVS15 = false, hasVS16 = false, hasModifier = false, emojiAfterJoiner = false
        var afterJoiner = false
        var isNew = checksAge && first.isNewerThanCommonWidthTables
        var next: Unicode.Scalar? = second
        while let scalar = next {
            let columns = scalar.terminalWidth
            if checksAge && scalar.isNewerThanCommonWidthTables { isNew = true }
            sum += columns
            if afterJoiner {
                afterJoiner = false
                if scalar.properties.isEmoji { emojiAfterJoiner = true }
            } else {
                tmuxSum += columns
            }
            switch scalar.value {
            case 0xFE0E: hasVS15 = true
            case 0xFE0F: hasVS16 = true
            case 0x200D: afterJoiner = true
            case 0x1F3FB...0x1F3FF: hasModifier = true
            default: break
            }
            next = iterator.next()
        }
        let isEmojiBase = first.properties.isEmoji
        if first.isRegionalIndicator {
            width = second.isRegionalIndicator ? 2 : 1
        } else if isEmojiBase && hasVS16 {
            width = 2
        } else if isEmojiBase && !first.isASCII && (emojiAfterJoiner || hasModifier) {
            width = 2
        } else if firstWidth == 2 && first.properties.isEmojiPresentation {
            width = 2
        } else {
            width = sum
        }
        isStable = !hasVS15 && !hasVS16 && !isNew && width == sum && width == tmuxSum
    }
}

extension Unicode.Scalar {
    /// Columns this scalar takes on its own, as glibc's `wcwidth` counts it from Unicode 15 data;
    /// 0 for control characters.
    var terminalWidth: Int {
        let v = value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < 0xA0 { return 0 }
        if v < 0x300 { return 1 }
        return UnicodeWidthTable.width(of: v)
    }

    /// C0 and C1 control characters (and DEL), which move the cursor or do nothing visible, and
    /// the line and paragraph separators U+2028 and U+2029, which terminals give no width of
    /// their own: writers draw all of them as U+FFFD.
    var isTerminalControl: Bool {
        value < 0x20 || (0x7F..<0xA0).contains(value) || value == 0x2028 || value == 0x2029
    }

    var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }

    /// True for scalars assigned in Unicode 13.0 or later. Older C libraries (glibc before 2.32,
    /// as on Debian 11; glibc 2.36 stops at Unicode 14) give them no width, and tmux 3.3 then
    /// draws nothing at all: writers must not trust the cursor after one.
    var isNewerThanCommonWidthTables: Bool {
        guard value >= 0x0300, let age = properties.age else { return false }
        return age.major >= 13
    }
}

/// Lookup in the generated `unicodeWidthRanges`.
enum UnicodeWidthTable {
    /// The width of `value`: 0 or 2 inside a listed range, 1 outside.
    ///
    /// - Complexity: O(log r) in the number of ranges (about 470).
    static func width(of value: UInt32) -> Int {
        let table = unicodeWidthRanges
        var low = 0, high = table.count / 3 - 1
        while low <= high {
            let middle = (low + high) >> 1
            let base = middle * 3
            if value < table[base] {
                high = middle - 1
            } else if value > table[base + 1] {
                low = middle + 1
            } else {
                return Int(table[base + 2])
            }
        }
        return 1
    }
}
