/// The view of a `ListContentConfiguration`: draws the glyph, the text and the secondary
/// text, and measures the rows they need.
final class ListContentView: View, ContentView {
    private(set) var listConfiguration: ListContentConfiguration {
        didSet { cachedLayout = nil }
    }
    /// The layout last worked out, and for which width: a row drawn every frame of an
    /// animation (or measured and then drawn) wraps and truncates its text once.
    private var cachedLayout: (width: Int, layout: ListContentLayout)?

    init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    var configuration: any ContentConfiguration {
        get { listConfiguration }
        set {
            guard let new = newValue as? ListContentConfiguration else {
                preconditionFailure("ListContentView cannot show a \(type(of: newValue)); check supports(_:) first.")
            }
            if new != listConfiguration {
                listConfiguration = new
                setNeedsDisplay()
            }
        }
    }

    /// The rows the content needs at `size.width`, margins included (at least one row).
    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: layout(width: size.width).height)
    }

    private func layout(width: Int) -> ListContentLayout {
        if let cachedLayout, cachedLayout.width == width { return cachedLayout.layout }
        let layout = ListContentLayout(listConfiguration, width: width)
        cachedLayout = (width, layout)
        return layout
    }

    /// Where the first line of the text (or, without text, the secondary text) starts, in
    /// the view's coordinates: where the terminal's cursor goes in accessible mode.
    var textOrigin: Point {
        let configuration = listConfiguration
        let layout = ListContentLayout(configuration, width: bounds.width)
        let top = configuration.directionalLayoutMargins.top + max(0, (bounds.height - layout.height) / 2)
        let (block, properties) = layout.text.lines.isEmpty
            ? (layout.secondary, configuration.secondaryTextProperties) : (layout.text, configuration.textProperties)
        guard let lineWidth = block.lineWidths.first else { return Point(x: configuration.directionalLayoutMargins.leading, y: top) }
        let x = block.x + properties.alignment.offset(forLineWidth: lineWidth, in: block.width)
        return Point(x: x, y: top + block.y)
    }

    override func draw(in canvas: inout Canvas) {
        let configuration = listConfiguration
        let layout = layout(width: bounds.width)
        // Content taller than its natural height (a fixed-height card) sits centred.
        let top = configuration.directionalLayoutMargins.top
            + max(0, (bounds.height - layout.height) / 2)
        if let image = configuration.image, layout.imageWidth > 0 {
            let style = Style(foreground: configuration.imageProperties.tintColor ?? configuration.textProperties.color)
            canvas.write(image, at: Point(x: layout.imageX, y: top), style: style, maxWidth: layout.imageWidth)
        }
        draw(layout.text, properties: configuration.textProperties, at: top, in: &canvas)
        draw(layout.secondary, properties: configuration.secondaryTextProperties, at: top, in: &canvas)
    }

    private func draw(_ block: ListContentLayout.Block, properties: ListContentConfiguration.TextProperties, at top: Int, in canvas: inout Canvas) {
        for (row, line) in block.lines.enumerated() {
            let x = block.x + properties.alignment.offset(forLineWidth: block.lineWidths[row], in: block.width)
            canvas.write(line, at: Point(x: x, y: top + block.y + row), style: properties.style, maxWidth: block.width, lineBreakMode: .byClipping)
        }
    }
}

/// Where the parts of a list content go for a given width: shared by drawing and measuring.
struct ListContentLayout {
    /// Lines of text placed at a column and a row offset from the top of the content.
    struct Block {
        var lines: [String] = []
        /// Each line's width in columns, measured once for the frames that draw it.
        var lineWidths: [Int] = []
        var x = 0
        var y = 0
        var width = 0

        init() {}

        init(lines: [String], x: Int, y: Int = 0, width: Int) {
            self.lines = lines
            lineWidths = lines.map(\.terminalWidth)
            self.x = x
            self.y = y
            self.width = width
        }
    }

    var imageX = 0
    var imageWidth = 0
    var text = Block()
    var secondary = Block()
    /// The height the content needs, margins included.
    var height = 1

    init(_ configuration: ListContentConfiguration, width: Int) {
        let margins = configuration.directionalLayoutMargins
        imageX = margins.leading
        let glyphWidth = configuration.image?.terminalWidth ?? 0
        imageWidth = max(configuration.imageProperties.reservedLayoutWidth, glyphWidth)
        let textX = margins.leading + (imageWidth > 0 ? imageWidth + configuration.imageToTextPadding : 0)
        let textWidth = max(0, width - margins.trailing - textX)
        let text = (configuration.text ?? "").isEmpty ? nil : configuration.textProperties.transformed(configuration.text!)
        let secondary = (configuration.secondaryText ?? "").isEmpty ? nil : configuration.secondaryTextProperties.transformed(configuration.secondaryText!)

        var rows = 0
        if let text, let secondary, configuration.prefersSideBySideTextAndSecondaryText,
           let split = Self.sideBySide(text, secondary, width: textWidth, padding: configuration.textToSecondaryTextHorizontalPadding, truncating: configuration.role == .valueCell) {
            self.text = Block(lines: [text.truncated(toWidth: split.text, lineBreakMode: configuration.textProperties.lineBreakMode)], x: textX, width: split.text)
            let secondaryX = textX + textWidth - split.secondary
            self.secondary = Block(lines: [secondary.truncated(toWidth: split.secondary, lineBreakMode: configuration.secondaryTextProperties.lineBreakMode)], x: secondaryX, width: split.secondary)
            rows = 1
        } else {
            if let text {
                let lines = Self.wrap(text, width: textWidth, configuration.textProperties)
                self.text = Block(lines: lines, x: textX, width: textWidth)
                rows = lines.count
            }
            if let secondary {
                let gap = rows > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
                let lines = Self.wrap(secondary, width: textWidth, configuration.secondaryTextProperties)
                self.secondary = Block(lines: lines, x: textX, y: rows + gap, width: textWidth)
                rows += gap + lines.count
            }
        }
        height = margins.top + max(1, rows) + margins.bottom
    }

    private static func wrap(_ text: String, width: Int, _ properties: ListContentConfiguration.TextProperties) -> [String] {
        guard width > 0 else { return [""] }
        return text.wrapped(toWidth: width, maxLines: properties.numberOfLines, lineBreakMode: properties.lineBreakMode)
    }

    /// The widths of the text and the secondary text on one row, or `nil` when they do not
    /// both fit and `truncating` is false. A value cell keeps them on one row and truncates:
    /// the secondary text gets at most half the row.
    private static func sideBySide(_ text: String, _ secondary: String, width: Int, padding: Int, truncating: Bool) -> (text: Int, secondary: Int)? {
        let textWidth = text.terminalWidth, secondaryWidth = secondary.terminalWidth
        if textWidth + padding + secondaryWidth <= width { return (textWidth, secondaryWidth) }
        guard truncating, width > padding + 1 else { return nil }
        let secondaryShare = min(secondaryWidth, (width - padding) / 2)
        return (width - padding - secondaryShare, secondaryShare)
    }
}
