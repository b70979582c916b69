import DiffableTUI
import ExampleViews

/// A commit browser: a repository's history as a table grouped by day (hash, time, author,
/// subject), sortable by any column within each day, and the chosen commit's whole message and
/// changed files in a detail column beside it, or on a screen of its own below 100 columns.
///
/// Keys: `1`–`4` (or a click on a title) sort by a column, again to reverse; `<` `>` move the
/// sort; `[` `]` narrow and widen the sort column; `a` shows or hides the author column.
/// Narrow, the columns give way in this order: author, hash, time; the subject (the slack
/// column) truncates before any of them goes. From 20,000 commits the sort and its diff run off
/// the main thread while the header row shows a spinner.
@MainActor
public final class CommitBrowser {
    typealias DataSource = CollectionViewDiffableDataSource<String, Int>

    /// The table's columns, in order.
    public enum Column: Int, CaseIterable, Sendable {
        case hash, time, author, subject
    }

    public static let columns: [TableColumn] = [
        TableColumn("Hash", width: .fixed(8), layoutPriority: 1),
        TableColumn("Time", width: .fixed(7), layoutPriority: 2, initialSortOrder: .descending),
        TableColumn("Author", width: .fitToContent(minimum: 6, maximum: 20), layoutPriority: 0),
        TableColumn("Subject", width: .slack(minimum: 12)),
    ]

    public let frame: AppFrame
    public let splitView: SplitView
    public let collectionView: CollectionView
    let detail = CommitDetailView()
    private var dataSource: DataSource!
    private let source: any CommitSource
    private let name: String
    private weak var host: (any ApplicationHost)?
    /// The history, newest first; items are indexes into it.
    public private(set) var commits: [Commit] = []
    /// The commit the detail column shows.
    public private(set) var selectedCommit: Int?

    /// Builds the browser in `host`'s window and starts reading the history.
    public static func launch(in host: any ApplicationHost, source: any CommitSource, name: String) -> CommitBrowser {
        let browser = CommitBrowser(source: source, name: name)
        browser.host = host
        host.window.rootView = browser.frame
        host.window.unhandledKeyHandler = { [weak host, weak browser] key in
            switch key {
            case .character("q"): host?.terminate(exitCode: 0)
            case .character("a"): browser?.toggleAuthors()
            default: return false
            }
            return true
        }
        browser.load()
        return browser
    }

