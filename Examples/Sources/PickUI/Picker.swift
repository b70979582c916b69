import DiffableTUI

/// The picker: a prompt with the query and a count, over the lines that match it, the current
/// one highlighted. Typing filters (the rows that stop matching fade out and the rest slide
/// up); ↑ ↓ PgUp PgDn Home End (or Ctrl-P, Ctrl-N) move; Enter chooses; Esc cancels.
public final class Picker: View, TextFieldDelegate {
    public let host: any ApplicationHost
    public let field = TextField()
    public let collectionView = CollectionView(
        frame: .zero, collectionViewLayout: .list(using: Picker.listConfiguration))
    private let prompt = Label(text: ">")
    private let count = Label()
    private var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    /// Every line read so far.
    public private(set) var lines = Lines()
    /// The lines the list shows: those that matched the last query filtered for.
    public var filtered: Filtered? { trail.shown }
    /// The queries typed on the way to the one shown, with what they matched.
    private var trail = QueryTrail()
    private var isReading = true
    private var isFiltering = false
    private var needsFiltering = false
    /// Enter came before the list showed the query typed: choose once it does.
    private var choosesWhenFiltered = false

    private static var listConfiguration: ListConfiguration {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        return configuration
    }

    public init(host: any ApplicationHost) {
        self.host = host
        super.init(frame: host.window.bounds)
        for view in [prompt, field, count, collectionView] { addSubview(view) }
        prompt.attributes = .bold
        count.attributes = .dim
        field.placeholder = "type to filter"
        field.delegate = self
        let cell = CollectionView.CellRegistration<LineCell, Int> { [unowned self] cell, _, index in
            cell.line = lines[index]
            cell.query = { [unowned self] in filtered?.query ?? Query("") }
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, index in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: index)
        }
        updateCount()
    }

    /// As tall as the prompt and a row per line; an inline backend that fits its content
    /// shrinks the region to that.
    override public func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: 1 + lines.count)
    }

    /// The prompt, the query, then the count right after it (a row as short as its text keeps
    /// a terminal that reflows from pushing it into its scrollback when it gets narrower).
    override public func layoutSubviews() {
        let fieldWidth = min(max(field.text.terminalWidth, (field.placeholder ?? "").terminalWidth) + 2, bounds.width / 2)
        prompt.frame = Rect(x: 0, y: 0, width: 2, height: 1)
        field.frame = Rect(x: 2, y: 0, width: fieldWidth, height: 1)
        count.frame = Rect(x: field.frame.maxX, y: 0, width: max(0, bounds.width - field.frame.maxX), height: 1)
        collectionView.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
    }

    // MARK: Input

    /// Adds lines read from the input, and filters them.
    public func append(_ newLines: [String]) {
        lines.append(contentsOf: newLines)
        filter()
    }

    /// The input has ended: the count stops saying that more lines may come.
    public func endOfInput() {
        isReading = false
        updateCount()
    }

    // MARK: Filtering

    public func textFieldDidChange(_ textField: TextField) {
        setNeedsLayout()
        filter()
    }

    /// Shows the lines matching the query, one update at a time: a change while one is worked
    /// out waits for it, and the latest query is shown from its result.
    ///
    /// Back to a query typed before (Backspace), the update that narrowed from it is turned
    /// around, on the main thread, at no cost; a query shown recently is shown with its own
    /// update when it started from the lines on screen, or its snapshot diffed from them. A
    /// new query is filtered from the smallest set of matches it narrows, so each letter looks
    /// at fewer lines. Filtering and diffing run in the background.
    private func filter() {
        if isFiltering {
            needsFiltering = true
            return
        }
        isFiltering = true
        needsFiltering = false
        let lines = lines, query = Query(field.text), shown = dataSource.snapshot()
        switch trail.way(to: query, lines: lines.count, shown: shown) {
        case let .known(filtered, update):
            show(filtered, update)
        case let .diff(filtered, snapshot):
            host.performInBackground {
                DiffedSnapshot(snapshot, diffedFrom: shown)
            } completion: { [weak self] diffed in
                self?.show(filtered, diffed)
            }
        case let .filter(narrowing: previous):
            host.performInBackground {
                let filtered = Filtered(lines: lines, query: query, narrowing: previous)
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(filtered.matches)
                return (filtered, DiffedSnapshot(snapshot, diffedFrom: shown))
            } completion: { [weak self] filtered, diffed in
                self?.show(filtered, diffed)
            }
        }
    }

    /// Shows a filter's result, animated; a new query puts the first match first.
    private func show(_ result: Filtered, _ diffed: DiffedSnapshot<Int, Int>) {
        let isNewQuery = result.query != filtered?.query
        trail.show(result, by: diffed)
        dataSource.apply(diffed, animatingDifferences: true)
        if isNewQuery || collectionView.indexPathsForSelectedItems?.isEmpty != false { select(0) }
        updateCount()
        isFiltering = false
        if needsFiltering {
            filter()
        } else if choosesWhenFiltered {
            choose()
        }
    }

    private func updateCount() {
        let shown = filtered?.matches.count ?? 0
        count.text = "\(shown)/\(lines.count)" + (isReading ? " …" : "")
    }

    // MARK: Choosing

    override public func handleKey(_ key: Key) -> Bool {
        let page = max(1, collectionView.bounds.height - 1)
        switch key {
        case .up, .control("p"): move(by: -1)
        case .down, .control("n"): move(by: 1)
        case .pageUp: move(by: -page)
        case .pageDown: move(by: page)
        case .home: select(0)
        case .end: select(Int.max)
        default: return false
        }
        return true
    }

    private func move(by rows: Int) {
        select((collectionView.indexPathsForSelectedItems?.first?.item ?? 0) + rows)
    }

    /// Makes the match at `row` (clamped to the matches) the current one, scrolled into view.
    private func select(_ row: Int) {
        let matches = dataSource.snapshot().numberOfItems
        guard matches > 0 else { return }
        let indexPath = IndexPath(item: min(max(0, row), matches - 1), section: 0)
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        collectionView.scrollToItem(at: indexPath, at: [], animated: false)
        // The keys stay in the field, so no focus moves for a screen reader to follow: say the
        // current line, as a UIKit app posts what a programmatic selection changed.
        if Accessibility.isVoiceOverRunning, let index = dataSource.itemIdentifier(for: indexPath) {
            Accessibility.post(notification: .announcement, argument: "\(lines[index]), \(indexPath.item + 1) of \(matches)")
        }
    }

    /// Enter: the current line is the result, among the matches of the query as typed (keys
    /// typed fast, or sent by a script, come before the filter that answers them).
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if isFiltering || filtered?.query != Query(field.text) {
            choosesWhenFiltered = true
        } else {
            choose()
        }
        return false
    }

    private func choose() {
        choosesWhenFiltered = false
        if let indexPath = collectionView.indexPathsForSelectedItems?.first,
           let index = dataSource.itemIdentifier(for: indexPath) {
            host.finish(returning: lines[index])
        }
    }

    /// Esc: no result.
    public func textFieldShouldClear(_ textField: TextField) -> Bool {
        host.cancel()
        return false
    }
}
