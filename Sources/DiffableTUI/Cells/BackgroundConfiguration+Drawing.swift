extension BackgroundConfiguration {
    /// Paints the background under the content already drawn in `bounds` (local
    /// coordinates), then its border on top.
    ///
    /// - Parameter emphasized: the cell is focused; with a custom colour on a background too
    ///   low for a border, the content turns bold so the focus still shows.
    func paint(in canvas: inout Canvas, bounds: Rect, emphasized: Bool) {
        let rect = bounds.inset(by: backgroundInsets)
        guard !rect.isEmpty else { return }
        if let color = backgroundColor {
            if canvas.colorDepth == .monochrome {
                canvas.updateStyles(in: rect) { $0.attributes.insert(.reverse) }
            } else {
                canvas.underlay(rect, background: color)
            }
        }
        if let border = borderStyle(for: rect) {
            canvas.drawBox(rect, style: Style(foreground: border.color), border: border.box)
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

    /// The colour of the rounded ends a sidebar row's pill gets in the columns beside it, or
    /// `nil` when the background is not a pill (no fill, no radius, or 3 rows or more).
    func pillColor(height: Int) -> Color? {
        guard cornerRadius > 0, height < 3, role.isSidebar else { return nil }
        return backgroundColor
    }
}
