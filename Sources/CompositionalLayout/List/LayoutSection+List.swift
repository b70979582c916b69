import TUICore

extension LayoutSection {
    /// A list section styled by `configuration`.
    ///
    /// Rows are full-width items of estimated height 1 (measured by the collection view),
    /// one per group. Terminal conventions per appearance (see <doc:ListAppearances>):
    ///
    /// | appearance    | horizontal inset | above section         | headers  | background        |
    /// |---------------|------------------|-----------------------|----------|-------------------|
    /// | .plain        | none             | nothing               | pinned   | none              |
    /// | .grouped      | none             | 1 blank row           | scrolling| section tint      |
    /// | .insetGrouped | 2 (+1 border)    | 1 blank row           | scrolling| rounded box       |
    /// | .sidebar      | 1 (pill room)    | 1 row between sections| scrolling| none              |
    /// | .sidebarPlain | none             | nothing               | pinned   | none              |
    ///
    /// With separators, one row after each item but the last of the section holds a
    /// decoration of kind `ListConfiguration.separatorElementKind`.
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment) -> LayoutSection {
        let rowSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
        let item = LayoutItem(layoutSize: rowSize)
        let section = LayoutSection(group: .vertical(layoutSize: rowSize, subitems: [item]))
        section.listConfiguration = configuration
        section.interGroupSpacing = configuration.showsSeparators ? 1 : 0

        let pinsHeaders: Bool
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            pinsHeaders = true
        case .grouped:
            pinsHeaders = false
            section.spacingBefore = 1
            section.decorationItems = [.background(elementKind: ListConfiguration.sectionBackgroundElementKind)]
        case .insetGrouped:
            pinsHeaders = false
            section.spacingBefore = 1
            // Two columns of inset, then one row/column of the box's border around the rows.
            section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 3, bottom: 1, trailing: 3)
            section.dropsVerticalInsetsWhenEmpty = true
            let box = LayoutDecorationItem.background(elementKind: ListConfiguration.sectionBackgroundElementKind)
            box.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            section.decorationItems = [box]
        case .sidebar:
            pinsHeaders = false
            section.spacingBefore = 1
            section.spacingBeforeFirstSection = false
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        }

        var boundary: [LayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = LayoutBoundarySupplementaryItem(layoutSize: rowSize, elementKind: ElementKind.sectionHeader, alignment: .top)
            header.pinToVisibleBounds = pinsHeaders
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(LayoutBoundarySupplementaryItem(layoutSize: rowSize, elementKind: ElementKind.sectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}
