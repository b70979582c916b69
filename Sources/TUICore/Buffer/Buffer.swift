/// A width x height grid of cells that views draw into and backends present.
///
/// Writes clip to the grid (and to an optional clip rect), respect display width, never leave
/// half of a wide grapheme behind, and truncate with `…` where text runs past the clip.
public struct Buffer: Hashable, Sendable {
    public let size: Size
    /// Row-major cells, `size.width * size.height` of them.
    public private(set) var cells: [Cell]

    public init(size: Size, filling cell: Cell = .blank) {
        let clamped = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = clamped
        self.cells = Array(repeating: cell, count: clamped.area)
    }

    /// The whole grid, at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`. Reading outside the grid gives a blank; writing outside
    /// it is ignored. Writing over half of a wide grapheme blanks the other half.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
            return cells[y * size.width + x]
        }
        set {
            guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
            breakWideGrapheme(at: x, y: y)
            if newValue.width == 2 {
                guard x + 1 < size.width else {
                    cells[y * size.width + x] = .blank(newValue.style)
                    return
                }
                breakWideGrapheme(at: x + 1, y: y)
                cells[y * size.width + x] = newValue
                cells[y * size.width + x + 1] = .continuation(newValue.style)
            } else {
                cells[y * size.width + x] = newValue
            }
        }
    }

    /// Blanks the other half of a wide grapheme that covers (`x`, `y`), so that overwriting one
    /// half never leaves a dangling half behind.
    private mutating func breakWideGrapheme(at x: Int, y: Int) {
        let index = y * size.width + x
        let cell = cells[index]
        if cell.isContinuation, x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
            cells[index] = .blank(cell.style)
        } else if cell.width == 2, x + 1 < size.width {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
    }

    /// Writes `text` on row `point.y` starting at column `point.x`, clipped to `clip` (and the
    /// grid). Text that does not fit ends with `…`; a wide grapheme that would straddle the clip
    /// edge is never split. Control characters are drawn as `�`.
    ///
    /// - Returns: the number of columns written.
    /// - Complexity: O(n) in the graphemes of `text`.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        let limit = (clip ?? bounds).intersection(bounds)
        guard point.y >= limit.minY, point.y < limit.maxY else { return 0 }
        let available = limit.maxX - point.x
        guard available > 0 else { return 0 }
        let fitted = text.terminalWidth <= available ? String(text) : String(text).truncated(toWidth: available)
        var x = point.x
        for character in fitted {
            var grapheme = String(character)
            var width = character.terminalWidth
            if width == 0 {
                if character.unicodeScalars.first.map({ $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }) ?? false {
                    grapheme = "\u{FFFD}"
                    width = 1
                } else {
                    continue
                }
            }
            if x >= limit.minX {
                self[x, point.y] = Cell(grapheme: grapheme, style: style, width: UInt8(width))
            }
            x += width
        }
        return x - point.x
    }

    /// Sets every cell of `rect` (clipped to the grid) to `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { self[x, y] = cell }
        }
    }

    /// Changes the style of every cell in `rect` (clipped to the grid), keeping the text.
    public mutating func updateStyles(in rect: Rect, _ transform: (inout Style) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { transform(&cells[y * size.width + x].style) }
        }
    }

    /// The cells of `self` that differ from `previous`, in row-major order; every cell when the
    /// sizes differ.
    ///
    /// - Complexity: O(width x height).
    public func changes(from previous: Buffer) -> [CellChange] {
        var result: [CellChange] = []
        for y in 0..<size.height {
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                if previous.size != size || previous.cells[y * size.width + x] != cell {
                    result.append(CellChange(position: Point(x: x, y: y), cell: cell))
                }
            }
        }
        return result
    }
}
