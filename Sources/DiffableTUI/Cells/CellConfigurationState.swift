/// The state a cell is drawn for: what `updateConfiguration(using:)` and the configurations'
/// `updated(for:)` receive.
///
/// Mirrors `UICellConfigurationState`. The collection view keeps it current: selection,
/// keyboard focus (only while the collection view is the first responder), highlight,
/// disabled, and the expansion of outline items. A cell adds values of its own under a
/// ``ConfigurationStateCustomKey`` by overriding ``CollectionViewCell/configurationState``.
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
    /// The values stored under custom keys.
    private var customStates = CustomStates()

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

    /// The value stored under `key`, or nil; setting nil removes it (UIKit's
    /// `subscript(key:)`). Two states are equal only if their custom values are.
    ///
    /// A state is a value that cells, configurations and tests copy freely: store values in
    /// it (an item, a number), not objects that change behind it.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates.values[key] }
        set { customStates.values[key] = newValue }
    }

    /// Whether the state calls for an emphasised background: focused, highlighted or selected.
    var isEmphasized: Bool { isFocused || isHighlighted || isSelected }
}

/// The custom values of a state.
///
/// `AnyHashable` is not `Sendable`, yet a state must be, as the configurations that hold and
/// receive it are: states are made on the main actor by the cells, and the subscript's
/// documentation asks for values, which this then carries as any value type would.
private struct CustomStates: Hashable, @unchecked Sendable {
    var values: [ConfigurationStateCustomKey: AnyHashable] = [:]
}
