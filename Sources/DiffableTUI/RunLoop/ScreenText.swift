extension Buffer {
    /// The screen as plain text: one line per row, each grapheme once (wide glyphs are not
    /// followed by padding), trailing spaces removed.
    ///
    /// - Complexity: O(width x height).
    var screenLines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width {
                let cell = self[x, y]
                if !cell.isContinuation { line += cell.grapheme }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
