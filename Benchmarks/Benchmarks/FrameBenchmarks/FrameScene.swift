import BenchmarkSupport
import DiffableTUI

/// A 200x60 window showing a plain list (separators, pinned headers) of `count` items in a
/// diffable data source, presented to a headless backend through the frame pipeline of a
/// `HeadlessDriver`, which diffs each frame against the one shown as the live run loop does.
@MainActor
final class FrameScene {
    nonisolated static let counts = [100, 1_000_000]
    static let size = Size(width: 200, height: 60)
    private static var scenes: [Int: FrameScene] = [:]

    static func shared(count: Int) -> FrameScene {
        if let scene = scenes[count] { return scene }
        let scene = FrameScene(count: count)
        scenes[count] = scene
        return scene
    }

    let driver = HeadlessDriver(size: FrameScene.size, colorDepth: .indexed256)
    let window: Window
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    private var jumps: [Int]
    private var step = 0

    init(count: Int, layout: CompositionalLayout = .list(using: ListConfiguration(appearance: .plain)), cell: CollectionViewListCell.Type = CollectionViewListCell.self) {
        window = driver.window
        collectionView = CollectionView(frame: Rect(origin: .zero, size: Self.size), collectionViewLayout: layout)
        window.rootView = collectionView
        dataSource = StockList.dataSource(for: collectionView, cellClass: cell)
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.becomeFirstResponder()
        driver.displayIfNeeded()
        var generator = SplitMix(seed: 42)
        let rows = collectionView.contentSize.height
        jumps = (0..<64).map { _ in Int(generator.next() % UInt64(max(1, rows - Self.size.height))) }
    }

    func frame(_ kind: FrameKind) {
        switch kind {
        case .first:
            collectionView.reloadData()
        case .jump:
            collectionView.contentOffset = Point(x: 0, y: jumps[step % jumps.count])
        case .scroll:
            let maximum = collectionView.contentSize.height - Self.size.height
            collectionView.contentOffset = Point(x: 0, y: (collectionView.contentOffset.y + 1) % max(1, maximum))
        case .redraw:
            break
        }
        step += 1
        // Every kind draws a frame, the redraw too: render, diff against the frame shown, encode.
        window.setNeedsDisplay()
        driver.displayIfNeeded()
    }

    /// Presses PgDn from the first item to the last of 1,000,000 and counts the cells made.
    ///
    /// - Complexity: O(pages x visible): each page measures and configures one screenful.
    static func pageThroughAMillion() -> (created: Int, pages: Int) {
        CountingListCell.created = 0
        let scene = FrameScene(count: 1_000_000, cell: CountingListCell.self)
        let last = IndexPath(item: 999_999, section: 0)
        var pages = 0
        scene.collectionView.focusedIndexPath = IndexPath(item: 0, section: 0)
        // Frames are laid out and drawn but not encoded: this counts cells, and encoding a
        // full-screen change per page would only add time.
        while scene.collectionView.focusedIndexPath != last {
            scene.window.send(.key(.pageDown))
            _ = scene.window.renderFrame()
            pages += 1
        }
        return (CountingListCell.created, pages)
    }
}

/// Counts every cell made.
final class CountingListCell: CollectionViewListCell {
    static var created = 0

    required init(frame: Rect) {
        super.init(frame: frame)
        Self.created += 1
    }
}
