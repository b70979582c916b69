import DiffableTUI

/// The first-cut screen: a title bar, a selectable list and a footer with the keys.
final class PlaceholderScreen: View {
    let title: String
    let items: [String]
    private(set) var selectedIndex = 0 {
        didSet { if oldValue != selectedIndex { setNeedsDisplay() } }
    }
    private var scrollOffset = 0
    /// Called for `q` and Esc.
    var onQuit: (() -> Void)?

    /// Bars and the selection: coloured, or reversed where there is no colour (`NO_COLOR`).
    private struct Styles {
        var title: Style
        var footer: Style
        var selected: Style

        init(_ depth: ColorDepth) {
            if depth == .monochrome {
                title = Style(attributes: [.bold, .reverse])
                footer = Style(attributes: .reverse)
                selected = Style(attributes: .reverse)
            } else {
                title = Style(foreground: .brightWhite, background: .blue, attributes: .bold)
                footer = Style(foreground: .black, background: .white)
                selected = Style(foreground: .black, background: .cyan)
            }
        }
    }

    init(title: String, items: [String]) {
        self.title = title
        self.items = items
        super.init()
    }

    override var canBecomeFirstResponder: Bool { true }

    /// Rows available for the list: everything between the title bar (plus a blank row) and
    /// the footer.
    private var listRows: Int { max(0, bounds.height - 3) }

    override func draw(in canvas: inout Canvas) {
        let width = bounds.width
        let styles = Styles(canvas.colorDepth)
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: styles.title)
        canvas.write(" " + title, at: Point(x: 0, y: 0), style: styles.title, maxWidth: width)
        let counter = "\(selectedIndex + 1)/\(items.count) "
        canvas.write(counter, at: Point(x: max(0, width - counter.terminalWidth), y: 0), style: styles.title)

        keepSelectionVisible()
        for row in 0..<listRows {
            let index = scrollOffset + row
            guard index < items.count else { break }
            let y = 2 + row
            let selected = index == selectedIndex
            let style = selected ? styles.selected : Style.plain
            if selected { canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: style) }
            canvas.write((selected ? " › " : "   ") + items[index], at: Point(x: 0, y: y), style: style, maxWidth: width)
        }

        let footerY = bounds.height - 1
        canvas.fill(Rect(x: 0, y: footerY, width: width, height: 1), style: styles.footer)
        canvas.write(" ↑/↓ move  Home/End jump  q quit", at: Point(x: 0, y: footerY), style: styles.footer, maxWidth: width)
    }

    private func keepSelectionVisible() {
        guard listRows > 0 else { return }
        if selectedIndex < scrollOffset { scrollOffset = selectedIndex }
        if selectedIndex >= scrollOffset + listRows { scrollOffset = selectedIndex - listRows + 1 }
        scrollOffset = max(0, min(scrollOffset, items.count - listRows))
    }

    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): selectedIndex = max(0, selectedIndex - 1)
        case .down, .character("j"): selectedIndex = min(items.count - 1, selectedIndex + 1)
        case .home: selectedIndex = 0
        case .end: selectedIndex = items.count - 1
        case .character("q"), .escape: onQuit?()
        default: return false
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp: return handleKey(.up)
        case .wheelDown: return handleKey(.down)
        case .press(button: 1):
            let index = scrollOffset + event.position.y - 2
            guard event.position.y >= 2, event.position.y < 2 + listRows, items.indices.contains(index) else { return false }
            selectedIndex = index
            return true
        default:
            return false
        }
    }
}
