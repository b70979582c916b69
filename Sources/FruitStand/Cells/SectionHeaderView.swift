import DiffableTUI

/// The pinned header of a content section: the section identifier's title on an opaque bar,
/// so the cards scrolling beneath it stay hidden (seed 000's `HeaderView`).
///
/// Registered and dequeued by type (seed 004): its reuse identifier is `"SectionHeaderView"`.
final class SectionHeaderView: CollectionReusableView, ReuseReporting {
    weak var reuseLedger: ReuseLedger?

    var title = "" {
        didSet { if oldValue != title { setNeedsDisplay() } }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseLedger?.queued(self)
        title = ""
    }

    override func draw(in canvas: inout Canvas) {
        // Below 256 colours the grey would be black, a common terminal background: the bar is
        // reverse video there, as without colour. The light foreground is explicit: a light
        // theme's default (dark) text would vanish on the grey.
        let bar = canvas.colorDepth >= .indexed256
            ? Style(foreground: .indexed(252), background: .indexed(236)) : Style(attributes: .reverse)
        canvas.fill(bounds, style: bar)
        canvas.write(title, at: Point(x: 2, y: 0), style: bar.bold, maxWidth: max(0, bounds.width - 3))
    }
}
