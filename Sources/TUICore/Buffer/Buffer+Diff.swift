extension Buffer {
    /// The cells of `self` that differ from `previous`, in row-major order; every cell when the
    /// sizes differ.
    ///
    /// When the right half (continuation) of a wide grapheme changed but its left half did not,
    /// the left half is reported too, just before it: a terminal can only redraw a wide glyph
    /// whole, from its leading cell. Continuation cells stay in the list (they count as written
    /// cells); encoders and backends skip them.
    ///
    /// - Complexity: O(width x height).
    public func changes(from previous: Buffer) -> [CellChange] {
        var result: [CellChange] = []
        let redrawAll = previous.size != size
        let width = size.width
        for y in 0..<size.height {
            let rowStart = y * width
            if !redrawAll, cells[rowStart..<(rowStart + width)] == previous.cells[rowStart..<(rowStart + width)] {
                continue
            }
            for x in 0..<width {
                let cell = cells[rowStart + x]
                guard redrawAll || previous.cells[rowStart + x] != cell else { continue }
                if cell.isContinuation, x > 0, result.last?.position != Point(x: x - 1, y: y) {
                    result.append(CellChange(position: Point(x: x - 1, y: y), cell: cells[rowStart + x - 1]))
                }
                result.append(CellChange(position: Point(x: x, y: y), cell: cell))
            }
        }
        return result
    }
}
