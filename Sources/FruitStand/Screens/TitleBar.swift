import DiffableTUI

/// The top row: the app's name, what just happened (the status line), and what the stand is
/// doing on the right.
///
/// The status line is what the row is for while it shows: when the row is short, the stand's
/// summary gives way first (to its compact form, then altogether), then the name (to its
/// glyph), and only then is the status cut.
final class TitleBar: View {
    static let title = "🍎 Fruit Stand"

    /// E.g. "☀ open · 11 fruit", "☔ closed · 11 fruit", "fetching…".
    var status = "" {
        didSet { if oldValue != status { setNeedsDisplay() } }
    }

    /// `status` in a few columns, for a short row: "☀ 11", "☔ 1.2M".
    var compactStatus = "" {
        didSet { if oldValue != compactStatus { setNeedsDisplay() } }
    }

    /// The name in few columns, for a short row (the glyph).
    var compactTitle = "🍎" {
        didSet { if oldValue != compactTitle { setNeedsDisplay() } }
    }

    /// The name.
    var title = TitleBar.title {
        didSet { if oldValue != title { setNeedsDisplay() } }
    }

    /// What just happened, between the name and the status; nil shows nothing.
    var message: StatusMessage? {
        didSet { if oldValue != message { setNeedsDisplay() } }
    }

    /// Columns between the name, the message and the summary.
    private static let gap = 3

    /// The name and summary to show beside a message `messageWidth` columns wide: the widest
    /// that leave it whole, else the narrowest.
    func layout(messageWidth: Int) -> (title: String, status: String) {
        let room = bounds.width - 2
        let candidates = [(title, status), (title, compactStatus), (title, ""), (compactTitle, compactStatus), (compactTitle, "")]
        func width(_ title: String, _ status: String) -> Int {
            title.terminalWidth + (messageWidth > 0 ? Self.gap + messageWidth : 0) + (status.isEmpty ? 0 : Self.gap + status.terminalWidth)
        }
        return candidates.first { width($0.0, $0.1) <= room } ?? (compactTitle, "")
    }

    override func draw(in canvas: inout Canvas) {
        // Below 256 colours the theme decides what the blue looks like (light in a dark theme,
        // dark in a light one): the bar is reverse video there, as without colour.
        let plain = canvas.colorDepth < .indexed256
        let bar = plain ? Style(attributes: .reverse) : Style(foreground: .indexed(231), background: .indexed(24))
        canvas.fill(bounds, style: bar)
        let text = message.map { ($0.isError ? "⚠ " : "") + $0.text } ?? ""
        let (title, status) = layout(messageWidth: text.terminalWidth)
        let used = canvas.write(title, at: Point(x: 1, y: 0), style: bar.bold, maxWidth: max(0, bounds.width - 2))
        var end = bounds.width - 1
        if !status.isEmpty {
            end = bounds.width - 1 - status.terminalWidth
            canvas.write(status, at: Point(x: end, y: 0), style: bar)
            end -= Self.gap
        }
        // The message sits after the name, cut (with …) only when even the glyph and no
        // summary leave it too little room.
        guard let message, !text.isEmpty else { return }
        let start = 1 + used + Self.gap
        let room = end - start
        guard room >= 4 else { return }
        let style = plain ? bar.bold : bar.foreground(.indexed(message.isError ? 217 : 193))
        canvas.write(text, at: Point(x: start, y: 0), style: style, maxWidth: room)
    }
}
