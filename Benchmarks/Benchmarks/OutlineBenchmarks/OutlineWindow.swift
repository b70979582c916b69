import BenchmarkSupport
import DiffableTUI
#if canImport(Glibc)
import Glibc
#endif

/// One list in a 120x35 window on a headless driver: rows of `Int` items, a disclosure on the
/// items `isParent` names. The benchmarks make the same change to several of these, side by
/// side, one through flat snapshots and the others through section snapshots.
@MainActor
final class OutlineWindow {
    static let size = Size(width: 120, height: 35)

    let driver: HeadlessDriver
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>

    init(isParent: @escaping (Int) -> Bool) {
        driver = HeadlessDriver(size: Self.size, colorDepth: .indexed256)
        var configuration = ListConfiguration(appearance: .sidebarPlain)
        configuration.headerMode = .none
        collectionView = CollectionView(frame: Rect(origin: .zero, size: Self.size), collectionViewLayout: .list(using: configuration))
        driver.window.rootView = collectionView
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Entry \(item)"
            content.secondaryText = "\(item & 0xFFFF)"
            content.prefersSideBySideTextAndSecondaryText = true
            cell.contentConfiguration = content
            cell.accessories = isParent(item) ? [.outlineDisclosure()] : []
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        collectionView.becomeFirstResponder()
    }

    /// Shows `items` in section 0, without animation.
    func show(_ items: [Int]) {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        driver.displayIfNeeded()
    }

    /// Shows `outline` in section 0, without animation.
    func show(_ outline: DiffableDataSourceSectionSnapshot<Int>) {
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        driver.displayIfNeeded()
    }

    /// Puts the keyboard focus on `item`, scrolling to it.
    func focus(_ item: Int) {
        collectionView.focusedIndexPath = dataSource.indexPath(for: item)
        driver.displayIfNeeded()
    }

    /// Plays the running transition to its end.
    func settle() {
        driver.runUntilIdle()
    }
}

extension SideBySide {
    /// Nanoseconds `body` takes, started after a 1 ms sleep.
    ///
    /// On a machine with more runnable threads than cores, a call that starts late in the
    /// scheduler's slice (after the animation the previous contender played) is preempted and
    /// reads about 4 ms more; after a sleep it starts on a fresh slice, so the few
    /// milliseconds compared are the call's own.
    @MainActor
    static func time(_ body: () -> Void) -> Int {
        usleep(1_000)
        return nanoseconds(ContinuousClock().measure(body))
    }
}
