/// A cell of a collection view: content from a configuration (or your own subviews of
/// `contentView`), a background that follows the cell's state, and that state.
///
/// Mirrors `UICollectionViewCell`. The collection view sets `isSelected`, keyboard focus,
/// expansion and the layout's list information; whenever the state changes the cell updates
/// its configurations (`updated(for:)`, while `automaticallyUpdates…` is on) and calls
/// `updateConfiguration(using:)` before it is next laid out or drawn.
open class CollectionViewCell: CollectionReusableView {
    /// The view content goes in: the content configuration's view lives here, and so do any
    /// subviews you add yourself.
    public let contentView = View()

    /// The cell's content; setting it makes (or reuses) the configuration's content view.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// The cell's background; `nil` uses `defaultBackgroundConfiguration()`.
    public var backgroundConfiguration: BackgroundConfiguration? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the content configuration is restyled with `updated(for:)` when the state changes.
    public var automaticallyUpdatesContentConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the background configuration is restyled with `updated(for:)` when the state changes.
    public var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the cell's item is selected; the collection view sets it as the selection changes.
    /// Setting it asks for a configuration update.
    open var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } }
    }

    /// Whether to draw the cell emphasised, as a selected one. The collection view never sets it
    /// (a terminal has no touch-down) and clears it when the cell is reused.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell has the keyboard focus of a collection view that is the first responder.
    public internal(set) var isFocused = false {
        didSet { if oldValue != isFocused { setNeedsUpdateConfiguration() } }
    }

    var isExpanded = false {
        didSet { if oldValue != isExpanded { setNeedsUpdateConfiguration() } }
    }

    /// A disabled cell is drawn dimmed and the user cannot select it (keys and clicks still
    /// move the focus onto it). The stand-in for UIKit's `isUserInteractionEnabled = false`;
    /// reset when the cell is reused.
    public var isDisabled = false {
        didSet { if oldValue != isDisabled { setNeedsUpdateConfiguration() } }
    }

    var traitCollection = TraitCollection(horizontalSizeClass: .regular) {
        didSet { if oldValue != traitCollection { setNeedsUpdateConfiguration() } }
    }

    private var contentHost: (any View & ContentView)?
    private var needsConfigurationUpdate = true

    public required init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
        isAccessibilityElement = true
    }

    // MARK: Accessibility

    /// The label you set, the text of a list content configuration (`"Fuji"`), or a table
    /// row's values (`"Fuji, 2, Apples"`).
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? listContent?.text.flatMap { $0.isEmpty ? nil : $0 } ?? tableRowLabel(columns: nil) }
        set { super.accessibilityLabel = newValue }
    }

    /// A table row's values in `columns` (all of them for nil), as the label of a row with
    /// none set; nil for other cells.
    func tableRowLabel(columns: [Int]?) -> String? {
        guard super.accessibilityLabel == nil, let row = contentConfiguration as? TableRowContentConfiguration else { return nil }
        let values = columns.map { $0.compactMap { row.values.indices.contains($0) ? row.values[$0] : nil } } ?? row.values
        let shown = values.filter { !$0.isEmpty }
        return shown.isEmpty ? nil : shown.joined(separator: ", ")
    }

    /// The value you set, or the secondary text of a list content configuration (`"2 in stock"`).
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? listContent?.secondaryText.flatMap { $0.isEmpty ? nil : $0 } }
        set { super.accessibilityValue = newValue }
    }

    /// The traits you set, with the cell's state: ``AccessibilityTraits/selected`` while
    /// selected, ``AccessibilityTraits/notEnabled`` while disabled (those two follow the state
    /// and are not kept when set), and ``AccessibilityTraits/header`` for a list's header.
    override open var accessibilityTraits: AccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            if isSelected { traits.insert(.selected) }
            if isDisabled { traits.insert(.notEnabled) }
            if isHeaderElement { traits.insert(.header) }
            return traits
        }
        set { super.accessibilityTraits = newValue.subtracting([.selected, .notEnabled]) }
    }

    /// The content configuration, when it is a list one.
    private var listContent: ListContentConfiguration? {
        contentConfiguration as? ListContentConfiguration
    }

    /// Whether the cell shows a header: a header style of list content.
    var isHeaderElement: Bool {
        listContent?.role.isHeader ?? false
    }

    /// The start of the content's text (the first line of a list content's text), in window
    /// coordinates; the content view's origin for content of another kind.
    override func accessibilityCursorPosition() -> Point? {
        let origin = contentView.originInWindow
        guard let list = contentHost as? ListContentView else { return origin }
        let offset = list.textOrigin
        return Point(x: origin.x + list.frame.minX + offset.x, y: origin.y + list.frame.minY + offset.y)
    }

    // MARK: Configuration state

    /// The state the cell is drawn for: its selection, focus, highlight, disabled and expanded
    /// states. Override it to add values of your own under a ``ConfigurationStateCustomKey``
    /// (start from `super.configurationState`), and call ``setNeedsUpdateConfiguration()``
    /// when they change.
    open var configurationState: CellConfigurationState {
        CellConfigurationState(
            traitCollection: traitCollection, isSelected: isSelected, isHighlighted: isHighlighted,
            isFocused: isFocused, isDisabled: isDisabled, isExpanded: isExpanded)
    }

    /// Asks for `updateConfiguration(using:)` before the cell is next laid out, measured or drawn.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to restyle the cell for `state`, e.g. to set a configuration of your own per
    /// state. Automatic updates of the configurations have already happened.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// Runs a pending configuration update now.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        applyContentConfiguration()
        setNeedsDisplay()
        updateConfiguration(using: configurationState)
    }

    /// A content configuration in the style that suits the cell.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The background used while `backgroundConfiguration` is `nil`.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }

    /// The background as drawn now: the configuration (or the default), restyled for the state.
    var resolvedBackgroundConfiguration: BackgroundConfiguration {
        let configuration = backgroundConfiguration ?? defaultBackgroundConfiguration()
        return automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
    }

    /// Hands the content configuration (restyled for the state) to the content view, making
    /// a new view when the current one cannot show it.
    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            contentHost?.removeFromSuperview()
            contentHost = nil
            return
        }
        let applied = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let contentHost, contentHost.supports(applied) {
            contentHost.configuration = applied
        } else {
            contentHost?.removeFromSuperview()
            let view = applied.makeContentView()
            contentView.addSubview(view)
            view.frame = contentView.bounds
            contentHost = view
        }
    }

    // MARK: Layout and drawing

    /// Where `contentView` goes; list cells leave room for indentation and accessories.
    func contentFrame(in bounds: Rect) -> Rect { bounds }

    override open func layoutSubviews() {
        updateConfigurationIfNeeded()
        contentView.frame = contentFrame(in: bounds)
        contentHost?.frame = contentView.bounds
    }

    /// The content's size at `size.width`: the content view's answer, or the cell's current
    /// size when it has no configuration. A collection view asks this to size rows whose
    /// height is `.estimated`.
    override open func sizeThatFits(_ size: Size) -> Size {
        updateConfigurationIfNeeded()
        guard let contentHost else { return Size(width: size.width, height: frame.height) }
        let content = contentFrame(in: Rect(origin: .zero, size: Size(width: size.width, height: max(size.height, frame.height))))
        return Size(width: size.width, height: contentHost.sizeThatFits(Size(width: content.width, height: size.height)).height)
    }

    /// Clears the cell's background rect when the background has a fill, so that what was
    /// drawn beneath the cell (a grouped section's tint) does not show through between the
    /// glyphs. Subclasses that draw here call `super` first.
    override open func draw(in canvas: inout Canvas) {
        let background = resolvedBackgroundConfiguration
        if background.backgroundColor != nil {
            canvas.fill(bounds.inset(by: background.backgroundInsets), style: .plain)
        }
    }

    /// Draws the content, then paints the background under it and the border over it, so
    /// that text drawn on the default background takes the cell's colours.
    override open func drawSubviews(in canvas: inout Canvas) {
        super.drawSubviews(in: &canvas)
        resolvedBackgroundConfiguration.paint(in: &canvas, bounds: bounds, emphasized: isFocused)
    }
}
