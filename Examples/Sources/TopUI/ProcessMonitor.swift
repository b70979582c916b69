import DiffableTUI
import ExampleViews

/// A process monitor: processes by state, each section sorted by CPU, refreshed every second
/// with the rows that changed place sliding and the rest reconfigured in place; a badge on the
/// hot ones; the selected process in a detail column that becomes its own screen below 80
/// columns (so on a 60-column terminal), where the two no longer fit side by side.
@MainActor
public final class ProcessMonitor {
    typealias DataSource = CollectionViewDiffableDataSource<ProcessGroup, Int>

    /// Seconds between refreshes.
    public static let refreshInterval = 1.0
    /// A process above this share of a core gets a badge.
    public static let hotThreshold = 50.0

    public let frame: AppFrame
    public let splitView: SplitView
    public let collectionView: CollectionView
    let detail = ProcessDetailView()
    private let columnTitles = Label()
    private var dataSource: DataSource!
    private let source: any ProcessSource
    private weak var host: (any ApplicationHost)?
    /// The latest sample of every process listed, by pid.
    public private(set) var samples: [Int: ProcessSample] = [:]
    /// The process the detail column shows.
    public private(set) var selectedPID: Int?

    /// Builds the monitor in `host`'s window and starts refreshing.
    public static func launch(in host: any ApplicationHost, source: any ProcessSource = ProcFileSystem()) -> ProcessMonitor {
        let monitor = ProcessMonitor(source: source)
        monitor.host = host
        host.window.rootView = monitor.frame
        host.window.unhandledKeyHandler = { [weak host] key in
            guard key == .character("q") else { return false }
            host?.terminate(exitCode: 0)
            return true
        }
        monitor.refresh(animated: false)
        return monitor
    }

