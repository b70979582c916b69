/// The state a cell is drawn for: what `updateConfiguration(using:)` and the configurations'
/// `updated(for:)` receive.
///
/// Mirrors `UICellConfigurationState`. The collection view keeps it current: selection,
/// keyboard focus (only while the collection view is the first responder), highlight,
/// disabled, and the expansion of outline items.
public struct CellConfigurationState: Hashable, Sendable {
    /// The size class of the collection view's width.
    public var traitCollection: TraitCollection
    /// Whether the item is selected.
    public var isSelected: Bool
    /// Whether the cell is highlighted: set by your code, never by the collection view (a
    /// terminal has no touch-down).
    public var isHighlighted: Bool
    /// Whether the cell holds the keyboard focus of a collection view that is the first
    /// responder.
    public var isFocused: Bool
    /// Whether the cell is disabled: dimmed, and not selectable by the user.
    public var isDisabled: Bool
    /// Whether the outline item the cell shows is expanded.
    public var isExpanded: Bool

    /// A state with the given values; everything is off by default, in a regular width.
    public init(
        traitCollection: TraitCollection = TraitCollection(horizontalSizeClass: .regular),
        isSelected: Bool = false,
        isHighlighted: Bool = false,
        isFocused: Bool = false,
        isDisabled: Bool = false,
        isExpanded: Bool = false
    ) {
        self.traitCollection = traitCollection
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.isFocused = isFocused
        self.isDisabled = isDisabled
        self.isExpanded = isExpanded
    }

    /// Whether the state calls for an emphasised background: focused, highlighted or selected.
    var isEmphasized: Bool { isFocused || isHighlighted || isSelected }
}
