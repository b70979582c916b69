extension Buffer {
    /// Writes `text` on row `point.y` starting at column `point.x`, clipped to `clip` (and the
    /// grid).
    ///
    /// Text wider than the room left before the clip's right edge is cut per `lineBreakMode`:
    /// with `…` by default; `.byClipping` (and the wrapping modes) cut at the edge without one.
    /// Graphemes are never split: a wide grapheme that would straddle a clip edge becomes a space
    /// in the column that remains. Text starting left of the clip is cut there without `…`, like
    /// a scrolled view. The text is drawn as `drawableText` gives it (control characters as `�`,
    /// zero-width graphemes dropped) and no cell ends in a ZWJ, so that no cell joins its
    /// neighbour in a terminal.
    ///
    /// - Returns: the columns the text occupies from `point.x` after cutting (how far to advance
    ///   for the next piece of text); 0 when the row is clipped away.
    /// - Complexity: O(n) in the graphemes of `text`.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, at point: Point, style: Style, clip: Rect? = nil,
        lineBreakMode: LineBreakMode = .byTruncatingTail
    ) -> Int {
        let limit = (clip ?? bounds).intersection(bounds)
        guard !limit.isEmpty, point.y >= limit.minY, point.y < limit.maxY else { return 0 }
        let available = limit.maxX - point.x
        guard available > 0 else { return 0 }
        if let count = text.printableASCIICount, count <= available {
            return writeASCII(text, count: count, at: point, style: style, limit: limit)
        }
        var fitted = text.drawableText
        if lineBreakMode.truncates, fitted.terminalWidth > available {
            fitted = fitted.cut(toWidth: available, lineBreakMode: lineBreakMode)
        } else if lineBreakMode == .byWordWrapping, fitted.terminalWidth > available {
            fitted = fitted.cut(toWidth: available, lineBreakMode: .byWordWrapping)
        }
        var x = point.x
        for character in fitted {
            if x >= limit.maxX { break }
            let width = character.terminalWidth
            if width == 0 { continue }
            if width <= 2 || x < limit.minX || x + width > limit.maxX {
                // A cluster a clip edge cuts is not split (its later cells would join whatever
                // precedes them): `place` turns its visible columns into spaces.
                place(Self.cellText(character), width: width, at: x, y: point.y, style: style, limit: limit)
                x += width
            } else {
                for segment in character.terminalSegments {
                    place(segment.text, width: segment.width, at: x, y: point.y, style: style, limit: limit)
                    x += segment.width
                }
            }
        }
        return min(x, limit.maxX) - point.x
    }

    /// Writes `text` in `rect`: wrapped to the rect's width on up to `numberOfLines` lines (0
    /// means as many as the rect is tall), each line placed per `alignment`, the last one cut per
    /// `lineBreakMode` when text remains. Clipped to `clip` as well as `rect`.
    ///
    /// - Returns: the number of lines drawn (the rows used, from the rect's top).
    /// - Complexity: O(n) in the length of `text`.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, in rect: Rect, style: Style, alignment: TextAlignment = .leading,
        numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail, clip: Rect? = nil
    ) -> Int {
        guard !rect.isEmpty else { return 0 }
        let maxLines = numberOfLines > 0 ? min(numberOfLines, rect.height) : rect.height
        let lines = text.wrapped(toWidth: rect.width, maxLines: maxLines, lineBreakMode: lineBreakMode)
        let area = rect.intersection(clip ?? bounds)
        for (row, line) in lines.enumerated() {
            let x = rect.minX + alignment.offset(forLineWidth: line.terminalWidth, in: rect.width)
            write(line, at: Point(x: x, y: rect.minY + row), style: style, clip: area, lineBreakMode: .byClipping)
        }
        return lines.count
    }

    /// Printable ASCII that fits: one cell per byte, no width lookups.
    private mutating func writeASCII(
        _ text: some StringProtocol, count: Int, at point: Point, style: Style, limit: Rect
    ) -> Int {
        // In the text's own storage when it has one (see `printableASCIICount`).
        let wroteInPlace = text.utf8.withContiguousStorageIfAvailable { bytes in
            writeASCII(bytes, at: point, style: style, limit: limit)
        } != nil
        if !wroteInPlace { writeASCII(Array(text.utf8), at: point, style: style, limit: limit) }
        return count
    }

    private mutating func writeASCII(_ bytes: some Sequence<UInt8>, at point: Point, style: Style, limit: Rect) {
        var x = point.x
        for byte in bytes {
            if x >= limit.minX {
                self[x, point.y] = Cell(grapheme: String(Character(Unicode.Scalar(byte))), style: style, width: 1)
            }
            x += 1
        }
    }

    /// The text of a cell holding `character`: without a trailing ZWJ, which joins nothing
    /// inside the cell but would join an emoji in the next cell (where a cut or clip ends a
    /// text after `🏳️‍🌈‍`).
    private static func cellText(_ character: Character) -> String {
        var text = String(character)
        while text.utf8.last == 0x8D, text.unicodeScalars.last == "\u{200D}", text.unicodeScalars.count > 1 {
            text.unicodeScalars.removeLast()
        }
        return text
    }

    /// Puts one grapheme of `width` columns at `x` (1 or 2 unless it straddles a clip edge);
    /// the columns of one that straddles a clip edge become spaces.
    private mutating func place(_ grapheme: String, width: Int, at x: Int, y: Int, style: Style, limit: Rect) {
        if x >= limit.minX, x + width <= limit.maxX {
            self[x, y] = Cell(grapheme: grapheme, style: style, width: UInt8(width))
            return
        }
        let first = max(x, limit.minX), end = min(x + width, limit.maxX)
        guard first < end else { return }
        for column in first..<end { self[column, y] = .blank(style) }
    }
}
