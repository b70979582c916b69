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

    /// Draws a horizontal rule of `glyph` over `rect`'s first row on the background found at
    /// its start (separators run across tinted sections, whose rows have one background).
    mutating func rule(_ rect: Rect, glyph: Character, foreground: Color) {
        guard rect.height > 0, rect.width > 0 else { return }
        let background = cell(at: rect.origin).style.background
        fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
             with: Cell(grapheme: String(glyph), style: Style(foreground: foreground, background: background)))
    }
}
