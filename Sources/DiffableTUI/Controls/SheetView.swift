/// A modal panel over the screen — a help sheet, a short message — presented over a view,
/// dimming it, and dismissed with Esc.
///
/// The stand-in for a form-sheet presentation in UIKit: while presented, the sheet is the
/// first responder and takes every key, so nothing underneath reacts. Esc, Enter, `q` and the
/// `dismissKeys` dismiss it and give the first responder back to the view that had it; a click
/// outside the panel does too. Rows that do not fit scroll with ↑ ↓ PgUp PgDn Home End and the
/// wheel.
///
/// ```swift
/// let help = SheetView(title: "Keys", rows: [.heading("Moving"), .row("↑ ↓", "move"), .row("q", "quit")])
/// help.present(in: rootView)
/// ```
open class SheetView: View {
    /// One line of the sheet.
    public struct Row: Hashable, Sendable {
        /// How a row is drawn.
        public enum Kind: Hashable, Sendable {
            /// A bold group title.
            case heading
            /// A key in the keys' column, then what it does.
            case keyed
            /// A line of plain text.
            case text
        }

        /// How the row is drawn.
        public var kind: Kind
        /// The key of a `.keyed` row, drawn bold; empty for the others.
        public var key: String
        /// The row's text: the title, what the key does, or the line.
        public var text: String

        /// A bold group title.
        public static func heading(_ text: String) -> Row { Row(kind: .heading, key: "", text: text) }
        /// A key and what it does, the keys lined up in a column.
        public static func row(_ key: String, _ text: String) -> Row { Row(kind: .keyed, key: key, text: text) }
        /// A line of plain text.
        public static func text(_ text: String) -> Row { Row(kind: .text, key: "", text: text) }
    }

    /// The title in the panel's top border.
    public var title: String {
        didSet { setNeedsDisplay() }
    }
    /// The lines of the panel; setting them scrolls back to the first.
    public var rows: [Row] {
        didSet { scrollOffset = 0; setNeedsDisplay() }
    }
    /// Keys besides Esc, Enter and `q` that dismiss the sheet (e.g. the key that opened it).
    public var dismissKeys: Set<Key> = []
    /// Called after the sheet was dismissed.
    public var onDismiss: (() -> Void)?
    /// The colour of the border: a mid blue (xterm 32, #0087d7) that shows on light and dark
    /// themes alike. The title and the keys are bold in the terminal's own text colour, the one
    /// colour that reads at WCAG's 4.5:1 on the terminal's background whatever its theme (the
    /// blue is 3.9:1 on white).
    public var tintColor: Color = .indexed(32)

    /// The first row shown, when the rows do not all fit.
    public private(set) var scrollOffset = 0 {
        didSet { if oldValue != scrollOffset { setNeedsDisplay() } }
    }
    private weak var previousResponder: View?

