import DiffableTUI

/// The top row: the app's name, and what the stand is doing on the right.
final class TitleBar: View {
    static let title = "🍎 Fruit Stand"

    /// E.g. "☀ open · 11 fruit", "☔ closed", "fetching…".
    var status = "" {
        didSet { if oldValue != status { setNeedsDisplay() } }
    }

    /// What just happened, between the name and the status; nil shows nothing.
    var message: StatusMessage? {
        didSet { if oldValue != message { setNeedsDisplay() } }
    }

    override func draw(in canvas: inout Canvas) {
        let bar = canvas.colorDepth == .monochrome
            ? Style(attributes: .reverse)
            : Style(foreground: .indexed(231), background: .indexed(24))
        canvas.fill(bounds, style: bar)
        let used = canvas.write(Self.title, at: Point(x: 1, y: 0), style: bar.bold, maxWidth: max(0, bounds.width - 2))
        let width = status.terminalWidth
        var end = bounds.width - 1
        if !status.isEmpty, bounds.width - width - 2 > used + 2 {
            end = bounds.width - width - 1
            canvas.write(status, at: Point(x: end, y: 0), style: bar)
        }
        // The message sits after the name, cut (with …) to what is left before the status.
        if let message, !message.text.isEmpty {
            let start = 1 + used + 3
            let room = end - 3 - start
            guard room >= 8 else { return }
            let monochrome = canvas.colorDepth == .monochrome
            let style = monochrome ? bar.bold : bar.foreground(.indexed(message.isError ? 217 : 193))
            canvas.write((message.isError ? "⚠ " : "") + message.text, at: Point(x: start, y: 0), style: style, maxWidth: room)
        }
    }
}
