@testable import DiffableTUI

/// A row of the tables under test: a distinct name per row, a number and a city.
struct Planet: Hashable, Sendable {
    var id: Int
    var name: String
    var moons: Int
    var discoverer: String
}

/// A table of planets in a headless driver: three columns (name fits its content, moons fixed
/// and trailing, discoverer takes the slack), grouped by the first letter when asked.
@MainActor
final class PlanetTable: CollectionViewDelegate {
    let driver: HeadlessDriver
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<String, Int>
    var planets: [Int: Planet]
    private(set) var sortChanges: [TableSortDescriptor?] = []

    static let columns = [
        TableColumn("Name", width: .fitToContent(minimum: 4, maximum: 12), layoutPriority: 2),
        TableColumn("Moons", width: .fixed(7), alignment: .trailing, layoutPriority: 1, initialSortOrder: .descending),
        TableColumn("Discoverer", width: .slack(minimum: 6)),
    ]

    static let sample: [Planet] = [
        Planet(id: 0, name: "Mercury", moons: 0, discoverer: "known to the ancients"),
        Planet(id: 1, name: "Venus", moons: 0, discoverer: "known to the ancients"),
        Planet(id: 2, name: "Earth", moons: 1, discoverer: "—"),
        Planet(id: 3, name: "Mars", moons: 2, discoverer: "known to the ancients"),
        Planet(id: 4, name: "Jupiter", moons: 95, discoverer: "known to the ancients"),
        Planet(id: 5, name: "Saturn", moons: 146, discoverer: "known to the ancients"),
        Planet(id: 6, name: "Uranus", moons: 28, discoverer: "William Herschel"),
        Planet(id: 7, name: "Neptune", moons: 16, discoverer: "Le Verrier, Galle"),
    ]

    init(width: Int = 40, height: Int = 10, planets: [Planet] = PlanetTable.sample, grouped: Bool = false, separators: Bool = false) {
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = separators
        if grouped { list.headerMode = .supplementary }
        driver = HeadlessDriver(size: Size(width: width, height: height), colorDepth: .indexed256)
        collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: width, height: height), collectionViewLayout: .list(using: list))
        driver.window.rootView = collectionView
        collectionView.becomeFirstResponder()
        collectionView.tableColumns = Self.columns
        self.planets = Dictionary(uniqueKeysWithValues: planets.map { ($0.id, $0) })
        let lookup = self.planets
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, id in
            let planet = lookup[id]!
            cell.contentConfiguration = TableRowContentConfiguration(values: [planet.name, "\(planet.moons)", planet.discoverer])
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, id in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: ElementKind.sectionHeader) { [unowned dataSource] view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = dataSource.sectionIdentifier(for: indexPath.section)
            view.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        collectionView.delegate = self
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        if grouped {
            for (letter, members) in Dictionary(grouping: planets, by: { String($0.name.prefix(1)) }).sorted(by: { $0.key < $1.key }) {
                snapshot.appendSections([letter])
                snapshot.appendItems(members.map(\.id), toSection: letter)
            }
        } else {
            snapshot.appendSections(["all"])
            snapshot.appendItems(planets.map(\.id))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The screen's lines, trailing blanks cut.
    var lines: [String] { driver.screenLines }

    /// Presses `keys`, one read each.
    func press(_ keys: Key...) {
        for key in keys { driver.send(.key(key)) }
    }

    /// Clicks at a point of the screen.
    func click(x: Int, y: Int) {
        driver.send(.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: x, y: y))),
                    .mouse(MouseEvent(kind: .release(button: 1), position: Point(x: x, y: y))))
    }

    /// The planets' names down the screen, below the header row.
    var namesShown: [String] {
        lines.dropFirst().compactMap { line in
            let name = line.split(separator: " ").first.map(String.init) ?? ""
            return planets.values.contains { $0.name == name } ? name : nil
        }
    }

    /// The comparator of a sort descriptor over the planets.
    nonisolated static func comparator(_ sort: TableSortDescriptor, _ planets: [Int: Planet]) -> @Sendable (Int, Int) -> Bool {
        { a, b in
            let x = planets[a]!, y = planets[b]!
            let ascending: Bool
            switch sort.column {
            case 0: ascending = x.name < y.name
            case 1: ascending = (x.moons, x.id) < (y.moons, y.id)
            default: ascending = (x.discoverer, x.id) < (y.discoverer, y.id)
            }
            return sort.order == .ascending ? ascending : !ascending && a != b
        }
    }

    func collectionView(_ collectionView: CollectionView, sortDescriptorDidChange oldDescriptor: TableSortDescriptor?) {
        sortChanges.append(oldDescriptor)
        guard let sort = collectionView.sortDescriptor else { return }
        dataSource.sortItems(by: Self.comparator(sort, planets))
    }
}
