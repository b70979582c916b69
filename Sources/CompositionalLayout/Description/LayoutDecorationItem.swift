import TUICore

/// A view drawn behind a section, such as its background.
///
/// Mirrors `NSCollectionLayoutDecorationItem.background(elementKind:)`. The background covers
/// the section's content area (its items plus the section's content insets, without the
/// boundary headers and footers), shrunk by `contentInsets`. It is only reported for
/// sections that have items. Its index path is `[section, 0]`.
public final class LayoutDecorationItem {
    /// The kind the collection view draws for this decoration.
    public let elementKind: String
    /// Space removed from the decoration's frame.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Drawing order; the default draws beneath the section's cells (which draw at 0).
    public var zIndex: Int = -1

    private init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// A background behind the section's content area.
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }
}
