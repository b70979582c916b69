import TUICore

/// A header or footer attached to a section's (or the whole layout's) boundary.
///
/// Mirrors `NSCollectionLayoutBoundarySupplementaryItem`. Headers and footers are stacked in
/// declaration order at their edge. With `extendsBoundary` (the default) the element adds to
/// the section's height; without it, it overlays the section's content at that edge.
/// With `pinToVisibleBounds` the element stays on screen while any part of its section is
/// visible, and is pushed out by the end of its section (so the next section's header pushes
/// it off).
public final class LayoutBoundarySupplementaryItem: LayoutSupplementaryItem {
    /// The edge of the section the element sits on.
    public let alignment: RectAlignment
    /// A fixed displacement from the aligned position, in cells.
    public let offset: Point
    /// Whether the element adds to the section's extent (true) or overlays its content.
    public var extendsBoundary: Bool = true
    /// Whether the element stays visible while its section is on screen.
    public var pinToVisibleBounds: Bool = false

    /// A header or footer of kind `elementKind` at `alignment`; it extends the boundary and is not
    /// pinned until you say otherwise.
    public convenience init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A header or footer at `alignment`, moved by `absoluteOffset` cells from there.
    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(
            layoutSize: layoutSize,
            elementKind: elementKind,
            containerAnchor: LayoutAnchor(edges: alignment.isBottom ? .bottom : .top, absoluteOffset: absoluteOffset),
            itemAnchor: nil
        )
    }
}
