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
    /// The kind of a table's header row: the column titles, pinned above everything while the
    /// collection view has `tableColumns` (reported at `[0, i]`, after the layout's own
    /// headers). The collection view makes this view itself.
    public static let tableHeader = "ElementKindTableHeader"
}
