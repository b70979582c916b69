/// A width x height grid of cells that views draw into and backends present.
///
/// Writes clip to the grid (and to an optional clip rect), respect display width, never leave
/// half of a wide grapheme behind, and truncate with `…` where text runs past the clip.
///
/// Invariant: a cell of width 2 is always followed, on the same row, by a continuation cell
/// (width 0) with the same style, and a continuation cell always follows a cell of width 2.
/// Every mutation keeps it: a terminal draws a wide glyph whole, in one style.
public struct Buffer: Hashable, Sendable {
    /// The grid's width in columns and height in rows; never negative.
    public let size: Size
    /// Row-major cells, `size.width * size.height` of them.
    public private(set) var cells: [Cell]

    /// A grid of `size` with every cell set to `cell`; a negative dimension counts as zero.
    ///
    /// A wide `cell` is laid in pairs (with its continuation), as it would be drawn.
    public init(size: Size, filling cell: Cell = .blank) {
        let clamped = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = clamped
        self.cells = Array(repeating: cell.width == 1 ? cell : .blank(cell.style), count: clamped.area)
        if cell.width == 2 { fill(bounds, with: cell) }
    }

    /// The whole grid, at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`. Reading outside the grid gives a blank; writing outside
    /// it is ignored.
    ///
    /// Writing keeps wide graphemes whole: overwriting either half of one blanks the other half;
    /// a width-2 cell written in the last column becomes a blank (it cannot fit); a continuation
    /// cell written on its own restyles the wide grapheme it belongs to, or is a blank when there
    /// is none.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
            return cells[y * size.width + x]
        }
        set {
            guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
            let index = y * size.width + x
            if newValue.isContinuation {
                if cells[index].isContinuation {
                    cells[index - 1].style = newValue.style
                    cells[index].style = newValue.style
                    return
                }
                breakWideGrapheme(at: x, y: y)
                cells[index] = .blank(newValue.style)
                return
            }
            breakWideGrapheme(at: x, y: y)
            if newValue.width == 2 {
                guard x + 1 < size.width else {
                    cells[index] = .blank(newValue.style)
                    return
                }
                breakWideGrapheme(at: x + 1, y: y)
                cells[index] = newValue
                cells[index + 1] = .continuation(newValue.style)
            } else {
                cells[index] = newValue
            }
        }
    }

    /// Blanks the other half of a wide grapheme that covers (`x`, `y`), so that overwriting one
    /// half never leaves a dangling half behind.
    private mutating func breakWideGrapheme(at x: Int, y: Int) {
        let index = y * size.width + x
        let cell = cells[index]
        if cell.isContinuation {
            if x > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
            cells[index] = .blank(cell.style)
        } else if cell.width == 2, x + 1 < size.width {
            cells[index + 1] = .blank(cells[index + 1].style)
            cells[index] = .blank(cell.style)
        }
    }

    /// Sets every cell of `rect` (clipped to the grid) to `cell`. A wide `cell` is repeated every
    /// two columns, with a blank in a last odd column.
    ///
    /// - Complexity: O(area of `rect`).
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let step = cell.width == 2 ? 2 : 1
        let filler = cell.isContinuation ? Cell.blank(cell.style) : cell
        for y in area.minY..<area.maxY {
            var x = area.minX
            while x < area.maxX {
                self[x, y] = x + step <= area.maxX ? filler : .blank(cell.style)
                x += step
            }
        }
    }

    /// Changes the style of every cell in `rect` (clipped to the grid), keeping the text.
    ///
    /// A wide grapheme is restyled as a unit: when the rect's edge cuts one, `transform` applies
    /// to it once and both halves take the result, since a terminal draws a glyph in one style.
    ///
    /// - Complexity: O(area of `rect`).
    public mutating func updateStyles(in rect: Rect, _ transform: (inout Style) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let rowStart = y * size.width
            for x in area.minX..<area.maxX {
                let index = rowStart + x
                if cells[index].isContinuation {
                    guard x == area.minX, x > 0 else { continue }
                    transform(&cells[index - 1].style)
                    cells[index].style = cells[index - 1].style
                } else {
                    transform(&cells[index].style)
                    if cells[index].width == 2, x + 1 < size.width { cells[index + 1].style = cells[index].style }
                }
            }
        }
    }

    /// Sets each change's cell as it is, as a terminal shows what it is sent: the changes of a
    /// `FrameUpdate` made from a valid frame leave this buffer equal to that frame.
    ///
    /// - Complexity: O(changes).
    package mutating func apply(_ changes: [CellChange]) {
        for change in changes {
            let x = change.position.x, y = change.position.y
            guard x >= 0, y >= 0, x < size.width, y < size.height else { continue }
            cells[y * size.width + x] = change.cell
        }
    }

    /// Blanks every cell, keeping the storage: a frame drawn into the buffer of an old one
    /// allocates nothing.
    ///
    /// - Complexity: O(width x height).
    package mutating func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    }

    /// Blanks every cell of `rows`, as a terminal erases a row before it is drawn whole.
    package mutating func clearRows(_ rows: Set<Int>) {
        for y in rows where y >= 0 && y < size.height {
            cells.replaceSubrange((y * size.width)..<((y + 1) * size.width), with: repeatElement(.blank, count: size.width))
        }
    }

    /// The cells of row `y`, left to right.
    func row(_ y: Int) -> ArraySlice<Cell> {
        cells[(y * size.width)..<((y + 1) * size.width)]
    }
}
