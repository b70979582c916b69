/// Two columns side by side — a primary column (a sidebar) of a preferred width and a
/// secondary column (the content) — that collapse into one column with a drawer on narrow
/// terminals, as `UISplitViewController` does for compact widths.
///
/// In a regular width the primary column takes `preferredPrimaryColumnWidthFraction` of the
/// width (kept between the minimum and maximum widths) and a rule separates it from the
/// secondary column. Below `compactWidthThreshold` columns (`TraitCollection`'s 70 by
/// default) the split view is **collapsed**: the secondary column fills it under a one-line
/// bar (`≡ title`), and the primary column becomes a drawer over the secondary one, shown
/// with `show(.primary)` or a click on the bar and hidden with `hide(.primary)`. Both columns
/// are the same views in both modes, so their state (selection, expansion, scrolling) carries
/// over when the terminal widens again — the container approach seed 001 suggests.
///
/// ```swift
/// let split = SplitView(primary: sidebar, secondary: content)
/// split.collapsedTitle = "All Fruit"
/// split.delegate = self                   // splitViewDidCollapse(_:), splitViewDidExpand(_:)
/// ```
open class SplitView: View {
    /// The two columns.
    public enum Column: Hashable, Sendable {
        /// The sidebar: a column of its own in a regular width, a drawer when collapsed.
        case primary
        /// The content: the column beside the sidebar, or the whole view when collapsed.
        case secondary
    }

    /// The view in the primary column (the sidebar).
    public let primaryView: View
    /// The view in the secondary column (the content).
    public let secondaryView: View
    /// Told when the split view collapses or expands and when a column shows or hides.
    public weak var delegate: (any SplitViewDelegate)?

    /// The primary column's share of the width in a regular width.
    public var preferredPrimaryColumnWidthFraction = 0.3 {
        didSet { setNeedsLayout() }
    }
    /// The narrowest the primary column gets in a regular width, in columns.
    public var minimumPrimaryColumnWidth = 22 {
        didSet { setNeedsLayout() }
    }
    /// The widest the primary column gets in a regular width, in columns.
    public var maximumPrimaryColumnWidth = 36 {
        didSet { setNeedsLayout() }
    }
    /// Widths below this collapse the split view.
    public var compactWidthThreshold = TraitCollection.regularWidthThreshold {
        didSet { setNeedsLayout() }
    }
    /// What the bar of a collapsed split view names (the secondary column's subject).
    public var collapsedTitle = "" {
        didSet { if oldValue != collapsedTitle { setNeedsDisplay() } }
    }
    /// Dim text at the trailing end of the collapsed bar, e.g. the key that opens the drawer.
    public var collapsedHint = "" {
        didSet { if oldValue != collapsedHint { setNeedsDisplay() } }
    }
    /// The colour of the rule between the columns and of the drawer's edge.
    public var separatorColor: Color = .indexed(240)

    /// Whether the split view shows one column (its width is compact).
    public private(set) var isCollapsed = false
    /// Whether the drawer is open while collapsed.
    public private(set) var isShowingPrimaryWhenCollapsed = false

    /// Holds the primary view, with the rule (or the drawer's edge) at its trailing side.
    private let primaryContainer = EdgedContainer()

    /// A split view showing `primary` as the sidebar and `secondary` as the content.
    ///
    /// The split view adds both as subviews and keeps them for good: when the width changes, the
    /// same views move between the columns and the drawer.
    public init(primary: View, secondary: View) {
        primaryView = primary
        secondaryView = secondary
        super.init(frame: .zero)
        addSubview(secondary)
        primaryContainer.addSubview(primary)
        addSubview(primaryContainer)
    }

    /// The primary column's width (without the rule) for the current width.
    public var primaryColumnWidth: Int {
        let preferred = Int((Double(bounds.width) * preferredPrimaryColumnWidthFraction).rounded())
        let clamped = min(max(preferred, minimumPrimaryColumnWidth), maximumPrimaryColumnWidth)
        return isCollapsed ? min(clamped, max(1, bounds.width - 4)) : min(clamped, max(1, bounds.width - 2))
    }

    /// The columns on screen now.
    public var visibleColumns: [Column] {
        isCollapsed ? (isShowingPrimaryWhenCollapsed ? [.secondary, .primary] : [.secondary]) : [.primary, .secondary]
    }

    /// Makes `column` visible: while collapsed, `.primary` opens the drawer and `.secondary`
    /// closes it; in a regular width both are always visible.
    public func show(_ column: Column) {
        setDrawer(open: column == .primary)
    }

