import DiffableTUI

/// The caption line of scripted runs: what the script says is happening on the left, and
/// what the last apply changed on the right ("apply(snapshot) · 3 inserts · 1 move"). When
/// both do not fit, the caption gives way.
final class CaptionBar: View {
    var caption = "" {
        didSet { if oldValue != caption { setNeedsDisplay() } }
    }
    var change = "" {
        didSet { if oldValue != change { setNeedsDisplay() } }
    }

    override func draw(in canvas: inout Canvas) {
        let monochrome = canvas.colorDepth == .monochrome
        let base = monochrome ? Style.plain : Style(foreground: .indexed(230), background: .indexed(235))
        canvas.fill(bounds, style: base)
        let room = max(0, bounds.width - 2)
        let changeWidth = min(change.terminalWidth, room)
        if changeWidth > 0 {
            let style = monochrome ? base.dim : base.foreground(.indexed(117))
            canvas.write(change, at: Point(x: bounds.width - 1 - changeWidth, y: 0), style: style, maxWidth: changeWidth)
        }
        guard !caption.isEmpty else { return }
        let captionRoom = room - (changeWidth > 0 ? changeWidth + 2 : 0)
        guard captionRoom >= 4 else { return }
        let marker = monochrome ? base.bold : base.foreground(.indexed(214)).bold
        let used = canvas.write("▶ ", at: Point(x: 1, y: 0), style: marker, maxWidth: captionRoom)
        canvas.write(caption, at: Point(x: 1 + used, y: 0), style: base.bold, maxWidth: captionRoom - used)
    }
}
