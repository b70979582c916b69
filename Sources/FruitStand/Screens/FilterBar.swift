import DiffableTUI

/// The live filter: `/` then the text field, and how many fruit match on the right.
final class FilterBar: View {
    let field = TextField()
    /// E.g. "3 of 11".
    var matches = "" {
        didSet { if oldValue != matches { setNeedsLayout() } }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        field.placeholder = "type to filter by name"
        addSubview(field)
    }

    override func layoutSubviews() {
        let matchesWidth = matches.isEmpty ? 0 : matches.terminalWidth + 2
        field.frame = Rect(x: 3, y: 0, width: max(0, bounds.width - 4 - matchesWidth), height: 1)
    }

    override func draw(in canvas: inout Canvas) {
        // On the terminal's own background: its own text colour, bold (an orange "/" read
        // 1.8:1 on a light theme).
        let accent = Style.plain.bold
        canvas.write("/", at: Point(x: 1, y: 0), style: accent)
        if !matches.isEmpty {
            let width = matches.terminalWidth
            // Not dimmed: dimmed text on the terminal's background reads at about 4:1 on every
            // theme, below WCAG's 4.5:1.
            canvas.write(matches, at: Point(x: max(0, bounds.width - width - 1), y: 0), style: .plain)
        }
    }
}
