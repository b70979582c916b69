/// What lay under an element before it was drawn, so that the element can be blended into
/// it: how inserted rows fade in and deleted rows fade out.
struct FadeBackdrop {
    /// Absolute, clipped to the canvas.
    let area: Rect
    /// Row-major.
    let cells: [Cell]
}

extension Canvas {
    /// The colours assumed for `.default` while blending, whose real values only the
    /// terminal knows: a dark theme's.
    static let assumedDefaultColors = TerminalTheme.dark

    /// The cells of a local rect (clipped), before an element is drawn over them.
    ///
    /// - Complexity: O(area of `rect`).
    func backdrop(under rect: Rect) -> FadeBackdrop {
        let area = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        var cells: [Cell] = []
        cells.reserveCapacity(area.isEmpty ? 0 : area.width * area.height)
        for y in area.minY..<max(area.minY, area.maxY) {
            for x in area.minX..<area.maxX { cells.append(buffer[x, y]) }
        }
        return FadeBackdrop(area: area, cells: cells)
    }

    /// Shows what was drawn over `backdrop` at `opacity` (0...1): where colours ramp
    /// (256 colours or more) every colour the element drew is mixed with the background it
    /// covers; with fewer colours (and without colour) the element is drawn `dim`. Cells the
    /// element left as they were are not touched.
    ///
    /// - Complexity: O(area of the backdrop).
    mutating func fade(into backdrop: FadeBackdrop, opacity: Double) {
        guard opacity < 1, !backdrop.area.isEmpty else { return }
        let ramps = colorDepth.supportsColorRamps
        var index = 0
        for y in backdrop.area.minY..<backdrop.area.maxY {
            for x in backdrop.area.minX..<backdrop.area.maxX {
                defer { index += 1 }
                var cell = buffer[x, y]
                // A wide glyph is restyled through its first half, which restyles both.
                guard !cell.isContinuation, cell != backdrop.cells[index] else { continue }
                if ramps {
                    cell.style = Self.blend(cell.style, over: backdrop.cells[index].style.background, opacity: opacity)
                } else {
                    cell.style.attributes.insert(.dim)
                }
                buffer[x, y] = cell
            }
        }
    }

    /// `style` at `opacity` over a background: both colours mixed from that background.
    static func blend(_ style: Style, over background: Color, opacity: Double) -> Style {
        let theme = assumedDefaultColors
        let under = background == .default ? theme.background : background
        var blended = style
        if style.background != background {
            let top = style.background == .default ? theme.background : style.background
            blended.background = Color.interpolate(from: under, to: top, fraction: opacity, assumingDefault: (0, 0, 0))
        }
        let text = style.foreground == .default ? theme.foreground : style.foreground
        blended.foreground = Color.interpolate(from: under, to: text, fraction: opacity, assumingDefault: (0, 0, 0))
        return blended
    }
}
