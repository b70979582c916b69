import DiffableTUI

/// The caption line of scripted runs: what the script says is happening on the left, and
/// what the last apply changed on the right ("apply(snapshot) · 3 inserts · 1 move"). When
/// both do not fit on one line, the change moves to a second line, so the caption is never
/// cut while it fits the width.
final class CaptionBar: View {
    var caption = "" {
        didSet { if oldValue != caption { contentDidChange() } }
    }
    var change = "" {
        didSet { if oldValue != change { contentDidChange() } }
    }

    /// The lines needed at `width`: one, or two when the caption and the change do not fit
    /// side by side.
    func height(forWidth width: Int) -> Int {
        guard !caption.isEmpty, !change.isEmpty else { return 1 }
        return Self.markerWidth + caption.terminalWidth + 2 + change.terminalWidth <= width - 2 ? 1 : 2
    }

    private static let markerWidth = 2

    private func contentDidChange() {
        if height(forWidth: bounds.width) != bounds.height { superview?.setNeedsLayout() }
        setNeedsDisplay()
    }

    override func draw(in canvas: inout Canvas) {
        let monochrome = canvas.colorDepth == .monochrome
        let base = monochrome ? Style.plain : Style(foreground: .indexed(230), background: .indexed(235))
        canvas.fill(bounds, style: base)
        let room = max(0, bounds.width - 2)
        let changeRow = bounds.height - 1
        let changeWidth = min(change.terminalWidth, room)
        if changeWidth > 0 {
            let style = monochrome ? base.dim : base.foreground(.indexed(117))
            canvas.write(change, at: Point(x: bounds.width - 1 - changeWidth, y: changeRow), style: style, maxWidth: changeWidth)
        }
        guard !caption.isEmpty else { return }
        let captionRoom = room - (changeWidth > 0 && changeRow == 0 ? changeWidth + 2 : 0)
        guard captionRoom >= 4 else { return }
        let marker = monochrome ? base.bold : base.foreground(.indexed(214)).bold
        let used = canvas.write("▶ ", at: Point(x: 1, y: 0), style: marker, maxWidth: captionRoom)
        canvas.write(caption, at: Point(x: 1 + used, y: 0), style: base.bold, maxWidth: captionRoom - used)
    }
}
