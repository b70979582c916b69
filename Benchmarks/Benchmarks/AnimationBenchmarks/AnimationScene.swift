import BenchmarkSupport
import DiffableTUI

/// A 200x60 window showing 60 rows of a 200-item list in a diffable data source, presented to
/// a headless backend (256 colours). Each apply reverses the first 60 items, so all 60 rows
/// on screen travel at once for 0.3 s; frames are stepped on a manual clock.
@MainActor
final class AnimationScene {
    static let size = Size(width: 200, height: 60)
    static let rows = 60
    static let shared = AnimationScene()

    let window: Window
    let clock = ManualAnimationClock()
    let backend = HeadlessBackend(size: AnimationScene.size, colorDepth: .indexed256)
    let driver: HeadlessDriver
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    private var items = Array(0..<200)

    init() {
        driver = HeadlessDriver(size: Self.size, colorDepth: .indexed256, clock: clock)
        window = driver.window
        (window.rootView, dataSource) = Self.makeList(in: window)
        driver.displayIfNeeded()
    }

    /// A sidebar-plain list (one row per item, no separators) of value cells with an accessory.
    static func makeList(in window: Window) -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
        var configuration = ListConfiguration(appearance: .sidebarPlain)
        configuration.headerMode = .none
        let collectionView = CollectionView(frame: Rect(origin: .zero, size: window.frame.size), collectionViewLayout: .list(using: configuration))
        let dataSource = StockList.dataSource(for: collectionView)
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<200))
        dataSource.apply(snapshot, animatingDifferences: false)
        return (collectionView, dataSource)
    }

    /// The snapshot after reversing the rows on screen.
    static func reversingTheScreen(_ items: inout [Int]) -> DiffableDataSourceSnapshot<Int, Int> {
        items[0..<rows].reverse()
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    /// Starts the next reversal when none is running.
    func ensureAnimating() {
        guard !window.hasRunningAnimations else { return }
        dataSource.apply(Self.reversingTheScreen(&items))
        driver.displayIfNeeded()
    }

    /// One animated frame: the clock moves 1/60 s, the animation steps, the window is
    /// drawn and the backend diffs and encodes it.
    func frame() {
        driver.advance(by: 1.0 / 60)
    }

    /// The bytes the last frame wrote.
    var lastFrameBytes: Int { driver.backend.statistics.lastFrameBytes }
}
