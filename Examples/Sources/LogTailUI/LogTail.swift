import DiffableTUI
import ExampleViews

/// A live log viewer: entries stream in at the bottom (200 a second by default) and the oldest
/// drop off the top past a cap (100,000), the view following the end until the reader scrolls
/// up; Enter opens an entry into its detail lines; `/` filters.
///
/// The list is one section snapshot: each entry a root item, its detail lines its children,
/// which the data source asks for when an entry is first opened
/// (`sectionSnapshotHandlers.snapshotForExpandingParent`): three entries in four have details,
/// and an outline holding them all would be three times the rows on screen, copied and walked
/// on every update for lines nobody opened. Every tenth of a second the entries that arrived
/// are appended and the ones past the cap deleted, in one `apply(_:to:)`, animated while the
/// stream is slow enough to follow. Following the end is the collection
/// view's `defaultScrollAnchor = .bottom`; scrolled up, `maintainsVisibleContentPosition`
/// keeps the rows on screen where they are while entries come and go above and below.
@MainActor
public final class LogTail {
    public enum Section: Hashable, Sendable { case log }
    public typealias DataSource = CollectionViewDiffableDataSource<Section, LogItem>
    public typealias Outline = DataSource.SectionSnapshot

    /// Seconds between updates of the list.
    public static let tick = 0.1

    public let frame: AppFrame
    public let collectionView: CollectionView
    public let filterField = TextField()
    public private(set) var buffer: LogBuffer
    /// Whether the stream is stopped (`p`): no entries arrive.
    public private(set) var isStreamPaused = false
    /// Entries that arrived below the screen since the reader scrolled away from the end.
    public private(set) var unseen = 0
    /// The filter in force (lowercased), or empty.
    public private(set) var filter = ""
    /// Whether a filter is being worked out off the main thread.
    public private(set) var isFiltering = false
    private var generator: LogGenerator
    /// The list's data source: one section whose outline is the log (entries, their details).
    public private(set) var dataSource: DataSource!
    private weak var host: (any ApplicationHost)?
    /// Whether the stream's next tick is scheduled.
    private var isTicking = false
    /// The part of an entry the stream owes from earlier ticks, at rates below one a tick.
    private var owedEntries = 0.0
    /// Whether the prefill landed and the stream began.
    private var isStarted = false
    /// Counts filters asked for: one that lands after a later one was asked for is dropped.
    private var filterGeneration = 0

    /// Builds the viewer in `host`'s window, with `prefill` entries already logged (generated
    /// off the main thread), and starts the stream.
    public static func launch(in host: any ApplicationHost, generator: LogGenerator = LogGenerator(), capacity: Int = 100_000,
                              prefill: Int = 0) -> LogTail {
        let tail = LogTail(generator: generator, capacity: capacity)
        tail.host = host
        host.window.rootView = tail.frame
        host.window.unhandledKeyHandler = { [weak host, weak tail] key in
            guard let tail else { return false }
            switch key {
            case .character("q"): host?.terminate(exitCode: 0)
            case .character("/"): tail.filterField.becomeFirstResponder()
            case .character("f"): tail.follow()
            case .character("p"): tail.toggleStream()
            default: return false
            }
            return true
        }
        tail.collectionView.becomeFirstResponder()
        tail.prefill(prefill)
        return tail
    }

    init(generator: LogGenerator, capacity: Int) {
        self.generator = generator
        buffer = LogBuffer(capacity: capacity)
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = false
        collectionView = CollectionView(frame: .zero, collectionViewLayout: .list(using: list))
        collectionView.defaultScrollAnchor = .bottom
        let column = FieldColumn(list: collectionView, field: filterField, prompt: "/", showsFieldWhileItHoldsText: true)
        frame = AppFrame(content: column, showsHeader: true)
        frame.footer.hints = [.init("↑↓", "scroll"), .init("Enter", "details"), .init("/", "filter"), .init("f", "follow"),
                              .init("p", "pause"), .init("q", "quit")]
        filterField.placeholder = "filter"
        column.textDidChange = { [unowned self] in setFilter($0) }
        configureDataSource()
        collectionView.delegate = self
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { [unowned self] item, children in
            guard children.items.isEmpty, let entry = buffer[item.entry] else { return children }
            return Self.details(of: entry)
        }
        dataSource.apply(Outline(), to: .log, animatingDifferences: false)
        updateHeader()
    }

