import DiffableTUI

/// A pane's top row: its name on the left ("Apples › Fuji"), a detail on the right
/// ("card 3 of 11"), and an accent while the pane has the keyboard, so which pane the keys
/// reach shows at a glance.
final class PaneHeader: View {
    var title = "" {
        didSet { if oldValue != title { setNeedsDisplay() } }
    }
    var detail = "" {
        didSet { if oldValue != detail { setNeedsDisplay() } }
    }
    /// Whether the pane under this header has the keyboard.
    var hasKeyboard = false {
        didSet { if oldValue != hasKeyboard { setNeedsDisplay() } }
    }

    override func draw(in canvas: inout Canvas) {
        guard bounds.width > 2 else { return }
        let monochrome = canvas.colorDepth == .monochrome
        // Below 256 colours the accent is reverse video, as without colour: the theme decides
        // what the blue looks like, and no text colour reads on it in both kinds of theme.
        let plainAccent = canvas.colorDepth < .indexed256
        let base = monochrome ? Style.plain : Style(foreground: .indexed(250), background: .indexed(236))
        let accent = plainAccent ? Style(attributes: .reverse).bold : Style(foreground: .indexed(231), background: .indexed(24)).bold
        canvas.fill(bounds, style: hasKeyboard ? (plainAccent ? accent : Style(background: .indexed(24))) : base)
        // The marker keeps the accent readable without colour too.
        let marker = hasKeyboard ? "▍" : " "
        let markerStyle = monochrome ? Style.plain.bold : (hasKeyboard ? (plainAccent ? accent : accent.foreground(.indexed(214))) : base)
        var x = canvas.write(marker, at: Point(x: 0, y: 0), style: markerStyle)
        // A long detail (a card's full name) gives way to the title: it is cut in the middle
        // to leave the title and a gap.
        let detailRoom = bounds.width - x - min(title.terminalWidth, 12) - 4
        let detail = detail.terminalWidth > detailRoom ? detail.truncated(toWidth: max(0, detailRoom), lineBreakMode: .byTruncatingMiddle) : detail
        let detailWidth = detail.isEmpty ? 0 : detail.terminalWidth + 2
        let titleRoom = bounds.width - x - 1 - (detailWidth > 0 && bounds.width - detailWidth > x + 8 ? detailWidth : 0)
        let titleStyle = hasKeyboard ? accent : (monochrome ? base.dim : base)
        x += canvas.write(title, at: Point(x: x, y: 0), style: titleStyle, maxWidth: max(0, titleRoom))
        if detailWidth > 0, bounds.width - detailWidth >= x + 1 {
            // A quieter grey than the title's, not dim: dimmed, 250 on 236 read 2.9:1. Below
            // 256 colours that grey is bright black (3.1:1): the title's own colour then.
            let quiet = monochrome ? base.dim : plainAccent ? base : Style(foreground: .indexed(247), background: .indexed(236))
            let style = hasKeyboard ? (plainAccent ? accent : Style(foreground: .indexed(153), background: .indexed(24))) : quiet
            canvas.write(detail, at: Point(x: bounds.width - detailWidth + 1, y: 0), style: style)
        }
    }
}
