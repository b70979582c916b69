import BenchmarkSupport
import DiffableTUI

/// A 120x35 log list following its end while entries stream in, as the `logtail` example
/// runs at its cap: 100,000 rows of distinct text, every sixth frame (a tenth of a second at
/// 60 frames a second) the oldest 20 deleted and 20 appended in one animated apply, the rows
/// sliding up in between.
///
/// `frame()` steps the animation by one frame and draws it; what it times is the frame
/// pipeline's own work for that frame: rendering the window into a buffer, and diffing that
/// buffer against the frame before (what a backend is handed). The applies and the animation
/// steps are not timed.
@MainActor
final class StreamScene {
    static let size = Size(width: 120, height: 35)
    static let capacity = 100_000
    static let entriesPerUpdate = 20
    static let framesPerUpdate = 6
    static let shared = StreamScene()

    private let clock = ManualAnimationClock()
    private let window: Window
    private let collectionView: CollectionView
    private let dataSource: CollectionViewDiffableDataSource<Int, Int>
    private var next = 0
    private var frames = 0
    private var shown: Buffer

    init() {
        window = Window(size: Self.size, clock: clock)
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = false
        collectionView = CollectionView(frame: Rect(origin: .zero, size: Self.size), collectionViewLayout: .list(using: list))
        collectionView.defaultScrollAnchor = .bottom
        window.rootView = collectionView
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = Self.line(item)
            content.textProperties.numberOfLines = 1
            content.textProperties.color = [Color.indexed(244), .indexed(75), .indexed(214), .indexed(203)][item % 4]
            if item % 4 == 3 { content.textProperties.attributes = .bold }
            cell.contentConfiguration = content
            cell.accessories = item % 5 == 0 ? [.outlineDisclosure(options: .init(style: .cell))] : []
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<Self.capacity))
        next = Self.capacity
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.becomeFirstResponder()
        shown = window.renderFrame()
    }

    /// One frame: every sixth an update lands first; then the animation steps 1/60 s and the
    /// window is drawn and diffed. Returns the nanoseconds of rendering and of diffing.
    func frame() -> (render: Int, diff: Int) {
        if frames % Self.framesPerUpdate == 0 { update() }
        frames += 1
        clock.advance(by: 1.0 / 60)
        window.stepAnimations()
        let clock = ContinuousClock()
        let start = clock.now
        let frame = window.renderFrame()
        let rendered = clock.now
        let update = FrameUpdate(frame: frame, previous: shown)
        let diffed = clock.now
        shown = frame
        precondition(!update.clearsScreen)
        return (SideBySide.nanoseconds(rendered - start), SideBySide.nanoseconds(diffed - rendered))
    }

    private func update() {
        var snapshot = dataSource.snapshot()
        let oldest = next - Self.capacity
        snapshot.deleteItems(Array(oldest..<(oldest + Self.entriesPerUpdate)))
        snapshot.appendItems(Array(next..<(next + Self.entriesPerUpdate)))
        next += Self.entriesPerUpdate
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// A log line of about 90 columns, distinct for every item.
    private static func line(_ item: Int) -> String {
        let services = ["api", "billing", "auth", "search", "worker"]
        let seconds = item / 200
        return "12:\(seconds / 60 % 60 + 10):\(seconds % 60 + 10).\(item % 1000 + 100) INFO  \(services[item % services.count]) "
            + "GET /v1/sessions/\(item * 7919 % 100_000) 200 \(item % 90 + 10)ms request \(item)"
    }
}
