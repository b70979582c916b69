/// The colours lists draw with by default.
///
/// Palette entries rather than RGB so that 256-colour terminals show exactly these and the
/// 16- and 8-colour fallbacks stay predictable; every colour is paired with an explicit
/// foreground where it is painted (see `Canvas.underlay`), so text stays readable on light
/// terminal themes too. Where the terminal cannot show them, attributes stand in (see
/// `BackgroundConfiguration.fill(at:)`).
enum Palette {
    /// The focused row: a blue bar (xterm 25, #005faf).
    static let accent = Color.indexed(25)
    /// A selected row that is not focused: a muted blue, apart from the grey of headers
    /// (#005f87).
    static let selection = Color.indexed(24)
    /// The sidebar pill of a focused row that is not selected (#444444); below 256 colours it
    /// would be black or bright black, a common background, so it is drawn in reverse video.
    static let focusedPill = Color.indexed(238)
    /// The rows of grouped sections (#262626).
    static let groupedBackground = Color.indexed(235)
    /// The bar behind plain-list headers, opaque so pinned headers cover the rows (#303030).
    static let headerBar = Color.indexed(236)
    /// Separator rules (#585858).
    static let separator = Color.indexed(240)
    /// Borders of inset-grouped sections (#6c6c6c).
    static let border = Color.indexed(242)
    /// The ring of a focused card in a grid (#ffffff).
    static let focusRing = Color.indexed(231)

    /// A foreground that reads well on `background`: white on dark colours, black on light
    /// ones; `nil` when the colour's value is unknown (the terminal default).
    static func foreground(on background: Color) -> Color? {
        guard let rgb = background.rgbComponents else { return nil }
        let luminance = 0.2126 * Double(rgb.red) + 0.7152 * Double(rgb.green) + 0.0722 * Double(rgb.blue)
        return luminance > 140 ? .indexed(16) : .indexed(231)
    }
}
