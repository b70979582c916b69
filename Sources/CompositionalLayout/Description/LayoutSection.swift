import TUICore

/// One section of a compositional layout: a group repeated for all of the section's items,
/// with insets, spacing, headers, footers and decorations.
///
/// Mirrors `NSCollectionLayoutSection`. The section places group after group top to bottom
/// (or, with an orthogonal scrolling behaviour, left to right in one sideways-scrolling row).
public final class LayoutSection {
    /// The group repeated to lay out the section's items.
    public let group: LayoutGroup
    /// Space around the section's groups, in cells.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between consecutive groups, in cells.
    public var interGroupSpacing: Int = 0
    /// Whether and how the section scrolls sideways.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Views drawn behind the section, such as a background.
    public var decorationItems: [LayoutDecorationItem] = []
    /// Whether headers and footers are inset horizontally like the content (UIKit's default).
    public var supplementariesFollowContentInsets: Bool = true

    /// List styling, set by `list(using:layoutEnvironment:)`.
    var listConfiguration: ListConfiguration?
    /// Blank rows above the section (above its headers); list appearances use this for the
    /// gap between grouped sections.
    var spacingBefore: Int = 0
    /// Whether `spacingBefore` applies to the first section too.
    var spacingBeforeFirstSection: Bool = true
    /// Whether the vertical content insets disappear when the section has no items (list
    /// sections: no empty border box).
    var dropsVerticalInsetsWhenEmpty: Bool = false

    /// A section that repeats `group` until its items are placed.
    public init(group: LayoutGroup) {
        self.group = group
    }
}
