/// A container that lays out its subitems along one axis; a section repeats its group to
/// place all of its items.
///
/// Mirrors `NSCollectionLayoutGroup`. A group is itself an item, so groups nest.
///
/// - `horizontal(layoutSize:subitems:)` / `vertical(layoutSize:subitems:)` place the subitems
///   in order and, when the group's extent along its axis is known (not `.estimated`), keep
///   repeating them while the next one still fits.
/// - `horizontal(layoutSize:repeatingSubitem:count:)` / `vertical(...)` place exactly `count`
///   copies that share the group's extent equally (the subitem's own extent along the axis
///   is ignored), minus the inter-item spacing.
public final class LayoutGroup: LayoutItem {
    enum Axis: Sendable { case horizontal, vertical }

    /// The items this group arranges, in order.
    public let subitems: [LayoutItem]
    /// Space between consecutive subitems; `nil` means none.
    public var interItemSpacing: LayoutSpacing?
    let axis: Axis
    let repeatCount: Int?

    private init(layoutSize: LayoutSize, axis: Axis, subitems: [LayoutItem], repeatCount: Int?) {
        precondition(!subitems.isEmpty, "A layout group must contain at least one subitem.")
        if let repeatCount {
            precondition(repeatCount > 0, "A repeating layout group must have a count greater than 0.")
        }
        self.subitems = subitems
        self.axis = axis
        self.repeatCount = repeatCount
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group that places `subitems` left to right.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repeatCount: nil)
    }

    /// A group that places `subitems` top to bottom.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, repeatCount: nil)
    }

    /// A group of `count` equally wide copies of `repeatingSubitem`, left to right.
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [repeatingSubitem], repeatCount: count)
    }

    /// A group of `count` equally tall copies of `repeatingSubitem`, top to bottom.
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [repeatingSubitem], repeatCount: count)
    }
}
