/// Two columns side by side — a primary column (a sidebar or list) of a preferred width and a
/// secondary column (the content or detail) — that collapse into one column on narrow
/// terminals, as `UISplitViewController` does for compact widths.
///
/// In a regular width the primary column takes `preferredPrimaryColumnWidthFraction` of the
/// width (kept between the minimum and maximum widths) and a rule separates it from the
/// secondary column. Below `compactWidthThreshold` columns (`TraitCollection`'s 70 by
/// default) the split view is **collapsed**, in the way its `style` says:
///
/// - `.unspecified` (the default): the secondary column fills it under a one-line bar
///   (`≡ title`), and the primary column becomes a drawer over the secondary one, shown with
///   `show(.primary)` or a click on the bar and hidden with `hide(.primary)`.
/// - `.doubleColumn`: one column fills it, as on an iPhone. The delegate's
///   `splitView(_:topColumnForCollapsingToProposedTopColumn:)` picks which as it collapses
///   (`.secondary` is proposed); `show(.primary)` / `show(.secondary)` switch. The secondary
///   column sits under a back bar naming the primary (`‹ Processes  title`): Esc, or a click
///   on the bar, goes back to the primary. The keyboard follows: the first responder moves
///   into the column shown.
///
/// Both columns are the same views in every mode, so their state (selection, expansion,
/// scrolling) carries over when the terminal widens again — the container approach seed 001
/// suggests.
///
/// ```swift
/// let split = SplitView(style: .doubleColumn, primary: list, secondary: detail)
/// split.primaryTitle = "Processes"        // the back bar: ‹ Processes
/// split.delegate = self                   // topColumnForCollapsing…, splitViewDidCollapse(_:)
/// list.didSelect = { split.show(.secondary) }
/// ```
open class SplitView: View {
    /// The two columns.
    public enum Column: Hashable, Sendable {
        /// The sidebar: a column of its own in a regular width, a drawer when collapsed.
        case primary
        /// The content: the column beside the sidebar, or the whole view when collapsed.
        case secondary
    }

    /// How a split view collapses; UIKit's `UISplitViewController.Style`.
    public enum Style: Hashable, Sendable {
        /// Collapsed, the primary column is a drawer over the secondary one.
        case unspecified
        /// Collapsed, one column fills the width and the delegate picks which.
        case doubleColumn
    }

    /// How the split view collapses; set at creation, as in UIKit.
    public let style: Style

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
    /// In `.doubleColumn` it follows the back button.
    public var collapsedTitle = "" {
        didSet { if oldValue != collapsedTitle { setNeedsDisplay() } }
    }
    /// The primary column's name, on the back bar of a `.doubleColumn` split view collapsed to
    /// its secondary column (`‹ Processes`), as a back button names the previous screen.
    public var primaryTitle = "" {
        didSet { if oldValue != primaryTitle { setNeedsDisplay() } }
    }
    /// Dim text at the trailing end of the collapsed bar, e.g. the key that opens the drawer.
    public var collapsedHint = "" {
        didSet { if oldValue != collapsedHint { setNeedsDisplay() } }
    }
    /// The colour of the rule between the columns and of the drawer's edge.
    public var separatorColor: Color = .indexed(240)

    /// Whether the split view shows one column (its width is compact).
    public private(set) var isCollapsed = false
    /// Whether the primary column is shown while collapsed: the drawer is open, or in
    /// `.doubleColumn` the primary column is the one filling the split view.
    public internal(set) var isShowingPrimaryWhenCollapsed = false

    /// Holds the primary view, with the rule (or the drawer's edge) at its trailing side.
    private let primaryContainer = EdgedContainer()

    /// A split view showing `primary` as the sidebar and `secondary` as the content, collapsing
    /// as `style` says.
    ///
    /// The split view adds both as subviews and keeps them for good: when the width changes, the
    /// same views move between the columns (and the drawer, for `.unspecified`).
    public init(style: Style = .unspecified, primary: View, secondary: View) {
        self.style = style
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
        guard isCollapsed else { return [.primary, .secondary] }
        if style == .doubleColumn { return [isShowingPrimaryWhenCollapsed ? .primary : .secondary] }
        return isShowingPrimaryWhenCollapsed ? [.secondary, .primary] : [.secondary]
    }

    /// Makes `column` visible: while collapsed, `.primary` opens the drawer and `.secondary`
    /// closes it (`.doubleColumn`: the column fills the split view and the first responder
    /// moves into it); in a regular width both are always visible.
    public func show(_ column: Column) {
        setShowsPrimary(column == .primary)
    }

    /// Hides `column` where it can be hidden: while collapsed, `.primary` closes the drawer
    /// (`.doubleColumn`: hiding the column shown shows the other).
    public func hide(_ column: Column) {
        if column == .primary || style == .doubleColumn { setShowsPrimary(column != .primary) }
    }

    private func setShowsPrimary(_ shows: Bool) {
        guard isShowingPrimaryWhenCollapsed != shows else { return }
        if isCollapsed {
            // A drawer only opens and closes; a column that fills the split view replaces the other.
            let (shown, hidden): (Column, Column) = shows ? (.primary, .secondary) : (.secondary, .primary)
            if style == .doubleColumn || shows { delegate?.splitView(self, willShow: shown) }
            if style == .doubleColumn || !shows { delegate?.splitView(self, willHide: hidden) }
        }
        isShowingPrimaryWhenCollapsed = shows
        setNeedsLayout()
        if isCollapsed, style == .doubleColumn {
            // Lay out now: the column's visibility decides what in it can take the keyboard.
            layoutIfNeeded()
            moveFirstResponderToShownColumn()
        }
    }

