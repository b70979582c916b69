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
    package func changes(from previous: Buffer) -> [CellChange] {
        var result: [CellChange] = []
        let redrawAll = previous.size != size
        let width = size.width
        cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                for y in 0..<size.height {
                    let rowStart = y * width
                    for x in 0..<width {
                        let cell = new[rowStart + x]
                        guard redrawAll || old[rowStart + x] != cell else { continue }
                        if cell.isContinuation, x > 0, result.last?.position != Point(x: x - 1, y: y) {
                            result.append(CellChange(position: Point(x: x - 1, y: y), cell: new[rowStart + x - 1]))
                        }
                        result.append(CellChange(position: Point(x: x, y: y), cell: cell))
                    }
                }
            }
        }
        return result
    }

    /// The rows of `self` that differ from `previous`, whole: for each, its cells from column 0
    /// through its last cell that is not a blank (`Cell.blank`), or its first cell alone when it
    /// is all blank; row-major. Every row when the sizes differ.
    ///
    /// - Complexity: O(width x height).
    package func rowChanges(from previous: Buffer) -> [CellChange] {
        var result: [CellChange] = []
        let redrawAll = previous.size != size
        for y in 0..<size.height {
            let cells = row(y)
            guard redrawAll || cells != previous.row(y) else { continue }
            let end = cells.lastIndex { $0 != .blank }.map { $0 - cells.startIndex } ?? 0
            for x in 0...end {
                result.append(CellChange(position: Point(x: x, y: y), cell: cells[cells.startIndex + x]))
            }
        }
        return result
    }
}
