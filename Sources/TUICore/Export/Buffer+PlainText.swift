extension Buffer {
    /// The rows as strings, one per row: each grapheme once (a wide one covers its two columns),
    /// trailing spaces removed unless `trimmingTrailingSpaces` is false.
    ///
    /// - Complexity: O(width x height).
    public func lines(trimmingTrailingSpaces: Bool = true) -> [String] {
        (0..<size.height).map { y in
            var line = ""
            line.reserveCapacity(size.width)
            for cell in row(y) where !cell.isContinuation {
                line += cell.grapheme.isEmpty ? " " : cell.grapheme
            }
            return trimmingTrailingSpaces ? line.trimmingTrailingSpaces : line
        }
    }

    /// The screen as plain text: `lines(trimmingTrailingSpaces:)` joined with line feeds (no
    /// line feed after the last row).
    ///
    /// - Complexity: O(width x height).
    public func plainText(trimmingTrailingSpaces: Bool = true) -> String {
        lines(trimmingTrailingSpaces: trimmingTrailingSpaces).joined(separator: "\n")
    }
}
