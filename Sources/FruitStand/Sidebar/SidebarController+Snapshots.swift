import DiffableTUI

/// Filling the sidebar: a flat first section, then one section snapshot per header, as seed
/// 001's `applySnapshot()` does.
extension SidebarController {
    /// The rows of the first section.
    static let libraryItems: [SidebarItem] = [.destination(.all), .destination(.inStock), .destination(.favorites)]

    /// Whether `section`'s header is expanded; `fallback` when the section is not shown yet.
    func isExpanded(_ section: SidebarSection, fallback: Bool = true) -> Bool {
        let outline = dataSource.snapshot(for: section)
        guard outline.contains(.header(section)) else { return fallback }
        return outline.isExpanded(.header(section))
    }

    /// The expansion of every header, keyed by its title, for the state file.
    var expansionByTitle: [String: Bool] {
        var result: [String: Bool] = [:]
        for section in SidebarSection.allCases {
            if let title = section.title { result[title] = isExpanded(section) }
        }
        return result
    }

    /// The outline of a header section: the header, then its rows, expanded or not.
    static func outline(for section: SidebarSection, counts: FruitCounts, expanded: Bool) -> SectionSnapshot {
        var outline = SectionSnapshot()
        let header = SidebarItem.header(section)
        outline.append([header])
        switch section {
        case .library:
            return SectionSnapshot()
        case .apples, .oranges:
            let kind: FruitKind = section == .apples ? .apple : .orange
            let varieties = counts.varieties(of: kind).map { SidebarItem.destination(.variety(kind, $0)) }
            outline.append([.destination(.kind(kind))] + varieties, to: header)
        case .weather:
            outline.append([.weather(.good), .weather(.bad)], to: header)
        }
        if expanded { outline.expand([header]) }
        return outline
    }

    /// Shows the stand's `counts`: varieties appear and disappear through the section
    /// snapshots (animated), rows whose count changed are reconfigured, and the weather rows'
    /// check mark follows the weather. `expansion` overrides the headers' current state.
    ///
    /// - Complexity: O(rows of the sidebar).
    func reload(counts newCounts: FruitCounts, expansion: [SidebarSection: Bool] = [:], animated: Bool) {
        let oldCounts = counts
        counts = newCounts
        if dataSource.snapshot().numberOfSections == 0 {
            var snapshot = DiffableDataSourceSnapshot<SidebarSection, SidebarItem>()
            snapshot.appendSections([.library])
            snapshot.appendItems(Self.libraryItems, toSection: .library)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
        for section in SidebarSection.allCases where section != .library {
            let outline = Self.outline(for: section, counts: newCounts, expanded: expansion[section] ?? isExpanded(section))
            if outline != dataSource.snapshot(for: section) {
                dataSource.apply(outline, to: section, animatingDifferences: animated)
            }
        }
        var snapshot = dataSource.snapshot()
        let changed = snapshot.itemIdentifiers.filter { item in
            switch item {
            case .destination(let query): oldCounts.count(for: query) != newCounts.count(for: query)
            case .weather: true
            case .header: false
            }
        }
        if !changed.isEmpty {
            snapshot.reconfigureItems(changed)
            dataSource.apply(snapshot, animatingDifferences: animated)
        }
        restoreSelection()
    }
}
