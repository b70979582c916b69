extension StringProtocol {
    /// The text broken into lines of at most `width` columns, as a multi-line label shows it.
    ///
    /// Line breaks in the text start new lines. Lines wrap at spaces, after hyphens and around
    /// wide (CJK) glyphs; a word longer than a line breaks between characters
    /// (`.byCharWrapping` always breaks there). Spaces at a wrap are dropped. When `maxLines`
    /// (0 = no limit) cuts text off, the last line holds as much of the rest as fits and, for the
    /// truncating modes, marks the cut with `…` (`.byTruncatingTail`: `and so on…`). Control
    /// characters other than line breaks become U+FFFD.
    ///
    /// Use `wrapped(toWidth:maxLines:).count` for a row's estimated height.
    ///
    /// - Returns: the lines, none wider than `width`; empty for empty text or `width <= 0`.
    /// - Complexity: O(n) in the length of the text.
    public func wrapped(toWidth width: Int, maxLines: Int = 0, lineBreakMode: LineBreakMode = .byTruncatingTail) -> [String] {
        guard width > 0, !isEmpty else { return [] }
        // One line of printable ASCII that fits, as most titles and hints are, is its own line
        // (unless it ends in spaces, which a line drops).
        if let count = printableASCIICount, count <= width, last != " " { return [String(self)] }
        let limit = maxLines > 0 ? maxLines : Int.max
        let paragraphs = split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var lines: [String] = []
        for (number, paragraph) in paragraphs.enumerated() {
            let characters = Array(paragraph.drawableText)
            let widths = characters.map(\.terminalWidth)
            var wrapper = LineWrapper(characters: characters, widths: widths, width: width,
                                      breaksWords: lineBreakMode != .byCharWrapping)
            if characters.isEmpty {
                if lines.count == limit - 1 && number < paragraphs.count - 1 {
                    lines.append(lineBreakMode.truncates ? "…" : "")
                    return lines
                }
                lines.append("")
                continue
            }
            while let line = wrapper.nextLine() {
                let isLastAllowed = lines.count == limit - 1
                let moreFollows = !wrapper.isFinished || number < paragraphs.count - 1
                if isLastAllowed && moreFollows {
                    lines.append(Self.lastLine(characters[line.start...], wrappedEnd: line.end, width: width,
                                               paragraphContinues: !wrapper.isFinished, mode: lineBreakMode))
                    return lines
                }
                lines.append(String(characters[line.start..<line.end]))
            }
        }
        return lines
    }

    /// The last allowed line when text continues below it.
    private static func lastLine(
        _ rest: ArraySlice<Character>, wrappedEnd: Int, width: Int, paragraphContinues: Bool, mode: LineBreakMode
    ) -> String {
        let restText = String(rest).trimmingTrailingSpaces
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return String(rest[rest.startIndex..<wrappedEnd])
        case .byClipping:
            return String(restText.prefix(fittingWidth: width).text).trimmingTrailingSpaces
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
            if paragraphContinues, restText.terminalWidth > width {
                return restText.cut(toWidth: width, lineBreakMode: mode)
            }
            return restText.withContinuationEllipsis(width: width)
        }
    }
}

extension String {
    /// `self` without trailing U+0020 spaces.
    var trimmingTrailingSpaces: String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[..<end])
    }
}

/// Greedy line breaking over one paragraph.
struct LineWrapper {
    let characters: [Character]
    let widths: [Int]
    let width: Int
    /// Break at word boundaries when possible (otherwise anywhere).
    let breaksWords: Bool
    private var position = 0
    private var started = false

    init(characters: [Character], widths: [Int], width: Int, breaksWords: Bool) {
        self.characters = characters
        self.widths = widths
        self.width = width
        self.breaksWords = breaksWords
    }

    var isFinished: Bool { position >= characters.count }

    /// The next line as a character range, trailing spaces excluded; nil at the end.
    ///
    /// - Complexity: O(length of the line).
    mutating func nextLine() -> (start: Int, end: Int)? {
        // Spaces at a wrap are dropped; a paragraph's own indentation is kept.
        if started { while position < characters.count, characters[position] == " " { position += 1 } }
        started = true
        // A glyph wider than the whole line can never be shown: skip it.
        while position < characters.count, widths[position] > width { position += 1 }
        guard position < characters.count else { return nil }
        let start = position
        var column = 0
        var index = start
        var breakEnd = -1, breakNext = -1
        while index < characters.count {
            let character = characters[index], w = widths[index]
            if character == " " {
                breakEnd = index
                breakNext = index + 1
            } else if w == 2, index > start {
                breakEnd = index
                breakNext = index
            }
            if column + w > width { break }
            column += w
            index += 1
            if w == 2 || (character == "-" && index < characters.count && characters[index] != " ") {
                breakEnd = index
                breakNext = index
            }
        }
        if index >= characters.count {
            position = index
            return (start, trimmedEnd(start, index))
        }
        if breaksWords, breakEnd > start, trimmedEnd(start, breakEnd) > start {
            position = breakNext
            return (start, trimmedEnd(start, breakEnd))
        }
        position = index
        return (start, trimmedEnd(start, index))
    }

    private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, characters[end - 1] == " " { end -= 1 }
        return end
    }
}
