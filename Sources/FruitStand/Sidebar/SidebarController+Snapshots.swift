import DiffableTUI

/// Filling the sidebar: a flat first section, then one section snapshot per header, as seed
/// 001's `applySnapshot()` does.
extension SidebarController {
    /// The rows of the first section.
    static let libraryItems: [SidebarItem] = [.destination(.all), .destination(.inStock), .destination(.favorites)]

    /// The most varieties a kind lists, in natural order; the rest are summed up in one row
    /// ("999,000 more") whose Enter starts the name filter.
    ///
    /// A stand whose fruit each have a name of their own has as many varieties as fruit: a
    /// million rows is no way to browse, and every edit of a million-row outline costs the
    /// main thread far more than a frame.
    static let listedVarietyLimit = 1_000

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

    /// The outline of a header section: the header, then its rows, expanded or not. A kind
    /// lists its first `listedVarietyLimit` varieties, then a row for the rest.
    ///
    /// - Complexity: O(`listedVarietyLimit`).
    static func outline(for section: SidebarSection, counts: FruitCounts, expanded: Bool) -> SectionSnapshot {
        var outline = SectionSnapshot()
        let header = SidebarItem.header(section)
        outline.append([header])
        switch section {
        case .library:
            return SectionSnapshot()
        case .apples, .oranges:
            let kind: FruitKind = section == .apples ? .apple : .orange
            let tally = counts[varieties: kind]
            var rows = [SidebarItem.destination(.kind(kind))]
            rows += tally.prefix(listedVarietyLimit).map { SidebarItem.destination(.variety(kind, $0)) }
            if tally.count > listedVarietyLimit { rows.append(.moreVarieties(kind)) }
            outline.append(rows, to: header)
        case .weather:
            outline.append([.weather(.good), .weather(.bad)], to: header)
        }
        if expanded { outline.expand([header]) }
        return outline
    }

    /// Shows the stand's `counts`, all of them afresh (a stand fetched, a state restored):
    /// varieties appear and disappear through the section snapshots (animated), rows whose
    /// count changed are reconfigured, and the weather rows' check mark follows the weather.
    /// `expansion` overrides the headers' current state. Nil counts are not known yet (no
    /// stand fetched): the rows say "–".
    ///
    /// - Complexity: O(rows of the sidebar), each count found in O(log v).
    func reload(counts newCounts: FruitCounts?, expansion: [SidebarSection: Bool] = [:], animated: Bool) {
        let oldCounts = counts
        let wereKnown = countsAreKnown
        counts = newCounts ?? FruitCounts()
        countsAreKnown = newCounts != nil
        let newCounts = counts
        if dataSource.snapshot().numberOfSections == 0 {
            var snapshot = DiffableDataSourceSnapshot<SidebarSection, SidebarItem>()
            snapshot.appendSections([.library])
            snapshot.appendItems(Self.libraryItems, toSection: .library)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
        for section in SidebarSection.allCases where section != .library {
            applyOutline(of: section, expanded: expansion[section], animated: animated)
        }
        let changed = dataSource.snapshot().itemIdentifiers.filter { item in
            switch item {
            case .destination(let query): wereKnown != countsAreKnown || oldCounts.count(for: query) != newCounts.count(for: query)
            case .moreVarieties(let kind): wereKnown != countsAreKnown || oldCounts[varieties: kind].count != newCounts[varieties: kind].count
            case .weather: true
            case .header: false
            }
        }
        reconfigure(changed, animated: animated)
    }

    /// Shows the stand's `counts` after one edit, which changed what `change` says: only the
    /// rows it names are configured again, and only the outline of a kind whose listed
    /// varieties changed is rebuilt (a variety past the listed ones changes the "more" row's
    /// count alone).
    ///
    /// - Complexity: O(`listedVarietyLimit`) when a listed variety came or went, otherwise
    ///   O(v / `VarietyTally.chunkCapacity`) besides the apply; each count is found in O(log v).
    func update(counts newCounts: FruitCounts, change: CountsChange, animated: Bool) {
        counts = newCounts
        for kind in change.varietiesChanged {
            if let variety = change.variety(of: kind), isPastTheListedVarieties(variety, of: kind) { continue }
            applyOutline(of: SidebarSection(kind), expanded: nil, animated: animated)
        }
        let rows = change.destinations.map(SidebarItem.destination) + change.varietiesChanged.map(SidebarItem.moreVarieties)
        reconfigure(rows, animated: animated)
    }

    /// Whether `variety` (which came onto the stand or left it) is past the listed varieties of
    /// `kind`, both before the change and after it: the rows listed are the same.
    private func isPastTheListedVarieties(_ variety: String, of kind: FruitKind) -> Bool {
        let tally = counts[varieties: kind]
        let limit = Self.listedVarietyLimit
        guard tally.count > limit, dataSource.snapshot(for: SidebarSection(kind)).contains(.moreVarieties(kind)),
              let lastListed = tally.name(atRank: limit - 1)
        else { return false }
        return NaturalOrder.precedes(lastListed, variety)
    }

    /// Shows the weather: its rows' check marks.
    func weatherDidChange(animated: Bool) {
        reconfigure([.weather(.good), .weather(.bad)], animated: animated)
    }

    /// Builds `section`'s outline from the counts and applies it when it differs from the one
    /// shown; `expanded` overrides the header's current state.
    private func applyOutline(of section: SidebarSection, expanded: Bool?, animated: Bool) {
        let outline = Self.outline(for: section, counts: counts, expanded: expanded ?? isExpanded(section))
        if outline != dataSource.snapshot(for: section) {
            dataSource.apply(outline, to: section, animatingDifferences: animated)
        }
        restoreSelection()
    }

    /// Configures those of `rows` that are shown again (their counts or check marks changed),
    /// then puts the selection back on the destination shown.
    private func reconfigure(_ rows: [SidebarItem], animated: Bool) {
        var snapshot = dataSource.snapshot()
        let rows = rows.filter { snapshot.indexOfItem($0) != nil }
        if !rows.isEmpty {
            snapshot.reconfigureItems(rows)
            dataSource.apply(snapshot, animatingDifferences: animated)
        }
        restoreSelection()
    }
}
