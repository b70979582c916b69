import DiffableTUI

/// The whole screen: the title bar, the split view (sidebar and content), the reuse
/// inspector, the filter and caption lines when they are in use, and the footer with the keys
/// of the focused pane.
///
/// Keys that no view below handled arrive here and go to `onKey`.
final class RootView: View {
    let titleBar = TitleBar()
    let splitView: SplitView
    let sidebarPane: SidebarPane
    let filterBar = FilterBar()
    let captionBar = CaptionBar()
    let inspector: ReuseInspector
    let footer = KeyHintBar()
    var onKey: ((Key) -> Bool)?

    /// Whether the filter line is shown (while filtering or while a filter is set).
    var showsFilterBar = false {
        didSet { if oldValue != showsFilterBar { setNeedsLayout() } }
    }
    /// Whether the reuse inspector's band is shown.
    var showsInspector = false {
        didSet { if oldValue != showsInspector { setNeedsLayout() } }
    }
    /// Whether the caption line is shown (scripted runs).
    var showsCaptionBar = false {
        didSet { if oldValue != showsCaptionBar { setNeedsLayout() } }
    }

    init(sidebar: View, content: View, inspector: ReuseInspector) {
        self.inspector = inspector
        sidebarPane = SidebarPane(list: sidebar)
        splitView = SplitView(primary: sidebarPane, secondary: content)
        // The sidebar widens with the window (30% of it), past the library's 36 columns, so
        // long variety names read whole on a wide terminal.
        splitView.maximumPrimaryColumnWidth = 56
        super.init(frame: .zero)
        inspector.isHidden = true
        for view in [titleBar, splitView, inspector, filterBar, captionBar, footer] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let width = bounds.width
        var bottom = bounds.height
        func row(_ lines: Int = 1) -> Rect {
            let lines = max(0, min(lines, bottom - 1))
            bottom -= max(1, lines)
            return Rect(x: 0, y: max(0, bottom), width: width, height: bottom >= 1 ? max(1, lines) : 0)
        }
        footer.frame = row()
        captionBar.isHidden = !showsCaptionBar
        // A short screen keeps a one-line caption (cut), not a second line over the cards.
        if showsCaptionBar { captionBar.frame = row(bounds.height >= 20 ? captionBar.height(forWidth: width) : 1) }
        filterBar.isHidden = !showsFilterBar
        if showsFilterBar { filterBar.frame = row() }
        // The panes keep at least half the screen.
        inspector.isHidden = !showsInspector
        if showsInspector { inspector.frame = row(min(inspector.preferredHeight, bounds.height / 2)) }
        titleBar.frame = Rect(x: 0, y: 0, width: width, height: min(1, bounds.height))
        splitView.frame = Rect(x: 0, y: 1, width: width, height: max(0, bottom - 1))
    }

    override func handleKey(_ key: Key) -> Bool {
        onKey?(key) ?? false
    }
}
