/// A supplementary view (a badge, a label) attached to an item or a group.
///
/// Mirrors `NSCollectionLayoutSupplementaryItem`. Its size is relative to the item it is
/// attached to (after the item's content insets); `.estimated` sizes use the estimate.
/// The supplementary gets the attached item's index path and its own `elementKind`.
public class LayoutSupplementaryItem {
    /// The view's size, relative to the item it is attached to.
    public let layoutSize: LayoutSize
    /// The kind the collection view dequeues a view for.
    public let elementKind: String
    /// Where the supplementary sits on the container (the item or group).
    public let containerAnchor: LayoutAnchor
    /// Which point of the supplementary is attached to the container anchor; `nil` means the
    /// point named by the container anchor's own edges (the supplementary stays inside).
    public let itemAnchor: LayoutAnchor?
    /// Drawing order: higher values are drawn above lower ones. Cells draw at 0.
    public var zIndex: Int = 1

    /// A view of kind `elementKind` placed inside its item at `containerAnchor`.
    public convenience init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A view of kind `elementKind` whose `itemAnchor` point is attached to the item's
    /// `containerAnchor` point: `containerAnchor [.top, .trailing]` with `itemAnchor [.bottom,
    /// .leading]` puts it wholly outside the item's top-trailing corner.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor?) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }
}
