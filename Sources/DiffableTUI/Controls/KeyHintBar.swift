/// A one-line bar of key hints, `Tab pane  ↑↓ move  ? help  q quit`: the footer of a terminal
/// app, telling what the keys do right now.
///
/// Hints are drawn in order, each key bold and its title after it; a hint that does not fit
/// whole is left out together with everything after it, so the bar never shows half a hint.
/// Put the most important hints first. `trailingHints` (help, quit) sit against the trailing
/// edge and are kept as long as they fit at all; the leading hints give way to them.
///
/// ```swift
/// footer.hints = [.init("Tab", "pane"), .init("↑↓", "move")]
/// footer.trailingHints = [.init("?", "help"), .init("q", "quit")]
/// ```
open class KeyHintBar: View {
    /// One key and what it does.
    public struct Hint: Hashable, Sendable {
        /// The key as the user reads it (`Tab`, `↑↓`, `q`), drawn bold in the bar's `keyColor`.
        public var key: String
        /// What the key does, drawn after it.
        public var title: String

        /// A hint: `key`, then `title`.
        public init(_ key: String, _ title: String) {
            self.key = key
            self.title = title
        }
    }

    /// Hints drawn from the leading edge, most important first: those that do not fit whole are
    /// left out from the end.
    public var hints: [Hint] = [] {
        didSet { if oldValue != hints { setNeedsDisplay() } }
    }
    /// Hints drawn against the trailing edge, kept in preference to `hints`.
    public var trailingHints: [Hint] = [] {
        didSet { if oldValue != trailingHints { setNeedsDisplay() } }
    }
    /// The bar's fill; `nil` leaves the background alone. At `.monochrome` the bar is reverse
    /// video instead.
    public var barColor: Color? = .indexed(236) {
        didSet { if oldValue != barColor { setNeedsDisplay() } }
    }
    /// The colour of the keys.
    public var keyColor: Color = .indexed(117) {
        didSet { if oldValue != keyColor { setNeedsDisplay() } }
    }
    /// The colour of the hints' titles. A bar with its own fill sets its own text colour: the
    /// terminal's default one is dark on a light theme, and would vanish on a dark bar.
    /// `nil` leaves the terminal's default, right only for a bar without `barColor`.
    public var titleColor: Color? = .indexed(252) {
        didSet { if oldValue != titleColor { setNeedsDisplay() } }
    }
    /// Columns between two hints.
    public var spacing = 2

    /// An empty bar; give it `hints`.
    override public init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    override open func draw(in canvas: inout Canvas) {
        let monochrome = canvas.colorDepth == .monochrome
        let bar = monochrome ? Style(attributes: .reverse)
            : Style(foreground: barColor == nil ? .default : titleColor ?? .default, background: barColor ?? .default)
        if monochrome || barColor != nil { canvas.fill(bounds, style: bar) }
        var keyStyle = bar.adding(.bold)
        if !monochrome { keyStyle.foreground = keyColor }
        let trailing = fitting(trailingHints, in: bounds.width - 2)
        let trailingWidth = width(of: trailing)
        let leadingRoom = bounds.width - 2 - (trailing.isEmpty ? 0 : trailingWidth + spacing)
        draw(fitting(hints, in: leadingRoom), from: 1, keyStyle: keyStyle, bar: bar, in: &canvas)
        draw(trailing, from: bounds.width - 1 - trailingWidth, keyStyle: keyStyle, bar: bar, in: &canvas)
    }

    /// The first hints that fit whole in `room` columns.
    private func fitting(_ hints: [Hint], in room: Int) -> [Hint] {
        var used = 0
        var result: [Hint] = []
        for hint in hints {
            let needed = Self.width(of: hint) + (result.isEmpty ? 0 : spacing)
            guard used + needed <= room else { break }
            used += needed
            result.append(hint)
        }
        return result
    }

    private func width(of hints: [Hint]) -> Int {
        hints.map(Self.width(of:)).reduce(0, +) + max(0, hints.count - 1) * spacing
    }

    private func draw(_ hints: [Hint], from start: Int, keyStyle: Style, bar: Style, in canvas: inout Canvas) {
        var x = start
        for (index, hint) in hints.enumerated() {
            if index > 0 { x += spacing }
            x += canvas.write(hint.key, at: Point(x: x, y: 0), style: keyStyle)
            if !hint.title.isEmpty {
                x += canvas.write(" " + hint.title, at: Point(x: x, y: 0), style: bar)
            }
        }
    }

    /// The columns a hint takes: its key, a space and its title.
    static func width(of hint: Hint) -> Int {
        hint.key.terminalWidth + (hint.title.isEmpty ? 0 : 1 + hint.title.terminalWidth)
    }
}
