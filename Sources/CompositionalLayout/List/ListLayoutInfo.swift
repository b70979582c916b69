/// What a list cell needs to know to style itself like `UICollectionViewListCell`.
///
/// Reported in `LayoutAttributes.listInfo` for the cells of list sections, and for their
/// supplementary headers and footers.
package struct ListLayoutInfo: Hashable, Sendable {
    /// The appearance of the list the element belongs to.
    package var appearance: ListConfiguration.Appearance
    /// Whether this element is the section's header: the first item under
    /// `.firstItemInSection`, or the supplementary header.
    package var isHeader: Bool
    /// Whether this is the section's first item.
    package var isFirstInSection: Bool
    /// Whether this is the section's last item.
    package var isLastInSection: Bool
    /// Whether a separator row follows this item.
    package var hasSeparatorAfter: Bool

    package init(
        appearance: ListConfiguration.Appearance,
        isHeader: Bool,
        isFirstInSection: Bool,
        isLastInSection: Bool,
        hasSeparatorAfter: Bool
    ) {
        self.appearance = appearance
        self.isHeader = isHeader
        self.isFirstInSection = isFirstInSection
        self.isLastInSection = isLastInSection
        self.hasSeparatorAfter = hasSeparatorAfter
    }
}
