@testable import DiffableTUI

/// Checks that every boxed cell of a frame (a fruit card) shows its whole border: `╭─…─╮` on
/// its top row, `│` in its first and last columns on every row between, `╰─…─╯` on its
/// bottom row. A title that measured one column wrong, spilled past its margins or split a wide
/// glyph on the border would move or break one of them.
///
/// Card frames come from the render trace, not from parsing the screen. A cell of a card is
/// checked where it is visible and nothing drawn after the card (a badge, a pinned header,
/// another card sliding over it, a sheet) drew on it; what a later view drew is found by
/// drawing it again on its own, so a badge hides only the cells its text covers and the
/// corner beside it is still checked.
@MainActor
enum CardBorders {
    /// Problems with the borders of the boxed cells in `trace`, as drawn on `screen`.
    ///
    /// - Complexity: O(c · (p + v)) for c cards of perimeter p, with v cells drawn over them.
    static func problems(trace: RenderTrace, screen: Buffer) -> [String] {
        let entries = trace.entries
        var problems: [String] = []
        var drawnCache: [Int: Set<Point>] = [:]
        for (index, entry) in entries.enumerated() {
            guard let cell = entry.view as? CollectionViewCell else { continue }
            let background = cell.resolvedBackgroundConfiguration
            let box = entry.frame.inset(by: background.backgroundInsets)
            guard let border = background.borderStyle(for: Rect(origin: .zero, size: box.size))?.box else { continue }
            let visible = box.intersection(entry.visible)
            guard !visible.isEmpty else { continue }
            // The cells later views drew over this card.
            var covered = Set<Point>()
            for later in (index + 1)..<entries.count {
                let other = entries[later]
                guard other.visible.intersects(visible), !other.view.isDescendant(of: cell) else { continue }
                if drawnCache[later] == nil { drawnCache[later] = drawnCells(of: other) }
                covered.formUnion(drawnCache[later]!)
            }
            let glyphs = border.glyphs
            for point in perimeter(of: box) where visible.contains(point) && !covered.contains(point) {
                let expected = glyph(at: point, in: box, glyphs)
                let shown = screen[point.x, point.y].grapheme
                if shown != String(expected) {
                    problems.append("\(ScreenInvariants.describe(cell)) at \(box): \(ScreenInvariants.debug(shown)) at (\(point.x), \(point.y)) where its border has \(expected)")
                    break
                }
            }
        }
        return problems
    }

    /// The border cells of `box`: its top and bottom rows and its first and last columns.
    private static func perimeter(of box: Rect) -> [Point] {
        var points: [Point] = []
        for y in box.minY..<box.maxY {
            if y == box.minY || y == box.maxY - 1 {
                points += (box.minX..<box.maxX).map { Point(x: $0, y: y) }
            } else {
                points += [Point(x: box.minX, y: y), Point(x: box.maxX - 1, y: y)]
            }
        }
        return points
    }

    private static func glyph(at point: Point, in box: Rect, _ glyphs: BoxBorder.Glyphs) -> Character {
        let top = point.y == box.minY, bottom = point.y == box.maxY - 1
        let leading = point.x == box.minX, trailing = point.x == box.maxX - 1
        switch (top, bottom, leading, trailing) {
        case (true, _, true, _): return glyphs.topLeading
        case (true, _, _, true): return glyphs.topTrailing
        case (_, true, true, _): return glyphs.bottomLeading
        case (_, true, _, true): return glyphs.bottomTrailing
        case (true, _, _, _), (_, true, _, _): return glyphs.horizontal
        default: return glyphs.vertical
        }
    }

    /// The window cells `entry`'s view writes: it is drawn again on its own over sentinel
    /// cells, and every cell it changes (inside what was visible of it) counts.
    private static func drawnCells(of entry: RenderTrace.Entry) -> Set<Point> {
        let sentinel = Cell(grapheme: "¤", style: Style(foreground: .indexed(201)))
        let frame = entry.frame
        var canvas = Canvas(buffer: Buffer(size: frame.size, filling: sentinel), colorDepth: entry.view.window?.colorDepth ?? .indexed256)
        entry.view.render(in: &canvas)
        var cells = Set<Point>()
        for y in 0..<frame.height {
            for x in 0..<frame.width where canvas.buffer[x, y] != sentinel {
                let point = Point(x: frame.minX + x, y: frame.minY + y)
                if entry.visible.contains(point) { cells.insert(point) }
            }
        }
        return cells
    }
}
