/// Element kinds of the supplementary and decoration views a layout reports.
///
/// List sections use `sectionHeader` and `sectionFooter` for their supplementary headers and
/// footers (the collection view exposes them as `CollectionView.elementKindSectionHeader`
/// and `...Footer`). Any string works as a kind for your own supplementaries.
public enum ElementKind {
    /// The kind of a section header (`UICollectionView.elementKindSectionHeader`).
    public static let sectionHeader = "ElementKindSectionHeader"
    /// The kind of a section footer (`UICollectionView.elementKindSectionFooter`).
    public static let sectionFooter = "ElementKindSectionFooter"
}
