extension StringProtocol {
    /// The string as writers draw it, with every grapheme a cluster of its own in a terminal:
    /// - control characters (C0, DEL, C1, including line breaks and tabs) become U+FFFD, so
    ///   nothing moves the cursor behind the buffer's back;
    /// - zero-width graphemes (a lone combining mark, a zero-width space, bidi controls) are
    ///   dropped *before* the text is segmented again, so that neighbours they kept apart join
    ///   here exactly as they will in the terminal (`🍎‍` ZWSP `👋` is one ZWJ sequence);
    /// - a first grapheme with no base — a combining scalar with width, such as a skin-tone
    ///   modifier or a vowel sign — becomes U+FFFD: drawn as is, it would join whatever cell
    ///   comes before it.
    ///
    /// (Writers also drop a ZWJ that ends a cell's grapheme: see `Buffer.write`.)
    ///
    /// - Complexity: O(n) in the length of the string.
    var drawableText: String {
        if printableASCIICount != nil || isDrawnAsWritten { return String(self) }
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if let first = character.unicodeScalars.first, first.isTerminalControl {
                result.append("\u{FFFD}")
            } else if character.terminalWidth > 0 {
                result.append(character)
            }
        }
        if let first = result.first, first.extendsPreviousCluster {
            result.replaceSubrange(result.startIndex..<result.index(after: result.startIndex), with: "\u{FFFD}")
        }
        return result
    }

    /// True when `drawableText` is the string itself: it holds no control character, no format
    /// character that stands alone as a zero-width grapheme (ZWSP, bidi controls, U+FEFF) and no
    /// baseless first grapheme. Zero-width graphemes of other kinds (a
    /// Hangul vowel jamo after a letter) are skipped by writers, but dropping them joins nothing.
    ///
    /// - Complexity: O(n) in the scalars; cheaper than segmenting the string into graphemes.
    var isDrawnAsWritten: Bool {
        for scalar in unicodeScalars {
            if scalar.isTerminalControl { return false }
            if scalar.value >= 0x600, scalar.terminalWidth == 0, scalar.properties.generalCategory == .format,
               scalar.value != 0x200C, scalar.value != 0x200D { return false }
        }
        if let first, first.extendsPreviousCluster { return false }
        return true
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
    /// True when this grapheme has no base: its first scalar (a combining mark, an emoji
    /// modifier, a vowel sign, ZWJ) would join the grapheme before it. Only the start of a text,
    /// or what follows a control character, can hold one.
    var extendsPreviousCluster: Bool {
        guard let first = unicodeScalars.first, first.value >= 0x300 else { return false }
        let properties = first.properties
        guard properties.isGraphemeExtend || properties.isEmojiModifier || properties.generalCategory == .spacingMark
            || [0x200D, 0x0E33, 0x0EB3].contains(first.value) else { return false }
        // The properties approximate Grapheme_Cluster_Break; the segmentation itself decides.
        return ("a" + String(self)).count == 1
    }

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
