/// The state a cell is drawn for: what `updateConfiguration(using:)` and the configurations'
/// `updated(for:)` receive.
///
/// Mirrors `UICellConfigurationState`. The collection view keeps it current: selection,
/// keyboard focus (only while the collection view is the first responder), highlight,
/// disabled, and the expansion of outline items.
public struct CellConfigurationState: Hashable, Sendable {
    /// The size class of the collection view's width.
    public var traitCollection: TraitCollection
    public var isSelected: Bool
    public var isHighlighted: Bool
    /// Whether the cell holds the keyboard focus of a collection view that is the first
    /// responder.
    public var isFocused: Bool
    public var isDisabled: Bool
    /// Whether the outline item the cell shows is expanded.
    public var isExpanded: Bool

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
