import DiffableTUI
import ExampleViews

/// A task board: one horizontally scrolling (orthogonal) section per lane. `<` and `>` move
/// the focused card to the lane before or after, an animated move across sections; `b`
/// turns a task into a bug and back (a different cell: `reloadItems`); `e` edits the title
/// (the same cell: `reconfigureItems`); `a` adds a task.
@MainActor
public final class Board {
    typealias DataSource = CollectionViewDiffableDataSource<Lane, Int>
    static let cardWidth = 24

    public let frame: AppFrame
    public let collectionView: CollectionView
    public let editor = TextField()
    private var dataSource: DataSource!
    /// Every card by id.
    public private(set) var cards: [Int: Card] = [:]
    /// The card the editor edits; nil while it adds one.
    private var editing: Int?

    public static func launch(in host: any ApplicationHost, lanes: [Lane: [Card]] = Board.sample) -> Board {
        let board = Board(lanes: lanes)
        host.window.rootView = board.frame
        host.window.unhandledKeyHandler = { [weak host, weak board] key in
            if key == .character("q") { host?.terminate(exitCode: 0); return true }
            return board?.handle(key) ?? false
        }
        board.collectionView.becomeFirstResponder()
        return board
    }

    init(lanes: [Lane: [Card]]) {
        collectionView = CollectionView(frame: .zero, collectionViewLayout: Self.layout())
        frame = AppFrame(content: FieldColumn(list: collectionView, field: editor), showsHeader: true)
        frame.footer.hints = [.init("< >", "move"), .init("b", "bug/task"), .init("e", "edit"), .init("a", "add"), .init("q", "quit")]
        editor.delegate = self
        configureDataSource()
        var snapshot = DataSource.Snapshot()
        snapshot.appendSections(Lane.allCases)
        for lane in Lane.allCases {
            for card in lanes[lane] ?? [] { cards[card.id] = card }
            snapshot.appendItems((lanes[lane] ?? []).map(\.id), toSection: lane)
        }
        apply(snapshot, animated: false)
    }

    /// Shows `snapshot` and counts the cards per lane in the header.
    private func apply(_ snapshot: DataSource.Snapshot, animated: Bool = true) {
        dataSource.apply(snapshot, animatingDifferences: animated)
        frame.header.text = "Board · " + Lane.allCases
            .map { "\(snapshot.numberOfItems(inSection: $0)) \($0.rawValue.lowercased())" }.joined(separator: " · ")
    }

    private func configureDataSource() {
        let task = CollectionView.CellRegistration<TaskCardCell, Card> { cell, _, card in cell.card = card }
        let bug = CollectionView.CellRegistration<BugCardCell, Card> { cell, _, card in cell.card = card }
        dataSource = DataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, id in
            guard let card = cards[id] else { return nil }
            return card.kind == .bug
                ? collectionView.dequeueConfiguredReusableCell(using: bug, for: indexPath, item: card)
                : collectionView.dequeueConfiguredReusableCell(using: task, for: indexPath, item: card)
        }
        collectionView.register(SectionBar.self, forSupplementaryViewOfKind: ElementKind.sectionHeader)
        dataSource.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(SectionBar.self, ofKind: kind, for: indexPath)
            header.title = dataSource.sectionIdentifier(for: indexPath.section)?.rawValue ?? ""
            return header
        }
    }

    /// The focused card's id.
    public var focusedCard: Int? {
        collectionView.focusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }
    }

    /// Where a card is shown.
    public func indexPath(of id: Int) -> IndexPath? {
        dataSource.indexPath(for: id)
    }

    /// The lane a card is in.
    public func lane(of id: Int) -> Lane? {
        dataSource.snapshot().sectionIdentifier(containingItem: id)
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .character("<"), .character(","): moveFocused(by: -1)
        case .character(">"), .character("."): moveFocused(by: 1)
        case .character("b"): toggleKind()
        case .character("e"): beginEditing(focusedCard)
        case .character("a"): beginEditing(nil)
        default: return false
        }
        return true
    }

    /// Moves the focused card to the end of the lane `offset` places along, animated; the
    /// focus goes with it.
    public func moveFocused(by offset: Int) {
        guard let id = focusedCard, let target = lane(of: id)?.advanced(by: offset) else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        snapshot.appendItems([id], toSection: target)
        apply(snapshot)
        collectionView.focusedIndexPath = dataSource.indexPath(for: id)
    }

    /// A task becomes a bug and back: another kind of cell, so the item is reloaded.
    public func toggleKind() {
        guard let id = focusedCard, var card = cards[id] else { return }
        card.kind = card.kind == .bug ? .task : .bug
        cards[id] = card
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems([id])
        apply(snapshot)
    }

    private func beginEditing(_ id: Int?) {
        editing = id
        editor.text = id.flatMap { cards[$0]?.title } ?? ""
        editor.placeholder = id == nil ? "new task" : "title"
        editor.becomeFirstResponder()
        frame.content.setNeedsLayout()
    }

    /// Sets a card's title: the same cell shows it, so the item is reconfigured.
    public func rename(_ id: Int, to title: String) {
        guard var card = cards[id], card.title != title else { return }
        card.title = title
        cards[id] = card
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        apply(snapshot)
    }

    /// Adds a task at the end of To do.
    public func add(_ title: String) {
        let id = (cards.keys.max() ?? 0) + 1
        cards[id] = Card(id: id, title: title)
        var snapshot = dataSource.snapshot()
        snapshot.appendItems([id], toSection: .todo)
        apply(snapshot)
        collectionView.focusedIndexPath = dataSource.indexPath(for: id)
    }

    private static func layout() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(cardWidth), heightDimension: .absolute(4)), subitems: [item])
        let section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 2
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        section.boundarySupplementaryItems = [SectionBar.pinnedHeader()]
        section.supplementariesFollowContentInsets = false
        return CompositionalLayout(section: section)
    }

    /// A few cards to start from.
    public static let sample: [Lane: [Card]] = [
        .todo: [Card(id: 1, title: "Write the README"), Card(id: 2, title: "Crash on resize", kind: .bug), Card(id: 3, title: "Dark theme")],
        .doing: [Card(id: 4, title: "Board example"), Card(id: 5, title: "Flaky test", kind: .bug)],
        .done: [Card(id: 6, title: "Split view collapse")],
    ]
}

extension Board: TextFieldDelegate {
    /// Enter saves: a new title reconfigures the card, a new task is added.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let title = String(textField.text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if !title.isEmpty {
            if let editing { rename(editing, to: title) } else { add(title) }
        }
        endEditing()
        return false
    }

    /// Esc cancels.
    public func textFieldShouldClear(_ textField: TextField) -> Bool {
        endEditing()
        return false
    }

    private func endEditing() {
        editing = nil
        editor.text = ""
        collectionView.becomeFirstResponder()
        frame.content.setNeedsLayout()
    }
}
