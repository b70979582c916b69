import DiffableTUI

/// The top row: the app's name, and what the stand is doing on the right.
final class TitleBar: View {
    static let title = "🍎 Fruit Stand"

    /// E.g. "☀ open · 11 fruit", "☔ closed", "fetching…".
    var status = "" {
        didSet { if oldValue != status { setNeedsDisplay() } }
    }

    override func draw(in canvas: inout Canvas) {
        let bar = canvas.colorDepth == .monochrome
            ? Style(attributes: .reverse)
            : Style(foreground: .indexed(231), background: .indexed(24))
        canvas.fill(bounds, style: bar)
        let used = canvas.write(Self.title, at: Point(x: 1, y: 0), style: bar.bold, maxWidth: max(0, bounds.width - 2))
        let width = status.terminalWidth
        if !status.isEmpty, bounds.width - width - 2 > used + 2 {
            canvas.write(status, at: Point(x: bounds.width - width - 1, y: 0), style: bar)
        }
    }
}
