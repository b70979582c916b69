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

    /// The bytes that turn a terminal showing `previous` into one showing this buffer: the
    /// cells that differ when the sizes match; otherwise, or with no `previous`, a cleared
    /// screen and every cell that is not a plain space.
    ///
    /// This is what a recorder writes for each frame of a headless run (an asciicast's output
    /// events), and what a terminal fed the result of every call in turn shows. Cursor moves
    /// take the shortest safe form and styles change only what differs, with colours degraded
    /// to `colorDepth`, as ``HeadlessBackend`` writes them; the style is reset at the end.
    ///
    /// - Complexity: O(width x height).
    public func ansiUpdate(from previous: Buffer?, colorDepth: ColorDepth = .truecolor) -> String {
        ANSIEncoder.encodeFrame(self, over: previous, colorDepth: colorDepth)
    }
}
