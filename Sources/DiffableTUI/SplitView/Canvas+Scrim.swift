extension Canvas {
    /// Dims `rect` (local coordinates) as a scrim does behind a drawer: where colours ramp
    /// (256 colours or more) every colour is mixed most of the way toward the background; with
    /// fewer colours, and without colour, the text turns dim.
    ///
    /// - Complexity: O(area of `rect`).
    mutating func scrim(_ rect: Rect) {
        let ramps = colorDepth.supportsColorRamps
        updateStyles(in: rect) { style in
            if ramps {
                style = Self.blend(style, over: .default, opacity: Self.scrimOpacity)
            } else {
                style.attributes.insert(.dim)
            }
        }
    }

    /// How much of what lies behind a scrim still shows.
    static let scrimOpacity = 0.4
}
