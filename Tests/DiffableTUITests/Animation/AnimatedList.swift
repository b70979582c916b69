@testable import DiffableTUI

/// A collection view of labelled rows (or cards with badges) in a diffable data source, run
/// by a `HeadlessDriver` so that animations are stepped frame by frame on its manual clock.
@MainActor
final class AnimatedList {
    typealias Sections = [(String, [String])]

    let driver: HeadlessDriver
    let collectionView: CollectionView
    private(set) var dataSource: CollectionViewDiffableDataSource<String, String>!
    /// What a row shows for an item, when not the item itself (reconfigure and reload tests).
    var titles: [String: String] = [:]

    /// - Parameter cards: draws items as the seed's grid cards (`FruitCell`) with a badge
    ///   holding the item's initial in lower case, for `badgeGridLayout()`.
    init(_ sections: Sections, size: Size = Size(width: 24, height: 12), layout: CompositionalLayout = listLayout(.plain),
         colorDepth: ColorDepth = .indexed256, cards: Bool = false) {
        driver = HeadlessDriver(size: size, colorDepth: colorDepth)
        collectionView = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
        driver.window.rootView = collectionView
        let row = CollectionView.CellRegistration<CountingCell, String> { [unowned self] cell, _, item in
            cell.configurations += 1
            var content = cell.defaultContentConfiguration()
            content.text = titles[item] ?? item
            cell.contentConfiguration = content
        }
        let card = CollectionView.CellRegistration<FruitCell, String> { cell, _, item in
            cell.configure(label: item, color: .indexed(28))
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            cards ? view.dequeueConfiguredReusableCell(using: card, for: indexPath, item: item)
                : view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) {
            [unowned self] view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = dataSource.sectionIdentifier(for: indexPath.section)
            view.contentConfiguration = content
        }
        let badge = CollectionView.SupplementaryRegistration<InitialBadge>(elementKind: "badge") { [unowned self] view, _, indexPath in
            view.initial = dataSource.itemIdentifier(for: indexPath)?.first?.lowercased() ?? "?"
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            kind == "badge" ? view.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath)
                : view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
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

    /// Applies `sections` with animation and returns every frame from the apply until
    /// nothing animates; the first is the screen right after the apply.
    func animate(to sections: Sections, completion: (() -> Void)? = nil) -> [RecordedFrame] {
        animate { dataSource.apply(Self.snapshot(sections), completion: completion) }
    }

    /// Runs `change`, then steps one frame (1/60 s) at a time until idle, recording each.
    func animate(_ change: () -> Void) -> [RecordedFrame] {
        change()
        var frames = [record()]
        frames += run(frames: .max)
        return frames
    }

    /// Steps up to `count` frames while something animates, recording each.
    func run(frames count: Int) -> [RecordedFrame] {
        var frames: [RecordedFrame] = []
        while frames.count < count, driver.window.hasRunningAnimations {
            driver.advance(by: 1.0 / 60)
            frames.append(record())
        }
        return frames
    }

    /// The screen now, with what was drawn on it.
    func record() -> RecordedFrame {
        RecordedFrame(buffer: driver.screen, drawn: collectionView.drawingList(), time: driver.clock.now)
    }

    var screen: Buffer { driver.screen }

    /// The prepared cell of `item`.
    func cell(_ item: String) -> CountingCell? {
        dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) as? CountingCell }
    }
}

/// A badge showing one letter on red in the middle of its frame; like the app's badge, it
/// draws only its text, and its card's border shows on either side.
final class InitialBadge: CollectionReusableView {
    var initial = "" { didSet { setNeedsDisplay() } }

    override func draw(in canvas: inout Canvas) {
        canvas.write(initial, at: Point(x: bounds.width / 2, y: 0), style: Style(foreground: .indexed(231), background: .indexed(160)))
    }
}