    init(source: any CommitSource, name: String) {
        self.source = source
        self.name = name
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = false
        list.headerMode = .supplementary
        collectionView = CollectionView(frame: .zero, collectionViewLayout: .list(using: list))
        collectionView.tableColumns = Self.columns
        collectionView.sortDescriptor = TableSortDescriptor(column: Column.time.rawValue, order: .descending)
        splitView = SplitView(style: .doubleColumn, primary: collectionView, secondary: detail)
        frame = AppFrame(content: splitView, showsHeader: true)
        frame.header.text = "\(name): reading the history…"
        splitView.primaryTitle = "Commits"
        splitView.collapsedHint = "Esc"
        splitView.compactWidthThreshold = 100
        splitView.preferredPrimaryColumnWidthFraction = 0.6
        splitView.maximumPrimaryColumnWidth = 120
        splitView.minimumPrimaryColumnWidth = 60
        splitView.delegate = self
        updateFooter(showing: .primary)
        configureDataSource()
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let row = CollectionView.CellRegistration<CollectionViewListCell, Commit> { cell, _, commit in
            var content = TableRowContentConfiguration(values: [commit.shortHash, commit.time, commit.author, commit.subject])
            var hash = content.textProperties
            hash.color = .indexed(179)
            content.columnTextProperties[Column.hash.rawValue] = hash
            cell.contentConfiguration = content
        }
        dataSource = DataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, index in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: commits[index])
        }
        let header = CollectionView.SupplementaryRegistration<SectionBar>(elementKind: ElementKind.sectionHeader) { [unowned self] bar, _, indexPath in
            let day = dataSource.sectionIdentifier(for: indexPath.section) ?? ""
            bar.title = "\(day)  \(dataSource.snapshot().numberOfItems(inSection: day)) commits"
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    /// Reads the history and builds its snapshot (one section a day, newest first) off the
    /// main thread, then shows it.
    private func load() {
        let source = source, sort = collectionView.sortDescriptor
        host?.performInBackground({ () -> Result<(commits: [Commit], snapshot: DiffableDataSourceSnapshot<String, Int>), GitError> in
            do {
                let commits = try source.commits()
                return .success((commits, Self.snapshot(of: commits, sortedBy: sort)))
            } catch {
                return .failure(error as? GitError ?? GitError(message: "\(error)"))
            }
        }, completion: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let loaded):
                commits = loaded.commits
                dataSource.applySnapshotUsingReloadData(loaded.snapshot)
                frame.header.text = "\(name): \(commits.count) commits"
            case .failure(let error):
                frame.header.text = "\(name): \(error.message)"
            }
        })
    }

    /// The commits grouped by day, in `sort`'s order: by the time shown (the author's), days
    /// too, under the initial "Time ▼" — git lists commits in its committer order, which a
    /// rebased or cherry-picked commit breaks ("10:22" above "10:39"). Without a sort, the order
    /// given.
    ///
    /// - Complexity: O(n log n) for n commits.
    nonisolated static func snapshot(of commits: [Commit], sortedBy sort: TableSortDescriptor? = nil) -> DiffableDataSourceSnapshot<String, Int> {
        var days: [String] = []
        var byDay: [String: [Int]] = [:]
        for (index, commit) in commits.enumerated() {
            if byDay[commit.day] == nil { days.append(commit.day) }
            byDay[commit.day, default: []].append(index)
        }
        if let sort, sort.column == Column.time.rawValue {
            days.sort(by: sort.order == .descending ? (>) : (<))
        }
        let order = sort.map { Self.order($0, of: commits) }
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(days)
        for day in days {
            var items = byDay[day] ?? []
            if let order { items.sort(by: order) }
            snapshot.appendItems(items, toSection: day)
        }
        return snapshot
    }

    /// The order of `sort` over commits by index; ties keep the history's order.
    nonisolated static func order(_ sort: TableSortDescriptor, of commits: [Commit]) -> @Sendable (Int, Int) -> Bool {
        let column = Column(rawValue: sort.column) ?? .time
        let descending = sort.order == .descending
        return { a, b in
            let x = commits[a], y = commits[b]
            let ascending: Bool
            switch column {
            case .hash: ascending = x.hash < y.hash
            // The history is newest first: a larger index is an older commit of the same minute.
            case .time: ascending = (x.date, b) < (y.date, a)
            case .author: ascending = (x.author, a) < (y.author, b)
            case .subject: ascending = (x.subject, a) < (y.subject, b)
            }
            return descending ? (!ascending && a != b) : ascending
        }
    }

    /// Shows or hides the author column: the rows are laid out again, the snapshot stays.
    public func toggleAuthors() {
        collectionView.tableColumns[Column.author.rawValue].isHidden.toggle()
        // A column shown or hidden changes rows' text, not the list: say which.
        let hidden = collectionView.tableColumns[Column.author.rawValue].isHidden
        Accessibility.post(notification: .announcement, argument: hidden ? "Authors hidden" : "Authors shown")
    }

    /// Shows the chosen commit, its message and files read off the main thread.
    private func showDetail(of index: Int) {
        selectedCommit = index
        let commit = commits[index]
        detail.show(commit, detail: nil)
        splitView.collapsedTitle = commit.shortHash
        let source = source, sort = collectionView.sortDescriptor
        host?.performInBackground({ try? source.detail(of: commit) }, completion: { [weak self] found in
            guard let self, selectedCommit == index else { return }
            detail.show(commit, detail: found ?? CommitDetail(message: commit.subject, files: []))
        })
    }
}

extension CommitBrowser: CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let index = dataSource.itemIdentifier(for: indexPath) else { return }
        showDetail(of: index)
        splitView.show(.secondary)
    }

    /// A sort key or a click on a title: every day's commits slide into the new order.
    public func collectionView(_ collectionView: CollectionView, sortDescriptorDidChange oldDescriptor: TableSortDescriptor?) {
        guard let sort = collectionView.sortDescriptor else { return }
        dataSource.sortItems(by: Self.order(sort, of: commits))
    }
}

extension CommitBrowser: SplitViewDelegate {
    /// A narrow terminal leads with the table until a commit is chosen.
    public func splitView(_ splitView: SplitView, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitView.Column) -> SplitView.Column {
        let top = selectedCommit == nil ? SplitView.Column.primary : proposedTopColumn
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
            : [.init("↑↓", "move"), .init("1-4", "sort"), .init("[ ]", "width"), .init("a", "authors"), .init("Enter", "details"), .init("q", "quit")]
    }
}
