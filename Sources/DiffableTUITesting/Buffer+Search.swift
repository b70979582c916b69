/// Finding text on a screen, for assertions that a test can make without a golden file.
extension Buffer {
    /// Whether `text` appears on one row of the screen.
    ///
    /// - Complexity: O(cells).
    public func contains(_ text: String) -> Bool {
        firstPosition(of: text) != nil
    }

    /// Where `text` first appears, row by row from the top: the cell its first character is
    /// drawn in; nil when no row holds it.
    ///
    /// - Complexity: O(cells · text length).
    public func firstPosition(of text: String) -> Point? {
        guard !text.isEmpty else { return nil }
        for (y, line) in lines(trimmingTrailingSpaces: false).enumerated() {
            guard let range = line.range(of: text) else { continue }
            return Point(x: line[..<range.lowerBound].terminalWidth, y: y)
        }
        return nil
    }

    /// The style `text` is drawn in where it first appears: that of its first cell.
    public func style(of text: String) -> Style? {
        firstPosition(of: text).map { self[$0.x, $0.y].style }
    }

    /// The text of row `y`, trailing spaces removed; empty for a row off the screen.
    public func line(_ y: Int) -> String {
        let rows = lines()
        return rows.indices.contains(y) ? rows[y] : ""
    }
}
