import DiffableTUI

/// The rows the frame and animation benchmarks draw: "Item N" with its stock beside it and a
/// disclosure indicator, from a diffable data source of `Int`s.
@MainActor
public enum StockList {
    /// A data source for `collectionView` whose cells are configured as stock rows; `cellClass`
    /// (a `CollectionViewListCell` subclass) is registered in place of the plain list cell.
    public static func dataSource(
        for collectionView: CollectionView, cellClass: CollectionViewListCell.Type? = nil
    ) -> CollectionViewDiffableDataSource<Int, Int> {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            content.secondaryText = "\(item % 97) in stock"
            content.prefersSideBySideTextAndSecondaryText = true
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        if let cellClass { collectionView.register(cellClass, forCellWithReuseIdentifier: registration.reuseIdentifier) }
        return CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }
}