    /// Hides `column` where it can be hidden: while collapsed, `.primary` closes the drawer.
    public func hide(_ column: Column) {
        if column == .primary { setDrawer(open: false) }
    }

    private func setDrawer(open: Bool) {
        guard isShowingPrimaryWhenCollapsed != open else { return }
        if isCollapsed {
            if open { delegate?.splitView(self, willShow: .primary) } else { delegate?.splitView(self, willHide: .primary) }
        }
        isShowingPrimaryWhenCollapsed = open
        setNeedsLayout()
    }

    // MARK: Layout

    override open func layoutSubviews() {
        let collapsed = bounds.width < compactWidthThreshold
        if collapsed != isCollapsed {
            isCollapsed = collapsed
            if collapsed { delegate?.splitViewDidCollapse(self) } else { delegate?.splitViewDidExpand(self) }
        }
        let width = primaryColumnWidth
        if isCollapsed {
            let body = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
            secondaryView.frame = body
            primaryContainer.frame = Rect(x: 0, y: body.minY, width: min(bounds.width, width + 1), height: body.height)
            primaryContainer.isHidden = !isShowingPrimaryWhenCollapsed
            primaryContainer.isOpaque = true
        } else {
            primaryContainer.frame = Rect(x: 0, y: 0, width: width + 1, height: bounds.height)
            primaryContainer.isHidden = false
            primaryContainer.isOpaque = false
            secondaryView.frame = Rect(x: width + 1, y: 0, width: max(0, bounds.width - width - 1), height: bounds.height)
        }
        primaryContainer.edgeColor = separatorColor
        primaryView.frame = Rect(x: 0, y: 0, width: max(0, primaryContainer.frame.width - 1), height: primaryContainer.frame.height)
    }

    override open func draw(in canvas: inout Canvas) {
        guard isCollapsed, bounds.height > 0 else { return }
        let monochrome = canvas.colorDepth == .monochrome
        let bar = monochrome ? Style(attributes: .reverse) : Style(background: .indexed(236))
        canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), style: bar)
        // Not ☰: Unicode 16 made the trigrams wide, so terminals disagree on its width.
        let glyph = isShowingPrimaryWhenCollapsed ? "✕" : "≡"
        let hintWidth = collapsedHint.isEmpty ? 0 : collapsedHint.terminalWidth + 2
        let used = canvas.write("\(glyph) ", at: Point(x: 1, y: 0), style: bar.bold)
        canvas.write(collapsedTitle, at: Point(x: 1 + used, y: 0), style: bar.bold, maxWidth: max(0, bounds.width - 2 - used - hintWidth))
        if hintWidth > 0, bounds.width - hintWidth > used + 4 {
            canvas.write(collapsedHint, at: Point(x: bounds.width - hintWidth + 1, y: 0), style: bar.dim)
        }
    }

    /// Draws the columns; while the drawer is open, the column beneath it lies behind a scrim,
    /// so that the drawer, which has the keyboard, reads as the thing on top.
    override open func drawSubviews(in canvas: inout Canvas) {
        guard isCollapsed, isShowingPrimaryWhenCollapsed, !primaryContainer.isHidden else {
            super.drawSubviews(in: &canvas)
            return
        }
        if !secondaryView.isHidden {
            canvas.withRegion(secondaryView.frame) { secondaryView.render(in: &$0) }
            canvas.scrim(secondaryView.frame)
        }
        canvas.withRegion(primaryContainer.frame) { primaryContainer.render(in: &$0) }
    }

    override open func handleMouse(_ event: MouseEvent) -> Bool {
        guard isCollapsed, case .press(button: 1) = event.kind, event.position.y == 0 else { return false }
        if isShowingPrimaryWhenCollapsed { hide(.primary) } else { show(.primary) }
        return true
    }
}

/// A column with a vertical rule at its trailing edge; opaque when it is a drawer.
final class EdgedContainer: View {
    var edgeColor: Color = .indexed(240)
    var isOpaque = false

    override func draw(in canvas: inout Canvas) {
        if isOpaque { canvas.fill(bounds, style: .plain) }
        guard bounds.width > 0 else { return }
        let style = canvas.colorDepth == .monochrome ? Style.plain.dim : Style(foreground: edgeColor)
        canvas.drawVerticalRule(at: Point(x: bounds.width - 1, y: 0), length: bounds.height, style: style)
    }
}
