import BenchmarkSupport
import DiffableTUI

/// The fruit stand's content pane rebuilt from the public API, for a long run: a 100x30 grid
/// of cards (a content configuration and a rounded background) in two sections with pinned
/// headers and a stock badge on each card's corner, fed by a diffable data source and drawn to
/// a headless backend at 256 colours.
///
/// Each `step()` is one animated apply, in turn: shuffle both sections (moves), add a fruit
/// never seen before (insert), delete a random one (delete); the clock then runs until the
/// transition has finished and its completion has run. Every added fruit has a new identifier
/// and a new name, so anything keyed by items, names or index paths that is never let go of
/// grows with the run.
@MainActor
final class SoakScene {
    static let size = Size(width: 100, height: 30)
    static let badgeKind = "SoakBadge"

    /// A card's item: the identifier is what the snapshot keys on.
    struct Fruit: Hashable {
        let id: Int
        let name: String
        let stock: Int
    }

    let driver: HeadlessDriver
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Fruit>
    private(set) var applies = 0
    private var generator = SplitMix(seed: 7)
    private var sections: [[Fruit]] = [[], []]
    private var nextID = 0

    init() {
        driver = HeadlessDriver(size: Self.size, colorDepth: .indexed256)
        collectionView = CollectionView(frame: Rect(origin: .zero, size: Self.size), collectionViewLayout: Self.layout())
        let card = CollectionView.CellRegistration<CollectionViewCell, Fruit> { cell, _, fruit in
            var content = ListContentConfiguration.subtitleCell()
            content.text = fruit.name
            content.secondaryText = "core thickness: \(fruit.id % 9 + 1)mm"
            content.textProperties.alignment = .center
            content.secondaryTextProperties.alignment = .center
            cell.contentConfiguration = content
            var background = BackgroundConfiguration.clear()
            background.cornerRadius = 1
            background.strokeColor = .indexed(fruit.id % 2 == 0 ? 28 : 208)
            background.strokeWidth = 1
            cell.backgroundConfiguration = background
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, fruit in
            view.dequeueConfiguredReusableCell(using: card, for: indexPath, item: fruit)
        }
        let header = CollectionView.SupplementaryRegistration<SoakHeader>(elementKind: CollectionView.elementKindSectionHeader) {
            header, _, indexPath in
            header.title = indexPath.section == 0 ? "Apples" : "Oranges"
        }
        let badge = CollectionView.SupplementaryRegistration<SoakBadge>(elementKind: Self.badgeKind) { [unowned self] badge, _, indexPath in
            badge.count = dataSource.itemIdentifier(for: indexPath)?.stock ?? 0
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            kind == Self.badgeKind
                ? view.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath)
                : view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        driver.window.rootView = collectionView
        for section in 0..<2 {
            for _ in 0..<(section == 0 ? 6 : 5) { sections[section].append(newFruit()) }
        }
        dataSource.apply(snapshot(), animatingDifferences: false)
        driver.displayIfNeeded()
    }

    /// One animated apply, run to its end.
    ///
    /// - Returns: the frames presented, at least two for an animation that ran.
    @discardableResult
    func step() -> Int {
        switch applies % 3 {
        case 0:
            for section in sections.indices { sections[section].shuffle(using: &generator) }
        case 1:
            sections[Int.random(in: 0..<2, using: &generator)].append(newFruit())
        default:
            let section = sections[0].count >= sections[1].count ? 0 : 1
            sections[section].remove(at: Int.random(in: 0..<sections[section].count, using: &generator))
        }
        applies += 1
        let framesBefore = driver.backend.statistics.framesPresented
        var completed = false
        dataSource.apply(snapshot(), animatingDifferences: true) { completed = true }
        driver.runUntilIdle()
        precondition(completed, "apply \(applies) did not complete")
        return driver.backend.statistics.framesPresented - framesBefore
    }

    private func newFruit() -> Fruit {
        nextID += 1
        let varieties = ["Honeycrisp", "Fuji", "Gala", "Jazz", "Navel", "Valencia", "Satsuma", "Jaffa"]
        return Fruit(id: nextID, name: "\(varieties[nextID % varieties.count]) \(nextID)", stock: Int.random(in: 0..<30, using: &generator))
    }

    private func snapshot() -> DiffableDataSourceSnapshot<Int, Fruit> {
        var snapshot = DiffableDataSourceSnapshot<Int, Fruit>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(sections[0], toSection: 0)
        snapshot.appendItems(sections[1], toSection: 1)
        return snapshot
    }

    /// The app's grid: three columns of 4-row cards, a pinned header per section, a badge
    /// over each card's top-trailing corner.
    private static func layout() -> CompositionalLayout {
        CompositionalLayout { _, _ in
            let badge = LayoutSupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .absolute(6), heightDimension: .absolute(1)),
                elementKind: badgeKind,
                containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: FractionalPoint(x: 0.2, y: -0.2)))
            let item = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                supplementaryItems: [badge])
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)),
                repeatingSubitem: item, count: 3)
            let section = LayoutSection(group: group)
            section.interGroupSpacing = 1
            section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
    }
}

/// A section's title on one bold row.
final class SoakHeader: CollectionReusableView {
    var title = "" {
        didSet { if oldValue != title { setNeedsDisplay() } }
    }

    override func draw(in canvas: inout Canvas) {
        canvas.write(title, at: .zero, style: Style.plain.bold, maxWidth: bounds.width)
    }
}

/// A card's stock over its top-trailing corner, hidden at 0.
final class SoakBadge: CollectionReusableView {
    var count = 0 {
        didSet {
            if oldValue != count { setNeedsDisplay() }
            isHidden = count == 0
        }
    }

    override func draw(in canvas: inout Canvas) {
        let text = " \(count) "
        canvas.write(text, at: Point(x: max(0, bounds.width - text.count), y: 0),
                     style: Style(foreground: .indexed(231), background: .indexed(160)), maxWidth: bounds.width)
    }
}
