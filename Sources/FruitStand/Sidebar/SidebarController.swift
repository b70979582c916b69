import DiffableTUI

/// The sidebar (seed 001): a `.sidebar` list whose first section has no header and whose
/// other sections start with a collapsible header row (`.firstItemInSection`), filled with
/// section snapshots. Items show a glyph, a title and a count.
///
/// Selecting a destination asks the app to show it; selecting a weather row sets the
/// weather and puts the selection back on the destination shown.
@MainActor
final class SidebarController: CollectionViewDelegate {
    typealias DataSource = CollectionViewDiffableDataSource<SidebarSection, SidebarItem>
    typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<SidebarItem>

    let collectionView: PaneCollectionView
    private(set) var dataSource: DataSource!
    weak var model: (any FruitStandModel)?
    /// The user chose a destination.
    var onSelectDestination: ((FruitQuery) -> Void)?
    /// The user chose a weather row.
    var onSelectWeather: ((Weather) -> Void)?
    /// A header is about to expand (`true`) or collapse, with the rows that appear or go.
    var onToggleHeader: ((SidebarSection, Bool, Int) -> Void)?
    /// The user chose the row of a kind's varieties past the listed ones.
    var onFindVariety: ((FruitKind) -> Void)?

    /// The counts the rows show; kept to reconfigure only rows whose count changed.
    var counts = FruitCounts()
    /// Whether `counts` describe a stand yet: until the first one is fetched the rows show
    /// "–", not a count of nothing.
    var countsAreKnown = false
    /// The destination shown, whose row stays selected.
    private(set) var selectedDestination: FruitQuery = .all
    /// Where the rows report what dequeuing did, for the reuse inspector.
    let ledger: ReuseLedger

    /// The sidebar's reuse queue and what dequeues from it, for the reuse inspector: two cell
    /// registrations of the same item type, for header rows and for the others.
    static let reuseQueues: [(identifier: String, registrations: [String])] = [
        (SidebarCell.defaultReuseIdentifier, ["\(SidebarItem.self) headers", "rows"]),
    ]

