extension BackgroundConfiguration {
    /// How a fill shows at one colour depth.
    enum Fill: Equatable {
        /// The colour itself, under text given a readable foreground.
        case color(Color)
        /// Reverse video: the terminal's own colours swapped, legible on any theme.
        case reverse
    }

    /// The fill at `depth`; `nil` draws none.
    ///
    /// Without colour every fill is reverse video, except the sidebar's grey focus pill: reverse
    /// is the selection's pill there, so the focus shows only as bold underlined text. At 8 and
    /// 16 colours the list's own fills look the same way: there the terminal's theme decides
    /// what each colour looks like, and the blue of a selection is light in a dark theme and
    /// dark in a light one, so no text colour reads on it in both; the grey of a grouped
    /// section would be black, a common background, and is left out. A colour you set is
    /// drawn at every depth but monochrome.
    func fill(at depth: ColorDepth) -> Fill? {
        guard let color = backgroundColor else { return nil }
        switch depth {
        case .monochrome: return isFocusPill ? nil : .reverse
        case .ansi8, .ansi16:
            if customizedBackgroundColor { return .color(color) }
            if isFocusPill || color == Palette.groupedBackground { return nil }
            return .reverse
        case .indexed256, .truecolor: return .color(color)
        }
    }

    /// Whether the focus shows as bold underlined text: where the list's fills are reverse
    /// video or none (below 256 colours), since reverse is the selection's.
    func marksFocusWithText(at depth: ColorDepth) -> Bool {
        marksFocus && depth < .indexed256
    }

    /// Paints the background under the content already drawn in `bounds` (local
    /// coordinates), then its border on top.
    ///
    /// - Parameter emphasized: the cell is focused; with a custom colour on a background too
    ///   low for a border, the content turns bold so the focus still shows.
    func paint(in canvas: inout Canvas, bounds: Rect, emphasized: Bool) {
        let rect = bounds.inset(by: backgroundInsets)
        guard !rect.isEmpty else { return }
        switch fill(at: canvas.colorDepth) {
        case .color(let color)?: canvas.underlay(rect, background: color)
        case .reverse?: canvas.updateStyles(in: rect) { $0.attributes.insert(.reverse) }
        case nil: break
        }
        if marksFocusWithText(at: canvas.colorDepth) {
            canvas.updateStyles(in: rect) { $0.attributes.formUnion([.bold, .underline]) }
        }
        if let border = borderStyle(for: rect) {
            // Without colour the ring cannot be white: it is bold instead.
            let style = canvas.colorDepth == .monochrome && isFocusRing ? Style.plain.bold : Style(foreground: border.color)
            canvas.drawBox(rect, style: style, border: border.box)
        } else if emphasized, customizedBackgroundColor, backgroundColor != nil {
            canvas.updateStyles(in: rect) { $0.attributes.insert(.bold) }
        }
    }

    /// The border to draw around `rect`, if any: rounded when `cornerRadius > 0`, square when
    /// only `strokeWidth > 0`; never on backgrounds under 3 rows.
    func borderStyle(for rect: Rect) -> (color: Color, box: BoxBorder)? {
        guard rect.height >= 3, rect.width >= 2, cornerRadius > 0 || strokeWidth > 0,
              let color = strokeColor ?? backgroundColor
        else { return nil }
        return (color, cornerRadius > 0 ? .rounded : .square)
    }

    /// The style of the half blocks that round a sidebar row's fill into a pill in the columns
    /// beside it (the fill's colour; plain where the fill is reverse video or absent), or `nil`
    /// when the background is not a pill (no fill, no radius, or 3 rows or more).
    func pillEndStyle(height: Int, depth: ColorDepth) -> Style? {
        guard cornerRadius > 0, height < 3, role.isSidebar, backgroundColor != nil else { return nil }
        if case .color(let color)? = fill(at: depth) { return Style(foreground: color) }
        return .plain
    }
}
