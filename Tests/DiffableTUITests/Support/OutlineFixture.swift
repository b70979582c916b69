@testable import DiffableTUI

/// The sidebar of seed 001 as an outline: each section's first item is its header (with a
/// header-style disclosure), rows with children show a `.cell`-style disclosure.
@MainActor
final class OutlineFixture {
    let harness: Harness
    var dataSource: CollectionViewDiffableDataSource<String, String>!

    init(width: Int = 36, height: Int = 14) {
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        harness = Harness(width: width, height: height, layout: .list(using: configuration))
        let header = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let row = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = ["Apples", "Oranges"].contains(text) ? [.outlineDisclosure()] : []
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: harness.collectionView) { collectionView, indexPath, item in
            indexPath.item == 0
                ? collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        var fruit = DiffableDataSourceSectionSnapshot<String>()
        fruit.append(["Fruit"])
        fruit.append(["Apples", "Oranges"], to: "Fruit")
        fruit.append(["Gala", "Fuji"], to: "Apples")
        fruit.append(["Navel", "Blood"], to: "Oranges")
        fruit.expand(["Fruit", "Apples"])
        var vegetables = DiffableDataSourceSectionSnapshot<String>()
        vegetables.append(["Vegetables"])
        vegetables.append(["Carrots", "Leeks"], to: "Vegetables")
        dataSource.apply(fruit, to: "fruit", animatingDifferences: false)
        dataSource.apply(vegetables, to: "vegetables", animatingDifferences: false)
        harness.frame()
    }

    var lines: [String] { harness.frame().lines() }

    var focusedItem: String? {
        harness.collectionView.focusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }
    }

    func focus(_ item: String) {
        harness.collectionView.focusedIndexPath = dataSource.indexPath(for: item)
        harness.frame()
    }
}
