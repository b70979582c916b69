extension Buffer {
    /// The screen as text with ANSI styling: each row's cells with SGR sequences where the style
    /// changes, the style reset at the end of the row, then a line feed. `cat` it in a terminal to
    /// see the screen. Trailing unstyled spaces are left out; no row is addressed, so the text can
    /// be printed anywhere.
    ///
    /// - Complexity: O(width x height).
    public func ansiText(colorDepth: ColorDepth = .truecolor) -> String {
        var writer = ANSIWriter(colorDepth: colorDepth, lineMode: true)
        writer.cursor = .zero
        for y in 0..<size.height {
            let cells = row(y)
            let end = cells.lastIndex { !($0.grapheme == " " && $0.style == .plain) }
            if let end {
                for index in cells.startIndex...end {
                    writer.draw(cells[index], at: Point(x: index - cells.startIndex, y: y))
                }
            }
            writer.newline()
        }
        return writer.output
    }
}
