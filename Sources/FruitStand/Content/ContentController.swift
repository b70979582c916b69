import DiffableTUI

/// The content pane's collection view: seed 000's fruit stand, a grid of cards fed by a
/// `CollectionViewDiffableDataSource<Section, StandItem>` whose items stand for `Apple`,
/// `Orange` and `EmptyData` values, each type with its own cell registration made up front
/// (the cell provider looks the fruit up in the store by the item's identifier).
///
/// Headers and badges are registered by type (seeds 002 and 004) and dequeued in the
/// supplementary view provider.
@MainActor
final class ContentController: CollectionViewDelegate {
    typealias DataSource = CollectionViewDiffableDataSource<Section, StandItem>
    typealias Snapshot = DiffableDataSourceSnapshot<Section, StandItem>

    let collectionView: PaneCollectionView
    private(set) var dataSource: DataSource!
    weak var model: (any FruitStandModel)? {
        didSet { lookup.model = model }
    }
    /// What the layout reads the sections and the names' width from.
    private let lookup: LayoutLookup
    /// The focus or the selection moved.
    var onChange: (() -> Void)?
    /// The listings built last, which the next refresh starts from.
    let listings = ContentListings()
    /// Where the pane's registrations report what dequeuing did, for the reuse inspector.
    let ledger: ReuseLedger
    /// Numbers given to cells by `cellNumber(at:)`, held weakly.
    var cellNumbers: [ObjectIdentifier: NumberedCell] = [:]
    var nextCellNumber = 0

    /// The pane's reuse queues and what dequeues from each, for the reuse inspector: the item
    /// type of each cell registration, the element kind of each supplementary class.
    static let reuseQueues: [(identifier: String, registrations: [String])] = [
        (FruitCardCell.defaultReuseIdentifier, ["\(Apple.self)", "\(Orange.self)", "\(EmptyData.self)"]),
        (SectionHeaderView.defaultReuseIdentifier, ["elementKindSectionHeader"]),
        (BadgeView.defaultReuseIdentifier, [BadgeView.elementKind]),
    ]

