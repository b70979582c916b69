@testable import DiffableTUI

/// A diffable list of string items whose titles live in a mutable model, drawn with
/// `CountingCell`s that count configurations and resets.
@MainActor
final class ModelList {
    let harness: Harness
    var titles: [String: String] = [:]
    var dataSource: CollectionViewDiffableDataSource<Int, String>!
    var providerCalls: [String] = []

    init(items: [String], width: Int = 30, height: Int = 10, appearance: ListConfiguration.Appearance = .sidebarPlain) {
        harness = Harness(width: width, height: height, layout: listLayout(appearance, header: .none))
        for item in items { titles[item] = item }
        let registration = CollectionView.CellRegistration<CountingCell, String> { [unowned self] cell, _, item in
            cell.configurations += 1
            var content = cell.defaultContentConfiguration()
            content.text = self.titles[item]
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: harness.collectionView) { [unowned self] collectionView, indexPath, item in
            self.providerCalls.append(item)
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(Self.snapshot(items), animatingDifferences: false)
        harness.frame()
    }

    static func snapshot(_ items: [String]) -> DiffableDataSourceSnapshot<Int, String> {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    func cell(_ item: String) -> CountingCell? {
        dataSource.indexPath(for: item).flatMap { harness.collectionView.cellForItem(at: $0) as? CountingCell }
    }

    var lines: [String] { harness.frame().lines() }
}