    init(source: any ProcessSource) {
        self.source = source
        collectionView = CollectionView(frame: .zero, collectionViewLayout: Self.layout())
        let list = ListColumn(titles: columnTitles, list: collectionView)
        splitView = SplitView(style: .doubleColumn, primary: list, secondary: detail)
        frame = AppFrame(content: splitView)
        columnTitles.text = ProcessRow.titles
        columnTitles.attributes = .dim
        splitView.primaryTitle = "Processes"
        splitView.collapsedHint = "Esc"
        splitView.compactWidthThreshold = 80
        splitView.preferredPrimaryColumnWidthFraction = 0.62
        splitView.maximumPrimaryColumnWidth = 72
        splitView.minimumPrimaryColumnWidth = 44
        splitView.delegate = self
        updateFooter(showing: .primary)
        configureDataSource()
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let row = CollectionView.CellRegistration<CollectionViewListCell, ProcessSample> { cell, _, sample in
            var content = cell.defaultContentConfiguration()
            content.text = ProcessRow.text(for: sample)
            content.textProperties.numberOfLines = 1    // a long name is cut, never wrapped away
            cell.contentConfiguration = content
        }
        collectionView.register(HotBadge.self, forSupplementaryViewOfKind: HotBadge.elementKind)
        collectionView.register(SectionBar.self, forSupplementaryViewOfKind: ElementKind.sectionHeader)
        dataSource = DataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, pid in
            samples[pid].map { collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: $0) }
        }
        dataSource.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
            if kind == HotBadge.elementKind {
                let badge = collectionView.dequeueReusableSupplementaryView(HotBadge.self, ofKind: kind, for: indexPath)
                badge.cpu = dataSource.itemIdentifier(for: indexPath).flatMap { samples[$0]?.cpu } ?? 0
                return badge
            }
            let header = collectionView.dequeueReusableSupplementaryView(SectionBar.self, ofKind: kind, for: indexPath)
            header.title = title(ofSection: indexPath.section)
            return header
        }
    }

    /// Reads the processes again and applies the difference: moves for rows whose CPU order
    /// changed, inserts and deletes for processes started and ended, and `reconfigureItems`
    /// for rows whose values changed in place. Then schedules the next refresh.
    ///
    /// - Complexity: O(n log n) in the processes (the sort); the diff is linear.
    public func refresh(animated: Bool = true) {
        let fresh = source.sample()
        let groups = Dictionary(grouping: fresh, by: \.group)
        var snapshot = DataSource.Snapshot()
        for group in ProcessGroup.allCases {
            guard let members = groups[group] else { continue }
            snapshot.appendSections([group])
            snapshot.appendItems(members.sorted { ($0.cpu, -$0.pid) > ($1.cpu, -$1.pid) }.map(\.pid), toSection: group)
        }
        // Only rows whose text changes are configured again (a sleeping process's samples
        // differ by a few KiB from second to second).
        let changed = fresh.filter { sample in
            samples[sample.pid].map { ProcessRow.text(for: $0) != ProcessRow.text(for: sample) } ?? false
        }
        snapshot.reconfigureItems(changed.map(\.pid))
        samples = Dictionary(fresh.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
        dataSource.apply(snapshot, animatingDifferences: animated)
        refreshSupplementaries()
        showDetail()
        host?.schedule(after: Self.refreshInterval) { [weak self] in self?.refresh() }
    }

    /// Badges and section titles on screen show the values just applied.
    private func refreshSupplementaries() {
        for case let badge as HotBadge in collectionView.visibleSupplementaryViews(ofKind: HotBadge.elementKind) {
            let pid = badge.layoutAttributes.flatMap { dataSource.itemIdentifier(for: $0.indexPath) }
            badge.cpu = pid.flatMap { samples[$0]?.cpu } ?? 0
        }
        for case let header as SectionBar in collectionView.visibleSupplementaryViews(ofKind: ElementKind.sectionHeader) {
            header.title = header.layoutAttributes.map { title(ofSection: $0.indexPath.section) } ?? ""
        }
    }

    private func title(ofSection index: Int) -> String {
        guard let group = dataSource.sectionIdentifier(for: index) else { return "" }
        return "\(group.rawValue) (\(dataSource.snapshot().numberOfItems(inSection: group)))"
    }

    private func showDetail() {
        let sample = selectedPID.flatMap { samples[$0] }
        detail.sample = sample
        detail.exitedPID = sample == nil ? selectedPID : nil
        splitView.collapsedTitle = sample?.name ?? ""
    }

    private static func layout() -> CompositionalLayout {
        let badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(HotBadge.width), heightDimension: .absolute(1)),
            elementKind: HotBadge.elementKind, containerAnchor: LayoutAnchor(edges: [.trailing]))
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), supplementaryItems: [badge])
        let group = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
        let section = LayoutSection(group: group)
        section.boundarySupplementaryItems = [SectionBar.pinnedHeader()]
        return CompositionalLayout(section: section)
    }
}

extension ProcessMonitor: CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedPID = dataSource.itemIdentifier(for: indexPath)
        showDetail()
        splitView.show(.secondary)
    }
}

extension ProcessMonitor: SplitViewDelegate {
    /// A narrow terminal leads with the list until a process is chosen.
    public func splitView(_ splitView: SplitView, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitView.Column) -> SplitView.Column {
        let top = selectedPID == nil ? SplitView.Column.primary : proposedTopColumn
        updateFooter(showing: top)
        return top
    }

    public func splitView(_ splitView: SplitView, willShow column: SplitView.Column) {
        updateFooter(showing: column)
    }

    public func splitViewDidExpand(_ splitView: SplitView) {
        updateFooter(showing: .primary)
    }

    /// The keys that work in the column shown: the detail alone only goes back.
    func updateFooter(showing column: SplitView.Column) {
        frame.footer.hints = column == .secondary && splitView.isCollapsed
            ? [.init("Esc", "back"), .init("q", "quit")]
            : [.init("↑↓", "move"), .init("Enter", "details"), .init("q", "quit")]
    }
}
