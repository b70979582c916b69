import TUICore

/// What a section provider knows about the space it lays out in.
///
/// Mirrors `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's visible area.
    public var container: LayoutContainer
    /// The terminal's size classes.
    public var traitCollection: TraitCollection

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

/// The size of the area a layout fills.
///
/// Mirrors `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    /// The full size of the collection view's visible area.
    public var contentSize: Size
    /// Insets of the content from the visible area's edges.
    public var contentInsets: DirectionalEdgeInsets

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

/// A width or height class: the coarse size a layout adapts to.
///
/// Mirrors `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case unspecified
    case compact
    case regular
}

/// The traits a layout adapts to; on a terminal that is the width class.
///
/// Mirrors the part of `UITraitCollection` a compositional layout reads.
public struct TraitCollection: Hashable, Sendable {
    /// Widths (in columns) from this value up are `.regular`; narrower ones are `.compact`.
    ///
    /// 70 columns keeps an 80-column terminal regular while a split pane or a phone-sized
    /// terminal window becomes compact.
    public static let regularWidthThreshold = 70

    public var horizontalSizeClass: UserInterfaceSizeClass

    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// The traits of a container `width` columns wide.
    public init(width: Int) {
        self.init(horizontalSizeClass: width < Self.regularWidthThreshold ? .compact : .regular)
    }
}
