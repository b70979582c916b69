extension Buffer {
    /// Draws the outline of `rect` with box-drawing characters, clipped to `clip` (and the grid);
    /// the inside is left as it is.
    ///
    /// A `title` sits in the top edge after the corner and one line (`╭─ Title ──╮`), cut with
    /// `…` to fit. A rect one row tall draws a horizontal rule, one column wide a vertical rule.
    public mutating func drawBox(
        _ rect: Rect, style: Style, border: BoxBorder = .rounded, title: String? = nil, clip: Rect? = nil
    ) {
        guard !rect.isEmpty else { return }
        let limit = (clip ?? bounds).intersection(bounds)
        let g = border.glyphs
        if rect.height == 1 {
            drawHorizontalRule(at: rect.origin, length: rect.width, style: style, border: border, clip: limit)
            return
        }
        if rect.width == 1 {
            drawVerticalRule(at: rect.origin, length: rect.height, style: style, border: border, clip: limit)
            return
        }
        let top = rect.minY, bottom = rect.maxY - 1, left = rect.minX, right = rect.maxX - 1
        put(g.topLeading, x: left, y: top, style: style, limit: limit)
        put(g.topTrailing, x: right, y: top, style: style, limit: limit)
        put(g.bottomLeading, x: left, y: bottom, style: style, limit: limit)
        put(g.bottomTrailing, x: right, y: bottom, style: style, limit: limit)
        if rect.width > 2 {
            drawHorizontalRule(at: Point(x: left + 1, y: top), length: rect.width - 2, style: style, border: border, clip: limit)
            drawHorizontalRule(at: Point(x: left + 1, y: bottom), length: rect.width - 2, style: style, border: border, clip: limit)
        }
        if rect.height > 2 {
            drawVerticalRule(at: Point(x: left, y: top + 1), length: rect.height - 2, style: style, border: border, clip: limit)
            drawVerticalRule(at: Point(x: right, y: top + 1), length: rect.height - 2, style: style, border: border, clip: limit)
        }
        if let title, !title.isEmpty, rect.width >= 7 {
            let room = Rect(x: left + 2, y: top, width: rect.width - 4, height: 1).intersection(limit)
            let label = " " + title.truncated(toWidth: rect.width - 6) + " "
            write(label, at: Point(x: left + 2, y: top), style: style, clip: room)
        }
    }

    /// Draws a horizontal line of `length` cells from `point` rightwards (`─`, `━` or `═`).
    public mutating func drawHorizontalRule(
        at point: Point, length: Int, style: Style, border: BoxBorder = .square, clip: Rect? = nil
    ) {
        let limit = (clip ?? bounds).intersection(bounds)
        let glyph = border.glyphs.horizontal
        for x in point.x..<(point.x + max(0, length)) { put(glyph, x: x, y: point.y, style: style, limit: limit) }
    }

    /// Draws a vertical line of `length` cells from `point` downwards (`│`, `┃` or `║`).
    public mutating func drawVerticalRule(
        at point: Point, length: Int, style: Style, border: BoxBorder = .square, clip: Rect? = nil
    ) {
        let limit = (clip ?? bounds).intersection(bounds)
        let glyph = border.glyphs.vertical
        for y in point.y..<(point.y + max(0, length)) { put(glyph, x: point.x, y: y, style: style, limit: limit) }
    }

    /// Sets one single-width glyph if (`x`, `y`) is inside `limit`.
    private mutating func put(_ glyph: Character, x: Int, y: Int, style: Style, limit: Rect) {
        guard limit.contains(Point(x: x, y: y)) else { return }
        self[x, y] = Cell(grapheme: String(glyph), style: style, width: 1)
    }
}