    /// A sidebar whose rows report to `ledger` (a ledger of its own by default).
    init(ledger: ReuseLedger = ReuseLedger(queues: reuseQueues)) {
        self.ledger = ledger
        let layout = CompositionalLayout { index, environment in
            var configuration = ListConfiguration(appearance: .sidebar)
            configuration.headerMode = index == 0 ? .none : .firstItemInSection
            return LayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        collectionView = PaneCollectionView(frame: .zero, collectionViewLayout: layout)

        let headerCell = CollectionView.CellRegistration<SidebarCell, SidebarItem> { [weak self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            // In the text's own colour, not the library's dimmed default: dimmed text on the
            // terminal's background reads at about 4:1 on every theme, below WCAG's 4.5:1.
            cell.accessories = [.outlineDisclosure(options: .init(tintColor: .default))]
            self?.ledger.configured(cell)
        }
        let rowCell = CollectionView.CellRegistration<SidebarCell, SidebarItem> { [weak self] cell, _, item in
            // A value cell keeps the count on the title's row, against the trailing edge,
            // truncating the title rather than wrapping in a narrow sidebar.
            var content = ListContentConfiguration.valueCell()
            content.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            content.image = item.glyph
            content.imageProperties.reservedLayoutWidth = 2
            content.text = self?.title(for: item) ?? item.title
            // A long variety name keeps its distinctive end ("Braeburn Ced…#0000123"): names
            // that share a start are told apart by how they end. The fixed rows keep theirs.
            if case .destination(.variety) = item { content.textProperties.lineBreakMode = .byTruncatingMiddle }
            content.secondaryText = self?.secondaryText(for: item)
            // Not dimmed, for the reason the disclosure triangle is not.
            content.secondaryTextProperties.attributes.remove(.dim)
            cell.contentConfiguration = content
            cell.accessories = self?.isCurrentWeather(item) == true ? [.checkmark()] : []
            // Rows under a header read as the header's section, not as a level of a tree.
            cell.indentationLevel = 0
            self?.ledger.configured(cell)
        }
        dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, item in
            if case .header = item {
                return collectionView.dequeueConfiguredReusableCell(using: headerCell, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: rowCell, for: indexPath, item: item)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in self?.willToggle(item, expanding: true) }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in self?.willToggle(item, expanding: false) }
        collectionView.delegate = self
    }

    /// The count on a row's right: abbreviated as the badges are ("12k", "1.2M"), so a
    /// narrow sidebar never cuts it; "–" until a stand is counted.
    private func secondaryText(for item: SidebarItem) -> String? {
        switch item {
        case .destination(let query): countsAreKnown ? counts.count(for: query).abbreviated : "–"
        case .weather(let weather): weather == .good ? "open" : "closed"
        case .header, .moreVarieties: nil
        }
    }

    /// A row's title: the item's, or for the varieties past the listed ones how many they are.
    private func title(for item: SidebarItem) -> String {
        guard case .moreVarieties(let kind) = item else { return item.title }
        let more = counts[varieties: kind].count - Self.listedVarietyLimit
        return "\(more.grouped) more…"
    }

    private func isCurrentWeather(_ item: SidebarItem) -> Bool {
        guard case .weather(let weather) = item else { return false }
        return model?.store.weather == weather
    }

    private func willToggle(_ item: SidebarItem, expanding: Bool) {
        guard case .header(let section) = item else { return }
        let rows = dataSource.snapshot(for: section).snapshot(of: item, includingParent: false).items.count
        onToggleHeader?(section, expanding, rows)
    }

    // MARK: Selection

    /// Selects the row of `query` (without telling the delegate), as the content now shows it.
    func select(_ query: FruitQuery) {
        selectedDestination = query
        restoreSelection()
    }

    /// Puts the selection back on the destination shown. While its row is not shown — under
    /// a collapsed header, or among the varieties past the listed ones — the row that holds
    /// it (the header, the "more" row) carries the pill instead; with neither, nothing.
    func restoreSelection() {
        let target = pillRow.flatMap { dataSource.indexPath(for: $0) }
        let selected = collectionView.indexPathsForSelectedItems ?? []
        guard selected != (target.map { [$0] } ?? []) else { return }
        for indexPath in selected where indexPath != target { collectionView.deselectItem(at: indexPath, animated: false) }
        if let target { collectionView.selectItem(at: target, animated: false, scrollPosition: []) }
    }

    /// The row that shows the destination: its own, or the header or "more" row it is behind.
    var pillRow: SidebarItem? {
        let row = SidebarItem.destination(selectedDestination)
        if dataSource.indexPath(for: row) != nil { return row }
        let section = row.section
        let outline = dataSource.snapshot(for: section)
        if section != .library, outline.contains(.header(section)), !outline.isExpanded(.header(section)) {
            return .header(section)
        }
        if case .variety(let kind, _) = selectedDestination, outline.contains(.moreVarieties(kind)) {
            return .moreVarieties(kind)
        }
        return nil
    }

    /// The item with the keyboard focus.
    var focusedItem: SidebarItem? {
        collectionView.focusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }
    }

    // MARK: CollectionViewDelegate

    // The reuse inspector's "shown" column.

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        ledger.displayed(cell, true)
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        ledger.displayed(cell, false)
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        if case .header = dataSource.itemIdentifier(for: indexPath) { return false }
        return true
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        switch dataSource.itemIdentifier(for: indexPath) {
        case .destination(let query)?:
            selectedDestination = query
            onSelectDestination?(query)
        case .weather(let weather)?:
            restoreSelection()
            onSelectWeather?(weather)
        case .moreVarieties(let kind)?:
            // Enter finds a variety by name; the pill goes back where it was.
            restoreSelection()
            onFindVariety?(kind)
        case .header?, nil:
            break
        }
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        restoreSelection()
    }
}
