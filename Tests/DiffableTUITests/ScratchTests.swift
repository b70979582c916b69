import Foundation
import Testing
@testable import DiffableTUI

@MainActor
@Test func scratchPaging() throws {
    let harness = Harness(width: 200, height: 60, layout: .list(using: ListConfiguration(appearance: .plain)))
    let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(item)"
        content.secondaryText = "\(item % 97) in stock"
        content.prefersSideBySideTextAndSecondaryText = true
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: harness.collectionView) { view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<1_000_000))
    dataSource.apply(snapshot, animatingDifferences: false)
    harness.frame()
    harness.collectionView.focusedIndexPath = IndexPath(item: 0, section: 0)
    harness.frame()
    for _ in 0..<5 {
        let start = Date()
        harness.press(.pageDown)
        print(harness.collectionView.focusedIndexPath!, harness.collectionView.contentOffset, harness.collectionView.contentSize, Date().timeIntervalSince(start))
    }
}
