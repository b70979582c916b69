import TUICore

extension SectionPlan {
    /// Whether a separator row follows group `group` of a list section.
    func hasSeparator(afterGroup group: Int) -> Bool {
        guard let list, list.showsSeparators, !isOrthogonal, interGroupSpacing > 0 || hasHairlineSeparators else { return false }
        return group < groupCount - 1
    }

    /// The list styling of item `item`, for list sections.
    func listInfo(forItem item: Int) -> ListLayoutInfo? {
        guard let list else { return nil }
        return ListLayoutInfo(
            appearance: list.appearance,
            isHeader: list.headerMode == .firstItemInSection && item == 0,
            isFirstInSection: item == 0,
            isLastInSection: item == itemCount - 1,
            hasSeparatorAfter: hasSeparator(afterGroup: item / itemsPerGroup) && item % itemsPerGroup == itemsPerGroup - 1
        )
    }

    /// The list styling of a supplementary header or footer, for list sections.
    func listInfo(forBoundaryKind kind: String) -> ListLayoutInfo? {
        guard let list else { return nil }
        return ListLayoutInfo(
            appearance: list.appearance, isHeader: kind == ElementKind.sectionHeader,
            isFirstInSection: false, isLastInSection: false, hasSeparatorAfter: false
        )
    }

    /// The separator row below group `group`: one row at the top of the spacing, from the
    /// row's text inset to its trailing edge; for hairlines, the group's own last row.
    func separatorFrame(afterGroup group: Int, rowFrame: Rect, groupBottom: Int) -> Rect? {
        guard hasSeparator(afterGroup: group) else { return nil }
        let inset = min(hasHairlineSeparators ? 0 : ListConfiguration.separatorLeadingInset, rowFrame.width)
        let y = hasHairlineSeparators ? groupBottom - 1 : groupBottom
        return Rect(x: rowFrame.minX + inset, y: y, width: rowFrame.width - inset, height: 1)
    }
}