    private func configureDataSource() {
        let entryRow = CollectionView.CellRegistration<CollectionViewListCell, LogEntry> { cell, _, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.line
            content.textProperties.numberOfLines = 1
            content.textProperties.color = Self.color(of: entry.level)
            if entry.level == .error { content.textProperties.attributes = .bold }
            cell.contentConfiguration = content
            cell.accessibilityLabel = entry.spokenLine
            // The triangle in the text's own colour: dimmed, it reads below 4.5:1 on most
            // themes, and each row would switch attributes twice for it.
            cell.accessories = entry.details.isEmpty ? [] : [.outlineDisclosure(options: .init(style: .cell, tintColor: .default))]
        }
        let detailRow = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, line in
            var content = cell.defaultContentConfiguration()
            content.text = line
            content.textProperties.numberOfLines = 1
            content.textProperties.color = .indexed(246)
            cell.contentConfiguration = content
        }
        dataSource = DataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, item in
            guard let entry = buffer[item.entry] else { return nil }
            switch item {
            case .entry:
                return collectionView.dequeueConfiguredReusableCell(using: entryRow, for: indexPath, item: entry)
            case .detail(_, let line):
                return collectionView.dequeueConfiguredReusableCell(using: detailRow, for: indexPath, item: entry.details[line])
            }
        }
    }

    static func color(of level: LogEntry.Level) -> Color {
        switch level {
        case .debug: .indexed(244)
        case .info: .default
        case .warning: .indexed(214)
        case .error: .indexed(203)
        }
    }

    // MARK: The stream

    /// Logs `count` entries before the first frame, off the main thread, then starts the stream.
    private func prefill(_ count: Int) {
        guard count > 0, let host else { return beginStream() }
        frame.header.text = "logtail  loading \(Self.grouped(count)) entries…"
        let start = generator
        host.performInBackground({ () -> ([LogEntry], LogGenerator) in
            var generator = start
            let entries = generator.next(count)
            return (entries, generator)
        }, completion: { [weak self] entries, generator in
            guard let self else { return }
            self.generator = generator
            receive(entries, animated: false)
            beginStream()
        })
    }

    private func beginStream() {
        isStarted = true
        startStream()
    }

    private func startStream() {
        guard !isTicking, let host else { return }
        isTicking = true
        host.schedule(after: Self.tick) { [weak self] in self?.streamTick() }
    }

    /// One tenth of a second of log: the entries that arrived in it (below ten a second, a
    /// tick brings one entry or none, so that `--rate 2` is two a second). A paused stream
    /// stops the timer (an idle viewer wakes up for nothing).
    ///
    /// The new rows slide in while a tick's worth fills at most a quarter of the list, slow
    /// enough for the eye to follow. Faster, they arrive as `tail -f` prints them, one frame a
    /// tick: each slide would be cut short by the next tick, showing nothing the reader can
    /// follow, at the cost of a frame every sixtieth of a second.
    private func streamTick() {
        isTicking = false
        guard !isStreamPaused else { return }
        owedEntries += Double(generator.rate) * Self.tick
        let count = Int(owedEntries + 1e-9)
        owedEntries -= Double(count)
        if count > 0 { receive(generator.next(count), animated: 4 * count <= collectionView.bounds.height) }
        startStream()
    }

    /// Appends `entries` to the log and the list (those the filter keeps), and deletes what
    /// went past the cap.
    ///
    /// - Complexity: O(n) for the n rows of the list (the section snapshot's copy), plus the
    ///   entries that came and went.
    public func receive(_ entries: [LogEntry], animated: Bool = true) {
        let dropped = buffer.append(entries)
        var outline = dataSource.snapshot(for: .log)
        let gone = dropped.map { LogItem.entry($0.id) }.filter(outline.contains)
        if !gone.isEmpty { outline.delete(gone) }
        Self.append(entries.filter(matches), to: &outline)
        let wasShowingEnd = collectionView.isShowingEnd
        let changes = dataSource.apply(outline, to: .log, animatingDifferences: animated)
        // What arrived out of sight, for the header: the new rows below the screen.
        unseen = wasShowingEnd && collectionView.defaultScrollAnchor == .bottom ? 0 : unseen + changes.itemInserts.count
        updateHeader()
    }

    /// Appends entries as root items; their detail lines come when they are opened.
    nonisolated static func append(_ entries: some Sequence<LogEntry>, to outline: inout Outline) {
        outline.append(entries.map { .entry($0.id) })
    }

    /// An entry's detail lines, as the children of its row.
    nonisolated static func details(of entry: LogEntry) -> Outline {
        var details = Outline()
        details.append(entry.details.indices.map { .detail(entry: entry.id, line: $0) })
        return details
    }

    private func matches(_ entry: LogEntry) -> Bool {
        filter.isEmpty || entry.line.lowercased().contains(filter)
    }

    /// Moves the focus to the newest entry and follows the end from there.
    public func follow() {
        collectionView.defaultScrollAnchor = .bottom
        let count = collectionView.numberOfItems(inSection: 0)
        if count > 0 { collectionView.focusedIndexPath = IndexPath(item: count - 1, section: 0) }
        unseen = 0
        updateHeader()
    }

    /// Stops or restarts the stream.
    public func toggleStream() {
        isStreamPaused.toggle()
        if !isStreamPaused, isStarted { startStream() }
        updateHeader()
    }

    // MARK: Filtering

    /// Shows only the entries whose line contains `text` (case-insensitive), worked out off
    /// the main thread; entries arriving meanwhile are matched as they come.
    ///
    /// - Complexity: O(n) for the n entries kept, off the main thread.
    public func setFilter(_ text: String) {
        let needle = text.lowercased()
        guard needle != filter else { return }
        filter = needle
        filterGeneration += 1
        let generation = filterGeneration
        let entries = buffer.entries
        let opened = Set(dataSource.snapshot(for: .log).expandedItems.map(\.entry))
        isFiltering = true
        updateHeader()
        let build: @Sendable () -> Outline = {
            var outline = Outline()
            let kept = needle.isEmpty ? Array(entries) : entries.filter { $0.line.lowercased().contains(needle) }
            LogTail.append(kept, to: &outline)
            // The entries open before stay open, with their details.
            for entry in kept where opened.contains(entry.id) {
                outline.replace(childrenOf: .entry(entry.id), using: LogTail.details(of: entry))
                outline.expand([.entry(entry.id)])
            }
            return outline
        }
        let land: @MainActor (Outline) -> Void = { [weak self] built in
            guard let self, generation == filterGeneration else { return }
            isFiltering = false
            // Entries that came and went while it was built.
            var outline = built
            let stale = outline.rootItems.prefix { $0.entry < buffer.firstID }
            if !stale.isEmpty { outline.delete(Array(stale)) }
            Self.append(buffer.entries.drop { $0.id <= (entries.last?.id ?? -1) }.filter(matches), to: &outline)
            dataSource.apply(outline, to: .log, animatingDifferences: true)
            updateHeader()
        }
        if let host {
            host.performInBackground(build, completion: land)
        } else {
            land(build())
        }
    }

    // MARK: Chrome

    /// `number` with thousands separated by commas: 100,000.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { String(digits[max(0, $0 - 3)..<$0]) }
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// The header: what the log holds, what the view is doing, and the filter. With a screen
    /// reader (accessible mode) it holds no counts that every tick of the stream would rewrite:
    /// a changed line is read out, over the entries the user is reading.
    func updateHeader() {
        let counts = !Accessibility.isVoiceOverRunning
        var parts = ["logtail"] + (counts ? ["\(Self.grouped(buffer.count)) entries"] : [])
        if !filter.isEmpty { parts.append(isFiltering ? "filtering…" : counts ? "\(Self.grouped(dataSource.snapshot(for: .log).rootItems.count)) match" : "filtered") }
        if isStreamPaused {
            parts.append("stream paused")
        } else if collectionView.defaultScrollAnchor == .bottom && collectionView.isShowingEnd {
            parts.append("following")
        } else {
            parts.append(unseen > 0 && counts ? "paused · \(Self.grouped(unseen)) new below · f to follow" : "paused · f to follow")
        }
        frame.header.text = parts.joined(separator: "  ")
    }
}

extension LogTail: CollectionViewDelegate {
    /// Scrolling by hand away from the end pauses following; back at the end it follows again.
    public func scrollViewDidScroll(_ collectionView: CollectionView) {
        if collectionView.isShowingEnd, collectionView.defaultScrollAnchor == .bottom { unseen = 0 }
        updateHeader()
    }

    /// Moving the focus off the newest entry pauses following, so that the entry read (or
    /// opened) stays on screen while others arrive; onto the newest (End, ↓) follows again.
    /// ↑ always pauses: while following, the focus has scrolled away and the first ↑ lands on
    /// the newest row on screen, which the reader wants to stay put.
    public func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext) {
        guard let focused = context.nextFocusedIndexPath else { return }
        let isNewest = focused.item == collectionView.numberOfItems(inSection: focused.section) - 1
        let follows = isNewest && !context.focusHeading.contains(.up)
        collectionView.defaultScrollAnchor = follows ? .bottom : .top
        if follows { unseen = 0 }
        updateHeader()
    }
}
