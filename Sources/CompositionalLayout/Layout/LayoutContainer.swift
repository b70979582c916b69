import TUICore

/// The size of the area a layout fills.
///
/// Mirrors `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    /// The full size of the collection view's visible area.
    public var contentSize: Size
    /// Insets of the content from the visible area's edges.
    public var contentInsets: DirectionalEdgeInsets

    /// A container of `contentSize` whose content is inset by `contentInsets`.
    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The size left for content once the insets are removed.
    public var effectiveContentSize: Size {
        Size(
            width: max(0, contentSize.width - contentInsets.horizontal),
            height: max(0, contentSize.height - contentInsets.vertical)
        )
    }

    /// The insets actually applied (the same as `contentInsets`; the terminal has no safe area).
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}
