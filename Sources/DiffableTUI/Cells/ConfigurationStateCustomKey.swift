/// A key for a value of your own in a cell's configuration state, as
/// `UIConfigurationStateCustomKey` is.
///
/// A cell that draws from something besides selection and focus — the item it shows, a
/// download's progress — puts it in its ``CollectionViewCell/configurationState``, so that
/// ``CollectionViewCell/updateConfiguration(using:)`` and the configurations' `updated(for:)`
/// read everything they style from one value. Name keys in reverse-DNS style, once, in an
/// extension, and give the state a typed property over the subscript:
///
/// ```swift
/// extension ConfigurationStateCustomKey {
///     static let item = ConfigurationStateCustomKey("com.example.ItemListCell.item")
/// }
///
/// extension CellConfigurationState {
///     var item: Item? {
///         get { self[.item] as? Item }
///         set { self[.item] = newValue }
///     }
/// }
///
/// final class ItemListCell: CollectionViewListCell {
///     private var item: Item?
///
///     func update(with newItem: Item) {
///         guard item != newItem else { return }
///         item = newItem
///         setNeedsUpdateConfiguration()
///     }
///
///     override var configurationState: CellConfigurationState {
///         var state = super.configurationState
///         state.item = item
///         return state
///     }
///
///     override func updateConfiguration(using state: CellConfigurationState) {
///         var content = defaultContentConfiguration().updated(for: state)
///         content.text = state.item?.title
///         contentConfiguration = content
///     }
/// }
/// ```
public struct ConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// The key named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key named `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
