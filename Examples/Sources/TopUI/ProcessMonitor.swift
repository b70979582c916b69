import DiffableTUI
import ExampleViews

/// A process monitor: a table of processes (PID, user, CPU, memory, command) sorted by any
/// column, CPU by default, refreshed every second with the rows that changed place sliding and
/// the rest reconfigured in place; the selected process in a detail column that becomes its own
/// screen below 80 columns, where the two no longer fit side by side.
///
/// Keys: `1`–`5` (or a click on a title) sort by a column, again to reverse; `<` `>` move the
/// sort; `[` `]` narrow and widen the sort column; `t` shows or hides the threads column.
/// Narrow, the columns give way in this order: threads, user, memory, PID; the command (the
/// slack column) truncates before any of them goes.
@MainActor
public final class ProcessMonitor {
    typealias DataSource = CollectionViewDiffableDataSource<Int, Int>

    /// Seconds between refreshes.
    public static let refreshInterval = 1.0
    /// A process above this share of a core has its CPU shown in red.
    public static let hotThreshold = 50.0

    /// The table's columns, in order.
    public enum Column: Int, CaseIterable, Sendable {
        case pid, user, cpu, memory, command, threads
    }

    public static let columns: [TableColumn] = [
        TableColumn("PID", width: .fitToContent(minimum: 3, maximum: 7), alignment: .trailing, layoutPriority: 2),
        TableColumn("USER", width: .fitToContent(minimum: 4, maximum: 10), layoutPriority: 0.5),
        TableColumn("CPU%", width: .fixed(6), alignment: .trailing, layoutPriority: 3, initialSortOrder: .descending),
        TableColumn("MEM", width: .fixed(6), alignment: .trailing, layoutPriority: 1, initialSortOrder: .descending),
        TableColumn("COMMAND", width: .slack(minimum: 8)),
        TableColumn("THR", width: .fixed(3), alignment: .trailing, isHidden: true, layoutPriority: 0, initialSortOrder: .descending),
    ]

    public let frame: AppFrame
    public let splitView: SplitView
    public let collectionView: CollectionView
    let detail = ProcessDetailView()
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
        host.window.unhandledKeyHandler = { [weak host, weak monitor] key in
            switch key {
            case .character("q"): host?.terminate(exitCode: 0)
            case .character("t"): monitor?.toggleThreads()
            default: return false
            }
            return true
        }
        monitor.refresh(animated: false)
        return monitor
    }

    init(source: any ProcessSource) {
        self.source = source
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = false
        collectionView = CollectionView(frame: .zero, collectionViewLayout: .list(using: list))
        collectionView.tableColumns = Self.columns
        collectionView.sortDescriptor = TableSortDescriptor(column: Column.cpu.rawValue, order: .descending)
        splitView = SplitView(style: .doubleColumn, primary: collectionView, secondary: detail)
        frame = AppFrame(content: splitView)
        splitView.primaryTitle = "Processes"
        splitView.collapsedHint = "Esc"
        splitView.compactWidthThreshold = 80
        splitView.preferredPrimaryColumnWidthFraction = 0.68
        splitView.maximumPrimaryColumnWidth = 96
        splitView.minimumPrimaryColumnWidth = 48
        splitView.delegate = self
        updateFooter(showing: .primary)
        configureDataSource()
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let row = CollectionView.CellRegistration<CollectionViewListCell, ProcessSample> { cell, _, sample in
            var content = TableRowContentConfiguration(values: ProcessRow.values(for: sample))
            if sample.cpu > ProcessMonitor.hotThreshold {
                var hot = content.textProperties
                hot.color = .indexed(203)
                hot.attributes = .bold
                content.columnTextProperties[Column.cpu.rawValue] = hot
            }
            cell.contentConfiguration = content
        }
        dataSource = DataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, pid in
            samples[pid].map { collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: $0) }
        }
    }

    /// Reads the processes again and applies them sorted: moves for rows whose place in the
    /// sort changed, inserts and deletes for processes started and ended, and
    /// `reconfigureItems` for rows whose values changed in place. Then schedules the next
    /// refresh.
    ///
    /// - Complexity: O(n log n) in the processes (the sort); the diff is linear.
    public func refresh(animated: Bool = true) {
        let fresh = source.sample()
        // Only rows whose text changes are configured again (a sleeping process's samples
        // differ by a few KiB from second to second).
        let changed = fresh.filter { sample in
            samples[sample.pid].map { ProcessRow.values(for: $0) != ProcessRow.values(for: sample) || ($0.cpu > Self.hotThreshold) != (sample.cpu > Self.hotThreshold) } ?? false
        }
        samples = Dictionary(fresh.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
        applySorted(animated: animated, reconfiguring: changed.map(\.pid))
        showDetail()
        host?.schedule(after: Self.refreshInterval) { [weak self] in self?.refresh() }
    }

    /// Applies the processes in the table's sort order.
    private func applySorted(animated: Bool, reconfiguring: [Int] = []) {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(samples.values.sorted(by: ProcessRow.order(collectionView.sortDescriptor)).map(\.pid))
        snapshot.reconfigureItems(reconfiguring)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// Shows or hides the threads column: the rows are laid out again, the snapshot stays.
    public func toggleThreads() {
        collectionView.tableColumns[Column.threads.rawValue].isHidden.toggle()
    }

    private func showDetail() {
        let sample = selectedPID.flatMap { samples[$0] }
        detail.sample = sample
        detail.exitedPID = sample == nil ? selectedPID : nil
        splitView.collapsedTitle = sample?.name ?? ""
    }
}

extension ProcessMonitor: CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedPID = dataSource.itemIdentifier(for: indexPath)
        showDetail()
        splitView.show(.secondary)
    }

    /// A sort key or a click on a title: the rows slide into the new order now, without
    /// waiting for the next refresh.
    public func collectionView(_ collectionView: CollectionView, sortDescriptorDidChange oldDescriptor: TableSortDescriptor?) {
        applySorted(animated: true)
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
            : [.init("↑↓", "move"), .init("1-5", "sort"), .init("[ ]", "width"), .init("t", "threads"), .init("Enter", "details"), .init("q", "quit")]
    }
}
