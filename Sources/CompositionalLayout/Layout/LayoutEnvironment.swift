import TUICore

/// What a section provider knows about the space it lays out in.
///
/// Mirrors `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's visible area.
    public var container: LayoutContainer
    /// The terminal's size classes.
    public var traitCollection: TraitCollection

    /// An environment with the given container and traits.
    public init(container: LayoutContainer, traitCollection: TraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }

    /// The environment of a container of the given size and insets; the size class follows
    /// from the effective width.
    public init(containerSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        let container = LayoutContainer(contentSize: containerSize, contentInsets: contentInsets)
        self.init(
            container: container,
            traitCollection: TraitCollection(width: container.effectiveContentSize.width)
        )
    }
}
