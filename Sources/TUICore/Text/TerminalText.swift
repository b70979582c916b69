extension StringProtocol {
    /// The string as writers draw it: every control character (C0, DEL, C1, including line
    /// breaks and tabs) replaced by U+FFFD, so that nothing moves the cursor behind the buffer's
    /// back.
    ///
    /// - Complexity: O(n) in the length of the string.
    var replacingTerminalControls: String {
        guard containsTerminalControl else { return String(self) }
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if let first = character.unicodeScalars.first, first.isTerminalControl {
                result.append("\u{FFFD}")
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// True when the string holds a C0 control, DEL or a C1 control (U+0080–U+009F).
    var containsTerminalControl: Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == 0xC2, (0x80...0x9F).contains(byte) { return true }
            previous = byte
        }
        return false
    }

    /// The longest prefix whose width is at most `width`, with its width. Zero-width graphemes
    /// directly after the prefix are left out.
    ///
    /// - Complexity: O(n) in the length of the prefix.
    func prefix(fittingWidth width: Int) -> (text: SubSequence, width: Int) {
        var used = 0
        var end = startIndex
        var index = startIndex
        while index < endIndex {
            let w = self[index].terminalWidth
            if used + w > width { break }
            used += w
            index = self.index(after: index)
            if w > 0 { end = index }
        }
        return (self[startIndex..<end], used)
    }

    /// The longest suffix whose width is at most `width`, with its width.
    ///
    /// - Complexity: O(n) in the length of the suffix.
    func suffix(fittingWidth width: Int) -> (text: SubSequence, width: Int) {
        var used = 0
        var start = endIndex
        while start > startIndex {
            let before = index(before: start)
            let w = self[before].terminalWidth
            if used + w > width { break }
            used += w
            start = before
        }
        return (self[start..<endIndex], used)
    }
}

extension Character {
    /// The cells a cluster wider than 2 columns (an Indic conjunct, say) is drawn in: one per
    /// spacing scalar, each keeping the zero-width scalars that follow it. wcwidth-based
    /// terminals draw such a cluster the same way, so the cells line up with the screen.
    var terminalSegments: [(text: String, width: Int)] {
        var segments: [(text: String, width: Int)] = []
        var current = String.UnicodeScalarView()
        var currentWidth = 0
        for scalar in unicodeScalars {
            let w = scalar.terminalWidth
            if w > 0, !current.isEmpty, currentWidth > 0 {
                segments.append((String(current), currentWidth))
                current = String.UnicodeScalarView()
                currentWidth = 0
            }
            current.append(scalar)
            currentWidth += w
        }
        if currentWidth > 0 { segments.append((String(current), currentWidth)) }
        return segments
    }
}
