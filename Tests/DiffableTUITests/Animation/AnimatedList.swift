@testable import DiffableTUI

/// A collection view of labelled rows in a diffable data source, run by a `HeadlessDriver`
/// so that animations are stepped frame by frame on its manual clock.
@MainActor
final class AnimatedList {
    typealias Sections = [(String, [String])]

    let driver: HeadlessDriver
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<String, String>
    /// Cell configurations per item: a reconfigure or reload shows up here.
    var subtitles: [String: String] = [:]

    init(_ sections: Sections, size: Size = Size(width: 24, height: 12), layout: CompositionalLayout = listLayout(.plain), colorDepth: ColorDepth = .indexed256) {
        driver = HeadlessDriver(size: size, colorDepth: colorDepth)
        collectionView = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
        driver.window.rootView = collectionView
        let registration = CollectionView.CellRegistration<CountingCell, String> { cell, _, item in
            cell.configurations += 1
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) {
            [unowned self] view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = dataSource.sectionIdentifier(for: indexPath.section)
            view.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.apply(Self.snapshot(sections), animatingDifferences: false)
        driver.displayIfNeeded()
    }

    static func snapshot(_ sections: Sections) -> DiffableDataSourceSnapshot<String, String> {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// Applies `sections` with animation and returns every frame presented from the apply
    /// until nothing animates: the first shows the screen right after the apply.
    func animate(to sections: Sections, completion: (() -> Void)? = nil) -> [Buffer] {
        animate { dataSource.apply(Self.snapshot(sections), completion: completion) }
    }

    /// Runs `change`, then steps frames until idle, recording each one.
    func animate(_ change: () -> Void) -> [Buffer] {
        driver.recordsFrames = true
        defer {
            driver.recordsFrames = false
        }
        let start = driver.frames.count
        change()
        driver.displayIfNeeded()
        driver.runUntilIdle()
        return Array(driver.frames[start...])
    }

    var screen: Buffer { driver.screen }
}