    /// A sheet with a title and rows, not yet presented: call `present(in:)`.
    public init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
        super.init(frame: .zero)
    }

    /// Whether the sheet is on screen.
    public var isPresented: Bool { superview != nil }

    /// Shows the sheet over `container` (filling it) and makes it the first responder.
    public func present(in container: View) {
        previousResponder = container.window?.firstResponder
        container.addSubview(self)
        frame = container.bounds
        scrollOffset = 0
        becomeFirstResponder()
    }

    /// Removes the sheet and gives the first responder back.
    public func dismiss() {
        guard isPresented else { return }
        let previous = previousResponder
        removeFromSuperview()
        previous?.becomeFirstResponder()
        onDismiss?()
    }

    override open var canBecomeFirstResponder: Bool { true }

    /// What accessible mode says as the sheet takes the focus: its title, how long it is and
    /// how to leave; the lines themselves are read from the screen.
    override func accessibilityFocusDescription() -> String? {
        let count = lines(width: max(0, panelFrame.width - 4), keyWidth: keyColumnWidth).count
        return "\(title), \(count) \(count == 1 ? "line" : "lines"), Enter closes"
    }

    /// The start of the first line shown, so that a reader following the cursor (and a braille
    /// window) starts at the top of the sheet.
    override func accessibilityCursorPosition() -> Point? {
        let panel = panelFrame
        guard panel.width >= 4, panel.height >= 3 else { return originInWindow }
        let origin = originInWindow
        let first = lines(width: panel.width - 4, keyWidth: keyColumnWidth).dropFirst(scrollOffset).first
        // A keyed line's key is drawn after a space.
        let x = panel.minX + 2 + (first.map { $0.kind == .keyed && !$0.key.isEmpty ? 1 : 0 } ?? 0)
        return Point(x: origin.x + x, y: origin.y + panel.minY + 1)
    }

    /// Keeps covering the view it was presented in when that view is resized.
    override func superviewDidLayoutSubviews() {
        if let superview, frame != superview.bounds { frame = superview.bounds }
    }

    // MARK: Geometry

    private var keyColumnWidth: Int {
        rows.filter { $0.kind == .keyed }.map(\.key.terminalWidth).max() ?? 0
    }

    /// The panel: wide enough for the longest row, centred, inside the view with a margin;
    /// rows wider than the view wrap, so the panel grows down instead.
    ///
    /// - Complexity: O(rows).
    public var panelFrame: Rect {
        let keyWidth = keyColumnWidth
        let contentWidth = rows.map { row in
            row.kind == .keyed ? Self.textColumn(keyWidth: keyWidth) + row.text.terminalWidth : row.text.terminalWidth
        }.max() ?? 0
        let wanted = max(contentWidth, title.terminalWidth + 4) + 4
        let width = min(max(wanted, 24), max(0, bounds.width - 2))
        let lineCount = lines(width: max(0, width - 4), keyWidth: keyWidth).count
        let height = min(lineCount + 3, max(0, bounds.height - 2))
        return Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    /// Where a keyed row's text starts: after a space, the key column and two spaces.
    private static func textColumn(keyWidth: Int) -> Int { 1 + keyWidth + 2 }

    /// One line of the panel: a row's first line carries its key.
    private struct Line {
        var kind: Row.Kind
        var key: String
        var text: String
        /// Where `text` starts.
        var indent: Int
    }

    /// The rows as lines `width` columns wide: text that does not fit wraps, under the
    /// text column for keyed rows; a key column too wide for the panel puts the text on
    /// the lines below the key.
    ///
    /// - Complexity: O(total text).
    private func lines(width: Int, keyWidth: Int) -> [Line] {
        guard width > 0 else { return [] }
        var lines: [Line] = []
        for row in rows {
            switch row.kind {
            case .heading, .text:
                for text in Self.wrap(row.text, width) { lines.append(Line(kind: row.kind, key: "", text: text, indent: 0)) }
            case .keyed:
                var indent = Self.textColumn(keyWidth: keyWidth)
                var key = row.key
                if width - indent < 8 {
                    lines.append(Line(kind: .keyed, key: key, text: "", indent: width))
                    key = ""
                    indent = min(3, width - 1)
                }
                for (index, text) in Self.wrap(row.text, max(1, width - indent)).enumerated() {
                    lines.append(Line(kind: .keyed, key: index == 0 ? key : "", text: text, indent: indent))
                }
            }
        }
        return lines
    }

    /// `text` wrapped to `width`; one empty line for empty text.
    private static func wrap(_ text: String, _ width: Int) -> [String] {
        let lines = text.wrapped(toWidth: width)
        return lines.isEmpty ? [""] : lines
    }

    /// Lines of the panel that hold rows (inside the border, above the hint line).
    private var visibleRowCount: Int { Self.visibleRowCount(in: panelFrame) }

    private static func visibleRowCount(in panel: Rect) -> Int { max(0, panel.height - 3) }

    private var lineCount: Int { lines(width: max(0, panelFrame.width - 4), keyWidth: keyColumnWidth).count }

    private var maximumOffset: Int { max(0, lineCount - visibleRowCount) }

    // MARK: Drawing

    override open func draw(in canvas: inout Canvas) {
        let monochrome = canvas.colorDepth == .monochrome
        canvas.updateStyles(in: bounds) { style in
            if monochrome {
                style.attributes.insert(.dim)
            } else {
                style = Style(foreground: .indexed(240), background: .default)
            }
        }
        let panel = panelFrame
        guard panel.width >= 4, panel.height >= 3 else { return }
        canvas.fill(panel, style: .plain)
        let border = monochrome ? Style.plain : Style(foreground: tintColor)
        canvas.drawBox(panel, style: border, border: .rounded)
        let titleText = " \(title) "
        canvas.write(titleText, at: Point(x: panel.minX + 2, y: panel.minY), style: Self.emphasis, maxWidth: panel.width - 4)
        let visibleRows = Self.visibleRowCount(in: panel)
        let inner = Rect(x: panel.minX + 2, y: panel.minY + 1, width: panel.width - 4, height: visibleRows)
        let lines = lines(width: inner.width, keyWidth: keyColumnWidth)
        for (index, line) in lines.dropFirst(scrollOffset).prefix(visibleRows).enumerated() {
            draw(line, at: Point(x: inner.minX, y: inner.minY + index), width: inner.width, in: &canvas)
        }
        let more = scrollOffset < max(0, lines.count - visibleRows) ? "↓ more  " : scrollOffset > 0 ? "↑ more  " : ""
        // Screen readers take Esc for themselves ("stop speaking"): accessible mode names Enter.
        let hint = "\(more)\(window?.isAccessibleModeEnabled == true ? "Enter" : "Esc") close"
        canvas.write(hint, at: Point(x: panel.maxX - 2 - min(hint.terminalWidth, panel.width - 4), y: panel.maxY - 2),
                     style: .plain, maxWidth: panel.width - 4)
    }

    /// The title's and the keys' style (see `tintColor`).
    private static let emphasis = Style.plain.bold

    private func draw(_ line: Line, at point: Point, width: Int, in canvas: inout Canvas) {
        switch line.kind {
        case .heading:
            canvas.write(line.text, at: point, style: Style.plain.bold, maxWidth: width)
        case .text:
            canvas.write(line.text, at: point, style: .plain, maxWidth: width)
        case .keyed:
            let keyStyle = Self.emphasis
            if !line.key.isEmpty {
                canvas.write(line.key, at: Point(x: point.x + 1, y: point.y), style: keyStyle, maxWidth: width - 1)
            }
            if line.indent < width {
                canvas.write(line.text, at: Point(x: point.x + line.indent, y: point.y), style: .plain, maxWidth: width - line.indent)
            }
        }
    }

    // MARK: Events

    override open func handleKey(_ key: Key) -> Bool {
        switch key {
        case .escape, .enter, .character("q"):
            dismiss()
        case _ where dismissKeys.contains(key):
            dismiss()
        case .up: scroll(to: scrollOffset - 1)
        case .down: scroll(to: scrollOffset + 1)
        case .pageUp: scroll(to: scrollOffset - max(1, visibleRowCount - 1))
        case .pageDown: scroll(to: scrollOffset + max(1, visibleRowCount - 1))
        case .home: scroll(to: 0)
        case .end: scroll(to: maximumOffset)
        default: break
        }
        // Modal: nothing underneath sees a key while the sheet is up.
        return true
    }

    override open func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp: scroll(to: scrollOffset - 3)
        case .wheelDown: scroll(to: scrollOffset + 3)
        case .press where !panelFrame.contains(event.position): dismiss()
        default: break
        }
        return true
    }

    private func scroll(to offset: Int) {
        scrollOffset = min(max(0, offset), maximumOffset)
    }
}
