import DiffableTUI

/// The stock count over a card's top-trailing corner (seed 002), hidden at 0.
///
/// Registered and dequeued by type: its element kind and reuse identifier are both its type
/// name, `"BadgeView"`, as in the seed's `reuseIdentifier` extension.
final class BadgeView: CollectionReusableView, ReuseReporting {
    weak var reuseLedger: ReuseLedger?

    /// The badge's element kind in the layout.
    static let elementKind = ContentLayout.badgeKind
    /// The badge's width in columns: room for " 999k ".
    static let width = ContentLayout.badgeWidth

    var count = 0 {
        didSet {
            if oldValue != count { setNeedsDisplay() }
            isHidden = count == 0
        }
    }

    /// The count in at most four columns: 7, 42, 999, 1.2k, 12k, 999k.
    static func text(for count: Int) -> String {
        count.abbreviated
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseLedger?.queued(self)
        count = 0
    }

    override func draw(in canvas: inout Canvas) {
        let text = " \(Self.text(for: count)) "
        let width = text.terminalWidth
        canvas.write(text, at: Point(x: max(0, bounds.width - width), y: 0), style: Self.style(at: canvas.colorDepth),
                     maxWidth: bounds.width)
    }

    /// The badge's colours at `depth`: white on red where the palette has a red apart from the
    /// cards' rust and green; at 16 and 8 colours, where the oranges' rust is that red too,
    /// black on white, apart from every card and from either theme's background.
    static func style(at depth: ColorDepth) -> Style {
        switch depth {
        case .monochrome: Style(attributes: [.bold, .reverse])
        case .ansi8, .ansi16: Style(foreground: .ansi(0), background: .ansi(7), attributes: .bold)
        case .indexed256, .truecolor: Style(foreground: .indexed(231), background: .indexed(160), attributes: .bold)
        }
    }
}
