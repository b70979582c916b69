import TUICore

/// The smallest building block of a compositional layout: one cell's size, its insets and the
/// supplementary views (such as badges) attached to it.
///
/// Mirrors `NSCollectionLayoutItem`. Items are descriptions: a layout copies them when it is
/// prepared, so changing an item afterwards affects only later preparations.
public class LayoutItem {
    /// The item's size relative to its containing group.
    public let layoutSize: LayoutSize
    /// Space removed from the item's frame after layout, on every axis whose dimension is not
    /// `.estimated` (as in UIKit).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Supplementary views anchored to this item's frame.
    public var supplementaryItems: [LayoutSupplementaryItem]

    /// An item of `layoutSize` without supplementary views.
    public convenience init(layoutSize: LayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with badges or other views anchored to it.
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
