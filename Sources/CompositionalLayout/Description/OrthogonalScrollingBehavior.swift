/// How a section scrolls sideways, across the layout's vertical scrolling.
///
/// Mirrors `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value but `.none` lays
/// the section's groups out in one horizontal row that scrolls on its own offset.
public enum OrthogonalScrollingBehavior: Hashable, Sendable {
    /// The section scrolls with the layout; groups are stacked vertically.
    case none
    /// Free scrolling, no snapping.
    case continuous
    /// Scrolling comes to rest on the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// Scrolling moves a page (the container's width) at a time.
    case paging
    /// Scrolling moves one group at a time, resting on a group's leading edge.
    case groupPaging
    /// Scrolling moves one group at a time, resting with the group centred.
    case groupPagingCentered
}
