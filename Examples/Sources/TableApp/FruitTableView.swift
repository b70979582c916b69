import DiffableTUI

/// One fruit of the stand: a row of the table.
public struct Fruit: Hashable, Sendable {
    public var name: String
    public var origin: String
    public var price: Int   // cents
    public var stock: Int
}

/// A table of fruit: four columns under a pinned header row, sorted by a key or a click.
public final class FruitTableView: View, CollectionViewDelegate {
    public enum Section: Hashable, Sendable { case stand }

    public let collectionView: CollectionView
    public private(set) var fruit: [Fruit]
    /// Called with the fruit of the row the user chooses (Enter, Space or a click).
    public var chosen: ((Fruit) -> Void)?
    private var dataSource: CollectionViewDiffableDataSource<Section, Int>!

    public init(fruit: [Fruit]) {
        self.fruit = fruit
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = false          // a table's rows are one line either way
        collectionView = CollectionView(frame: .zero, collectionViewLayout: .list(using: list))
        super.init()
        addSubview(collectionView)
        collectionView.delegate = self

        // The columns: widths, alignment, and the order in which they give way.
        collectionView.tableColumns = [
            TableColumn("Fruit", width: .fitToContent(minimum: 5, maximum: 16), layoutPriority: 2),
            TableColumn("Price", width: .fixed(7), alignment: .trailing, layoutPriority: 1),
            TableColumn("Stock", width: .fixed(7), alignment: .trailing, initialSortOrder: .descending),
            TableColumn("Origin", width: .slack(minimum: 8)),
        ]

        // One value per column, in the columns' order.
        let row = CollectionView.CellRegistration<CollectionViewListCell, Fruit> { cell, _, fruit in
            let price = "\(fruit.price / 100).\(fruit.price % 100 < 10 ? "0" : "")\(fruit.price % 100)"
            cell.contentConfiguration = TableRowContentConfiguration(values: [fruit.name, price, "\(fruit.stock)", fruit.origin])
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] view, indexPath, index in
            view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: self.fruit[index])
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.stand])
        snapshot.appendItems(Array(fruit.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override public func layoutSubviews() {
        collectionView.frame = bounds
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let index = dataSource.itemIdentifier(for: indexPath) else { return }
        chosen?(fruit[index])
    }

    // A sort key (1-4, < >) or a click on a title changed the sort: sort the rows, which slide.
    public func collectionView(_ collectionView: CollectionView, sortDescriptorDidChange oldDescriptor: TableSortDescriptor?) {
        guard let sort = collectionView.sortDescriptor else { return }
        let fruit = fruit
        dataSource.sortItems { a, b in
            let (x, y) = sort.order == .ascending ? (fruit[a], fruit[b]) : (fruit[b], fruit[a])
            switch sort.column {
            case 0: return x.name < y.name
            case 1: return x.price < y.price
            case 2: return x.stock < y.stock
            default: return x.origin < y.origin
            }
        }
    }
}

extension Fruit {
    public init(_ name: String, from origin: String, price: Int, stock: Int) {
        self.init(name: name, origin: origin, price: price, stock: stock)
    }

    /// The stand of the article's screenshots.
    public static let stand = [
        Fruit("Apples", from: "Normandy", price: 120, stock: 40),
        Fruit("Blood oranges", from: "Sicily", price: 245, stock: 12),
        Fruit("Pears", from: "Anjou", price: 180, stock: 25),
        Fruit("Kiwis", from: "Bay of Plenty", price: 60, stock: 90),
        Fruit("Figs", from: "Smyrna", price: 310, stock: 8),
    ]
}
