import DiffableTUI
import TestSupport

/// Draws one random title straight into a buffer the ways views do — on a line at a random
/// column with a random clip and line break mode, and wrapped in a rect with an alignment —
/// over a background of narrow and wide glyphs, and checks what TUICore promises: rows stay as
/// wide as the buffer, nothing outside the clip changes (but the blanked half of a wide glyph
/// the clip edge cuts), and measured, truncated and wrapped text fits its width.
@MainActor
enum TitleWrites {
    static let background: [Cell] = [Cell(grapheme: "."), Cell(grapheme: "林", width: 2), Cell(grapheme: "🍊", width: 2), Cell(grapheme: "é")]

    /// Problems with drawing `title` in `placements` random places and ways.
    static func problems(_ title: String, placements: Int = 8, using generator: inout SeededGenerator) -> [String] {
        for _ in 0..<placements {
            let problems = problems(title, using: &generator)
            if !problems.isEmpty { return problems }
        }
        return []
    }

    /// Problems with drawing `title` in one random place and way.
    private static func problems(_ title: String, using generator: inout SeededGenerator) -> [String] {
        let size = Size(width: Int.random(in: 1...24, using: &generator), height: 3)
        var buffer = Buffer(size: size)
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let cell = background.randomElement(using: &generator)!
                buffer[x, y] = cell
                x += Int(cell.width)
            }
        }
        let before = buffer
        let clip = Rect(x: Int.random(in: -2...size.width, using: &generator), y: Int.random(in: -1...2, using: &generator),
                        width: Int.random(in: 0...size.width + 2, using: &generator), height: Int.random(in: 1...3, using: &generator))
        let point = Point(x: Int.random(in: -4...size.width, using: &generator), y: Int.random(in: 0...2, using: &generator))
        let mode = LineBreakMode.allCases.randomElement(using: &generator)!
        let context = "\(ScreenInvariants.debug(title)) at \(point) in \(size.width) columns, clip \(clip), \(mode)"
        let written = buffer.write(title, at: point, style: .plain, clip: clip, lineBreakMode: mode)
        let limit = clip.intersection(buffer.bounds)
        var problems = ScreenInvariants.rowProblems(buffer)
        if written < 0 || written > max(0, limit.maxX - point.x) { problems.append("wrote \(written) columns") }
        for y in 0..<size.height {
            for x in 0..<size.width where buffer[x, y] != before[x, y] && !limit.contains(Point(x: x, y: y)) {
                // Only the other half of a wide glyph the clip edge cut may change, to a blank.
                let cutHalf = (x == limit.minX - 1 || x == limit.maxX) && buffer[x, y].grapheme == " " && before[x, y].grapheme.isEmpty == (x == limit.maxX)
                if !cutHalf { problems.append("(\(x), \(y)) changed outside the clip") }
            }
        }

        let width = Int.random(in: 0...30, using: &generator)
        let truncated = title.truncated(toWidth: width, lineBreakMode: mode)
        if truncated.terminalWidth > width { problems.append("truncated to \(width): \(ScreenInvariants.debug(truncated)) is \(truncated.terminalWidth) wide") }
        let maxLines = Int.random(in: 0...3, using: &generator)
        let lines = title.wrapped(toWidth: width, maxLines: maxLines, lineBreakMode: mode)
        if lines.contains(where: { $0.terminalWidth > width }) || (maxLines > 0 && lines.count > maxLines) {
            problems.append("wrapped to \(width) on \(maxLines) lines: \(lines.map(ScreenInvariants.debug))")
        }
        var block = Buffer(size: Size(width: max(width, 1) + 2, height: 5))
        let rect = Rect(x: 1, y: 1, width: width, height: 3)
        block.write(title, in: rect, style: Style(foreground: .red), alignment: TextAlignment.allCases.randomElement(using: &generator)!,
                    numberOfLines: maxLines, lineBreakMode: mode)
        problems += ScreenInvariants.rowProblems(block)
        for y in 0..<block.size.height {
            for x in 0..<block.size.width where block[x, y].style != .plain && !rect.contains(Point(x: x, y: y)) {
                problems.append("wrapped text drawn at (\(x), \(y)), outside \(rect)")
            }
        }
        return problems.isEmpty ? [] : [context] + problems
    }
}