    /// A pane whose cells and supplementary views report to `ledger` (a ledger of its own by
    /// default).
    init(ledger: ReuseLedger = ReuseLedger(queues: reuseQueues)) {
        self.ledger = ledger
        // The layout picks a section's look by its identifier, which the data source knows.
        let lookup = LayoutLookup()
        self.lookup = lookup
        collectionView = PaneCollectionView(frame: .zero, collectionViewLayout: ContentLayout.make(
            section: { lookup.dataSource?.sectionIdentifier(for: $0) }, widestName: { lookup.model?.widestName ?? 0 }))
        collectionView.register(SectionHeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader)
        collectionView.register(BadgeView.self, forSupplementaryViewOfKind: BadgeView.elementKind)

        // One registration per item type, made once (seed 000 makes them in the provider,
        // which traps since iOS 15).
        let appleCell = CollectionView.CellRegistration<FruitCardCell, Apple> { [weak self] cell, _, apple in
            cell.configure(self?.card(for: .apple(apple)) ?? Self.card(for: .apple(apple), stock: 0, isFavorite: false))
            self?.describe(cell, as: .apple(apple))
            cell.filterText = { [weak self] in self?.model?.filter ?? "" }
            self?.ledger.configured(cell)
        }
        let orangeCell = CollectionView.CellRegistration<FruitCardCell, Orange> { [weak self] cell, _, orange in
            cell.configure(self?.card(for: .orange(orange)) ?? Self.card(for: .orange(orange), stock: 0, isFavorite: false))
            self?.describe(cell, as: .orange(orange))
            cell.filterText = { [weak self] in self?.model?.filter ?? "" }
            self?.ledger.configured(cell)
        }
        let emptyCell = CollectionView.CellRegistration<FruitCardCell, EmptyData> { [weak self] cell, _, empty in
            cell.configure(FruitCardCell.Card(title: empty.glyph, detail: empty.emptyMessage, color: CardPalette.closed, wrapsDetail: true))
            cell.accessibilityLabel = empty.emptyMessage
            cell.accessibilityValue = nil
            self?.ledger.configured(cell)
        }
        dataSource = DataSource(collectionView: collectionView) { [weak self] collectionView, indexPath, item in
            switch item.fruitID.flatMap({ self?.model?.store.fruit($0) }) {
            case .apple(let apple):
                collectionView.dequeueConfiguredReusableCell(using: appleCell, for: indexPath, item: apple)
            case .orange(let orange):
                collectionView.dequeueConfiguredReusableCell(using: orangeCell, for: indexPath, item: orange)
            case nil:
                // The closed stand; also a fruit the store no longer has, which a snapshot
                // applied after its removal never shows.
                collectionView.dequeueConfiguredReusableCell(using: emptyCell, for: indexPath, item: EmptyData())
            }
        }
        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
            self?.supplementaryView(collectionView, kind: kind, at: indexPath)
        }
        lookup.dataSource = dataSource
        collectionView.delegate = self
    }

    // MARK: Cells and supplementary views

    /// The card of a fruit with its current stock and favourite flag.
    func card(for fruit: Fruit) -> FruitCardCell.Card {
        let store = model?.store
        return Self.card(for: fruit, stock: store?.stock(of: fruit.id) ?? 0, isFavorite: store?.isFavorite(fruit.id) ?? false)
    }

    static func card(for fruit: Fruit, stock: Int, isFavorite: Bool) -> FruitCardCell.Card {
        FruitCardCell.Card(
            title: isFavorite ? "★ " + fruit.name : fruit.name,
            detail: "\(fruit.kind.thicknessLabel): \(fruit.thickness)mm",
            color: fruit.kind == .apple ? CardPalette.apple : CardPalette.orange,
            isSoldOut: stock == 0)
    }

    private func supplementaryView(_ collectionView: CollectionView, kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        switch kind {
        case CollectionView.elementKindSectionHeader:
            let header = collectionView.dequeueReusableSupplementaryView(SectionHeaderView.self, ofKind: kind, for: indexPath)
            header.title = dataSource.sectionIdentifier(for: indexPath.section)?.rawValue ?? ""
            ledger.configured(header)
            return header
        case BadgeView.elementKind:
            let badge = collectionView.dequeueReusableSupplementaryView(BadgeView.self, ofKind: kind, for: indexPath)
            badge.count = fruit(at: indexPath).map { model?.store.stock(of: $0.id) ?? 0 } ?? 0
            ledger.configured(badge)
            return badge
        default:
            return nil
        }
    }

    // MARK: Items

    /// The fruit shown at `indexPath`. - Complexity: O(1).
    func fruit(at indexPath: IndexPath) -> Fruit? {
        dataSource.itemIdentifier(for: indexPath)?.fruitID.flatMap { model?.store.fruit($0) }
    }

    /// The item with the keyboard focus.
    var focusedItem: StandItem? {
        collectionView.focusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }
    }

    /// The selected item.
    var selectedItem: StandItem? {
        collectionView.indexPathsForSelectedItems?.first.flatMap { dataSource.itemIdentifier(for: $0) }
    }

    /// The shown item of the fruit with `id`, if any.
    ///
    /// - Complexity: O(1).
    func item(for id: FruitID) -> StandItem? {
        guard let kind = model?.store.inventory.kind(of: id) else { return nil }
        let item: StandItem = kind == .apple ? .apple(id) : .orange(id)
        return dataSource.indexPath(for: item) == nil ? nil : item
    }

    // MARK: CollectionViewDelegate

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        fruit(at: indexPath) != nil
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        onChange?()
    }

    func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext) {
        onChange?()
    }

    // The reuse inspector's "shown" column.

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        ledger.displayed(cell, true)
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        ledger.displayed(cell, false)
    }

    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        ledger.displayed(view, true)
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        ledger.displayed(view, false)
    }
}

/// Where the layout looks up section identifiers (set once the data source exists) and the
/// widest name (the model's).
@MainActor
private final class LayoutLookup {
    weak var dataSource: ContentController.DataSource?
    weak var model: (any FruitStandModel)?
}
