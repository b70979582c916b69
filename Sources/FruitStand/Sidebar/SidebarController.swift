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

    /// The counts the rows show; kept to reconfigure only rows whose count changed.
    var counts = FruitCounts()
    /// The destination shown, whose row stays selected.
    private(set) var selectedDestination: FruitQuery = .all

    init() {
        let layout = CompositionalLayout { index, environment in
            var configuration = ListConfiguration(appearance: .sidebar)
            configuration.headerMode = index == 0 ? .none : .firstItemInSection
            return LayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        collectionView = PaneCollectionView(frame: .zero, collectionViewLayout: layout)

        let headerCell = CollectionView.CellRegistration<CollectionViewListCell, SidebarItem> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let rowCell = CollectionView.CellRegistration<CollectionViewListCell, SidebarItem> { [weak self] cell, _, item in
            // A value cell keeps the count on the title's row, against the trailing edge,
            // truncating the title rather than wrapping in a narrow sidebar.
            var content = ListContentConfiguration.valueCell()
            content.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            content.image = item.glyph
            content.imageProperties.reservedLayoutWidth = 2
            content.text = item.title
            content.secondaryText = self?.secondaryText(for: item)
            cell.contentConfiguration = content
            cell.accessories = self?.isCurrentWeather(item) == true ? [.checkmark()] : []
            // Rows under a header read as the header's section, not as a level of a tree.
            cell.indentationLevel = 0
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

    private func secondaryText(for item: SidebarItem) -> String? {
        switch item {
        case .destination(let query): "\(counts.count(for: query))"
        case .weather(let weather): weather == .good ? "open" : "closed"
        case .header: nil
        }
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

    /// Puts the selection back on the destination shown, or clears it when its row is gone.
    func restoreSelection() {
        let target = dataSource.indexPath(for: .destination(selectedDestination))
        let selected = collectionView.indexPathsForSelectedItems ?? []
        guard selected != (target.map { [$0] } ?? []) else { return }
        for indexPath in selected where indexPath != target { collectionView.deselectItem(at: indexPath, animated: false) }
        if let target { collectionView.selectItem(at: target, animated: false, scrollPosition: []) }
    }

    /// The item with the keyboard focus.
    var focusedItem: SidebarItem? {
        collectionView.focusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }
    }

    // MARK: CollectionViewDelegate

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
        case .header?, nil:
            break
        }
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        restoreSelection()
    }
}
