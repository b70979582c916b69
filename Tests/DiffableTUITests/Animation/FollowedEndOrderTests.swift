import DiffableTUITesting
import Testing
@testable import DiffableTUI
import TestSupport

/// Entries in their turn: a log followed at its end, fed every tenth of a second on the
/// headless driver's clock (each apply interrupting the last), never shows an entry unless
/// every entry before it down to the top of the screen shows too, in every frame, mid-slide
/// included; a reader scrolled up sees the rows on screen stay put.
///
/// Each tick appends a seeded number of entries around the rate (half to one and a half
/// times) and drops the oldest past a cap, as `logtail` does. Before the list carried the rows
/// between the screen and the rows drawn before (`CollectionView.travelledSpan`), a tick of
/// more entries than the screen had rows drew a later entry right below the rows drawn before
/// it, with the entries between missing.
@MainActor
@Suite struct FollowedEndOrderTests {
    /// Entries per tick (50, 400 and 1,000 a second), and a seed each.
    nonisolated static let cases: [(perTick: Int, seed: UInt64)] = [5, 40, 100].flatMap { perTick in (1...2).map { (perTick, UInt64($0)) } }

    /// A log of `count` entries, `e0` first, followed at its end, rows one line each as a
    /// log's are (no separators, no header), at 80x24.
    @MainActor
    final class Log {
        let list: AnimatedList
        var entries: [String]
        var next: Int
        let capacity: Int
        var generator: SeededGenerator

        init(count: Int, capacity: Int, seed: UInt64) {
            var configuration = ListConfiguration(appearance: .plain)
            configuration.showsSeparators = false
            entries = (0..<count).map { "r\($0)" }
            next = count
            self.capacity = capacity
            generator = SeededGenerator(seed: seed)
            list = AnimatedList([("Log", entries)], size: Size(width: 80, height: 24), layout: .list(using: configuration))
            list.collectionView.defaultScrollAnchor = .bottom
            list.driver.displayIfNeeded()
        }

        /// Appends about `perTick` entries, drops the oldest past the cap, applies with
        /// animation, and schedules the next tick a tenth of a second on.
        func tick(_ perTick: Int) {
            let count = Int.random(in: max(1, perTick / 2)...(perTick * 3 / 2), using: &generator)
            entries += (next..<next + count).map { "r\($0)" }
            next += count
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
            list.dataSource.apply(AnimatedList.snapshot([("Log", entries)]))
            list.driver.schedule(after: 0.1) { [weak self] in self?.tick(perTick) }
        }

        /// The entry numbers on screen, top to bottom.
        var shown: [Int] { StreamPropertyTests.rows(list.screen).compactMap { Int($0.label.dropFirst()) } }
    }

    @Test(arguments: cases)
    func entriesEnteringAtTheFollowedEndAppearInTheirTurn(perTick: Int, seed: UInt64) {
        let log = Log(count: 2_000, capacity: 2_000, seed: seed)
        log.tick(perTick)
        // Three seconds of stream, every frame.
        for frame in 0..<180 {
            log.list.driver.advance(by: 1.0 / 60)
            let shown = log.shown
            guard let first = shown.first else { continue }
            #expect(shown == Array(first..<first + shown.count),
                    "\(perTick * 10) a second, seed \(seed), frame \(frame): entries out of turn \(shown)\n\(log.list.screen.plainText())")
            if shown != Array(first..<first + shown.count) { return }
        }
        #expect(log.list.collectionView.isShowingEnd)
    }

    @Test(arguments: cases)
    func aReaderScrolledUpSeesTheirRowsStayPut(perTick: Int, seed: UInt64) {
        let log = Log(count: 2_000, capacity: 20_000, seed: seed)
        log.tick(perTick)
        log.list.driver.advance(by: 0.5)
        for _ in 0..<10 { log.list.driver.send(.mouse(MouseEvent(kind: .wheelUp, position: Point(x: 2, y: 2)))) }
        let read = log.list.screen
        let shown = log.shown
        #expect(!log.list.collectionView.isShowingEnd && shown.count == 24)
        // Two seconds of stream below the rows being read, every frame.
        for frame in 0..<120 {
            log.list.driver.advance(by: 1.0 / 60)
            #expect(Bool(log.list.screen == read), "\(perTick * 10) a second, seed \(seed), frame \(frame): the rows read moved\n\(log.list.screen.plainText())")
            if log.list.screen != read { return }
        }
        #expect(log.next > shown.last! + 20 * perTick / 2)
    }
}
