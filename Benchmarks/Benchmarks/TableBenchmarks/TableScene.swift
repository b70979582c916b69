import BenchmarkSupport
import DiffableTUI

/// A 200x60 window showing a table (five columns: a fitted name, three numbers, a slack
/// column) of `rows` rows in one section, presented to a headless backend.
@MainActor
final class TableScene {
    static let size = Size(width: 200, height: 60)
    private static var scenes: [Int: TableScene] = [:]

    static func shared(rows: Int) -> TableScene {
        if let scene = scenes[rows] { return scene }
        let scene = TableScene(rows: rows)
        scenes[rows] = scene
        return scene
    }

    let rows: Int
    let window: Window
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    let backend = HeadlessBackend(size: TableScene.size, colorDepth: .indexed256)
    private var jumps: [Int]
    private var step = 0
    private var descending = false
    private var filtered = false
    /// Nanoseconds the last apply took, of its main-thread share.
    private(set) var lastApply = 0

    init(rows: Int) {
        self.rows = rows
        window = Window(size: Self.size, clock: ManualAnimationClock())
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = false
        collectionView = CollectionView(frame: Rect(origin: .zero, size: Self.size), collectionViewLayout: .list(using: list))
        collectionView.tableColumns = [
            TableColumn("Name", width: .fitToContent(minimum: 4, maximum: 24)),
            TableColumn("Stock", width: .fixed(7), alignment: .trailing),
            TableColumn("Price", width: .fixed(8), alignment: .trailing),
            TableColumn("Share", width: .fraction(0.1), alignment: .trailing),
            TableColumn("Notes", width: .slack(minimum: 10)),
        ]
        window.rootView = collectionView
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            cell.contentConfiguration = TableRowContentConfiguration(values: Self.values(item))
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(Self.snapshot(Array(0..<rows)), animatingDifferences: false)
        collectionView.becomeFirstResponder()
        backend.present(window.renderFrame())
        var generator = SplitMix(seed: 42)
        let height = collectionView.contentSize.height
        jumps = (0..<64).map { _ in Int(generator.next() % UInt64(max(1, height - Self.size.height))) }
    }

    nonisolated static func values(_ item: Int) -> [String] {
        ["Row \(item &* 7919 % 1_000_003)", "\(item % 97)", "\(item % 1000).\(item % 100)", "\(item % 13) %", "note \(item % 31)"]
    }

    nonisolated static func snapshot(_ items: [Int]) -> DiffableDataSourceSnapshot<Int, Int> {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    /// Times one frame of `kind` in nanoseconds: the change, then layout, drawing and the backend's diff.
    func frame(_ kind: TableFrame) -> Int {
        let clock = ContinuousClock()
        return SideBySide.nanoseconds(clock.measure {
            switch kind {
            case .scroll:
                let maximum = collectionView.contentSize.height - Self.size.height
                collectionView.contentOffset = Point(x: 0, y: (collectionView.contentOffset.y + 1) % max(1, maximum))
            case .jump:
                collectionView.contentOffset = Point(x: 0, y: jumps[step % jumps.count])
            case .key:
                window.send(.key(.down))
            }
            step += 1
            backend.present(window.renderFrame())
        })
    }

    /// A re-sort as `sortItems` does it from its threshold on: the sorted snapshot and its diff
    /// (the background queue's share), then the apply and its first frame (the main thread's).
    func resort() -> (background: Int, main: Int) {
        descending.toggle()
        let shown = dataSource.snapshot()
        let descending = descending
        let clock = ContinuousClock()
        var diffed: DiffedSnapshot<Int, Int>?
        let background = clock.measure {
            let items = shown.itemIdentifiers(inSection: 0).sorted { a, b in
                let x = a &* 7919 % 1_000_003, y = b &* 7919 % 1_000_003
                return descending ? x > y : x < y
            }
            diffed = DiffedSnapshot(Self.snapshot(items), diffedFrom: shown)
        }
        return (SideBySide.nanoseconds(background), applyOnMain(diffed!))
    }

    /// A filter typed and cleared in turn: the rows whose stock is below 10 (about a tenth),
    /// then all of them again; background and main thread as for `resort()`.
    func filter() -> (background: Int, main: Int) {
        filtered.toggle()
        let shown = dataSource.snapshot()
        let filtered = filtered, rows = rows
        let clock = ContinuousClock()
        var diffed: DiffedSnapshot<Int, Int>?
        let background = clock.measure {
            let items = filtered ? Array((0..<rows).lazy.filter { $0 % 97 < 10 }) : Array(0..<rows)
            diffed = DiffedSnapshot(Self.snapshot(items), diffedFrom: shown)
        }
        return (SideBySide.nanoseconds(background), applyOnMain(diffed!))
    }

    /// The main thread's share of landing a diffed snapshot: the apply and its first frame.
    private func applyOnMain(_ diffed: DiffedSnapshot<Int, Int>) -> Int {
        let clock = ContinuousClock()
        var applyTime = Duration.zero
        let main = clock.measure {
            applyTime = clock.measure { dataSource.apply(diffed, animatingDifferences: true) }
            backend.present(window.renderFrame())
        }
        lastApply = SideBySide.nanoseconds(applyTime)
        // The animation runs out off the clock, so the next round starts at rest.
        (window.clock as? ManualAnimationClock)?.advance(by: 1)
        backend.present(window.renderFrame())
        return SideBySide.nanoseconds(main)
    }
}

/// What one measured table frame does.
enum TableFrame: String, CaseIterable {
    /// Scroll one row and draw: one row in, one out.
    case scroll
    /// Jump to a random place and draw: every row configured again.
    case jump
    /// Press Down: the focus moves one row.
    case key
}
