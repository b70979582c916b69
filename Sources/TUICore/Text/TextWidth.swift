extension Character {
    /// Columns this grapheme occupies in a terminal: 0, 1 or 2.
    ///
    /// CJK and emoji-presentation graphemes are 2 columns; combining marks and joiners inside a
    /// grapheme add nothing; control characters are 0 (writers replace them before drawing).
    public var terminalWidth: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if first.isASCII { return 1 }
        if first.properties.isEmojiPresentation { return 2 }
        if unicodeScalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        if first.isEastAsianWide { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }
}

extension StringProtocol {
    /// Columns the string occupies in a terminal: the sum of its graphemes' widths.
    ///
    /// - Complexity: O(n) in the number of graphemes.
    public var terminalWidth: Int {
        var total = 0
        for character in self { total += character.terminalWidth }
        return total
    }
}

extension Unicode.Scalar {
    /// True for scalars in the East Asian Wide and Fullwidth ranges.
    var isEastAsianWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
