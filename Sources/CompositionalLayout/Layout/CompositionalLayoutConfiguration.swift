/// Settings that apply to the whole layout rather than one section.
///
/// Mirrors `UICollectionViewCompositionalLayoutConfiguration` (vertical scrolling only).
public struct CompositionalLayoutConfiguration {
    /// Rows between consecutive sections.
    public var interSectionSpacing: Int = 0
    /// Headers and footers of the whole layout: `top*` ones sit above the first section,
    /// `bottom*` ones below the last. Their index paths are `[0, i]` where `i` is the position
    /// in this array, so give them kinds distinct from the sections' own supplementaries.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

    /// No layout-wide headers or footers, no spacing between sections.
    public init() {}
}