    // MARK: Layout

    override open func layoutSubviews() {
        let collapsed = bounds.width < compactWidthThreshold
        if collapsed != isCollapsed {
            isCollapsed = collapsed
            if collapsed {
                if style == .doubleColumn { collapseToTopColumn() }
                delegate?.splitViewDidCollapse(self)
            } else {
                delegate?.splitViewDidExpand(self)
            }
        }
        let width = primaryColumnWidth
        let body = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
        primaryContainer.showsEdge = !(isCollapsed && style == .doubleColumn)
        if isCollapsed, style == .doubleColumn {
            // The primary column fills the split view; the secondary one sits under the back bar.
            secondaryView.frame = body
            secondaryView.isHidden = isShowingPrimaryWhenCollapsed
            primaryContainer.frame = bounds
            primaryContainer.isHidden = !isShowingPrimaryWhenCollapsed
            primaryContainer.isOpaque = true
        } else if isCollapsed {
            secondaryView.frame = body
            secondaryView.isHidden = false
            primaryContainer.frame = Rect(x: 0, y: body.minY, width: min(bounds.width, width + 1), height: body.height)
            primaryContainer.isHidden = !isShowingPrimaryWhenCollapsed
            primaryContainer.isOpaque = true
        } else {
            primaryContainer.frame = Rect(x: 0, y: 0, width: width + 1, height: bounds.height)
            primaryContainer.isHidden = false
            primaryContainer.isOpaque = false
            secondaryView.isHidden = false
            secondaryView.frame = Rect(x: width + 1, y: 0, width: max(0, bounds.width - width - 1), height: bounds.height)
        }
        primaryContainer.edgeColor = separatorColor
        let edge = primaryContainer.showsEdge ? 1 : 0
        primaryView.frame = Rect(x: 0, y: 0, width: max(0, primaryContainer.frame.width - edge), height: primaryContainer.frame.height)
        if isCollapsed, style == .doubleColumn { moveFirstResponderOutOfHiddenColumn() }
    }

    override open func draw(in canvas: inout Canvas) {
        guard isCollapsed, bounds.height > 0 else { return }
        guard style == .unspecified || !isShowingPrimaryWhenCollapsed else { return }
        let monochrome = canvas.colorDepth == .monochrome
        // A bar with a fill of its own sets its own text colour: a light theme's is dark.
        let bar = monochrome ? TUICore.Style(attributes: .reverse) : TUICore.Style(foreground: .indexed(252), background: .indexed(236))
        canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), style: bar)
        let hintWidth = collapsedHint.isEmpty ? 0 : collapsedHint.terminalWidth + 2
        var used: Int
        if style == .doubleColumn {
            used = canvas.write("‹ \(primaryTitle)", at: Point(x: 1, y: 0), style: bar, maxWidth: max(0, bounds.width - 2))
            if !primaryTitle.isEmpty { used += 2 }
        } else {
            // Not ☰: Unicode 16 made the trigrams wide, so terminals disagree on its width.
            used = canvas.write(isShowingPrimaryWhenCollapsed ? "✕ " : "≡ ", at: Point(x: 1, y: 0), style: bar.bold)
        }
        canvas.write(collapsedTitle, at: Point(x: 1 + used, y: 0), style: bar.bold, maxWidth: max(0, bounds.width - 2 - used - hintWidth))
        if hintWidth > 0, bounds.width - hintWidth > used + 4 {
            // Quieter than the title, in a grey that still reads at 4.5:1 on the bar (dimmed, the
            // bar's text read at 3.3:1); below 256 colours, in the bar's own text colour.
            let hint = monochrome ? bar.dim : canvas.colorDepth >= .indexed256 ? bar.foreground(.indexed(247)) : bar
            canvas.write(collapsedHint, at: Point(x: bounds.width - hintWidth + 1, y: 0), style: hint)
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

    /// Only a collapsed `.doubleColumn` split view whose column shown has nothing that takes
    /// keys accepts them itself, for Esc.
    override open var canBecomeFirstResponder: Bool {
        guard isCollapsed, style == .doubleColumn, let window else { return false }
        return window.preferredFirstResponder(in: shownColumnView) == nil
    }

    /// Esc goes back from the secondary column to the primary one in a collapsed
    /// `.doubleColumn` split view, as a navigation controller's back button does.
    override open func handleKey(_ key: Key) -> Bool {
        guard key == .escape, isCollapsed, style == .doubleColumn, !isShowingPrimaryWhenCollapsed else { return false }
        show(.primary)
        return true
    }
}

/// A column with a vertical rule at its trailing edge; opaque when it is a drawer.
final class EdgedContainer: View {
    var edgeColor: Color = .indexed(240)
    var isOpaque = false
    /// False where the column fills the split view alone.
    var showsEdge = true

    override func draw(in canvas: inout Canvas) {
        if isOpaque { canvas.fill(bounds, style: .plain) }
        guard bounds.width > 0, showsEdge else { return }
        let style = canvas.colorDepth == .monochrome ? Style.plain.dim : Style(foreground: edgeColor)
        canvas.drawVerticalRule(at: Point(x: bounds.width - 1, y: 0), length: bounds.height, style: style)
    }
}
