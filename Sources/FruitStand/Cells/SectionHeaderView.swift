import DiffableTUI

/// The pinned header of a content section: the section identifier's title on an opaque bar,
/// so the cards scrolling beneath it stay hidden (seed 000's `HeaderView`).
///
/// Registered and dequeued by type (seed 004): its reuse identifier is `"SectionHeaderView"`.
final class SectionHeaderView: CollectionReusableView {
    var title = "" {
        didSet { if oldValue != title { setNeedsDisplay() } }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
    }

    override func draw(in canvas: inout Canvas) {
        // An explicit light foreground: with 8 colours the bar becomes black, and the
        // terminal's default text (dark on a light theme) would vanish on it.
        let bar = canvas.colorDepth == .monochrome ? Style(attributes: .reverse) : Style(foreground: .indexed(252), background: .indexed(236))
        canvas.fill(bounds, style: bar)
        canvas.write(title, at: Point(x: 2, y: 0), style: bar.bold, maxWidth: max(0, bounds.width - 3))
    }
}
