@testable import DiffableTUI

/// An index-based data source over arrays of strings, with closures for cells and
/// supplementary views; the default cell is a list cell showing the string.
@MainActor
final class ArrayDataSource: CollectionViewDataSource {
    var sections: [[String]]
    var cellProvider: ((CollectionView, IndexPath, String) -> CollectionViewCell)?
    var supplementaryProvider: ((CollectionView, String, IndexPath) -> CollectionReusableView?)?
    let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
    }

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let text = sections[indexPath.section][indexPath.item]
        if let cellProvider { return cellProvider(collectionView, indexPath, text) }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaryProvider?(collectionView, kind, indexPath)
    }
}

/// A data source of `count` numbered rows in one section, for reuse and scrolling tests.
@MainActor
final class CountingDataSource: CollectionViewDataSource {
    var count: Int
    let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, number in
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(number)"
        cell.contentConfiguration = content
    }

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}
