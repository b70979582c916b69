extension Canvas {
    /// Paints `background` under everything already drawn in `rect` that has no background
    /// of its own, and gives default-coloured text a foreground that reads on it.
    ///
    /// Cells draw their content first and their background after, through this, so that text
    /// and accessories never punch default-coloured holes into a selection bar or a card,
    /// while content that chose its own colours keeps them.
    mutating func underlay(_ rect: Rect, background: Color) {
        let foreground = Palette.foreground(on: background)
        updateStyles(in: rect) { style in
            guard style.background == .default else { return }
            style.background = background
            if style.foreground == .default, let foreground { style.foreground = foreground }
        }
    }

    /// Draws a horizontal rule of `glyph` over `rect`'s first row, keeping each cell's
    /// background (separators run across tinted sections).
    mutating func rule(_ rect: Rect, glyph: Character, foreground: Color) {
        guard rect.height > 0 else { return }
        let text = String(glyph)
        for x in rect.minX..<rect.maxX {
            let point = Point(x: x, y: rect.minY)
            let background = cell(at: point).style.background
            set(Cell(grapheme: text, style: Style(foreground: foreground, background: background)), at: point)
        }
    }
}
