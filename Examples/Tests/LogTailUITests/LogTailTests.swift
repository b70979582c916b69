import DiffableTUI
import DiffableTUITesting
import SnapshotTesting
import Testing
import LogTailUI

/// The live log viewer: golden screens, and streams checked frame by frame (every row once,
/// in order, no blank line between rows; the reader's place kept; the cap held).
@MainActor
struct LogTailTests {
    /// A viewer with `prefill` entries already logged, after the prefill landed.
    private func launch(width: Int = 100, height: Int = 20, capacity: Int = 2_000, prefill: Int = 2_000, seed: UInt64 = 7, rate: Int = 200)
        -> (HeadlessDriver, LogTail) {
        let driver = HeadlessDriver(size: Size(width: width, height: height))
        let tail = LogTail.launch(in: driver, generator: LogGenerator(seed: seed, rate: rate), capacity: capacity, prefill: prefill)
        driver.advance(by: 1.0 / 60)
        return (driver, tail)
    }

    /// The entry ids of the rows on screen, top to bottom (a detail line counts as its entry).
    private func ids(_ driver: HeadlessDriver, _ tail: LogTail) -> [Int] {
        let byTimestamp = Dictionary(tail.buffer.entries.map { ($0.timestamp, $0.id) }, uniquingKeysWith: { first, _ in first })
        return driver.screenLines.compactMap { line in
            line.split(separator: " ").lazy.compactMap { byTimestamp[String($0)] }.first
        }
    }

    /// The list's rows: the lines between the header and the footer.
    private func rows(_ driver: HeadlessDriver) -> ArraySlice<String> {
        driver.screenLines.dropFirst().dropLast()
    }

    @Test func theNewestEntriesShowAtTheBottomFollowingTheEnd() {
        let (driver, tail) = launch(width: 80, height: 16, prefill: 300)
        defer { withExtendedLifetime(tail) {} }
        #expect(driver.screenLines[0].contains("300 entries") && driver.screenLines[0].contains("following"))
        tail.toggleStream()
        driver.runUntilIdle()
        assertSnapshot(of: driver.screenText, as: .lines)
        #expect(ids(driver, tail).last == 299)
    }

    /// 100 entries a second for three seconds in a 40-row list (ten rows a tick, a quarter of
    /// the screen: they slide in), each tenth of a second one animated apply that interrupts
    /// the last: every frame shows the rows in log order, each once, with no blank line
    /// between them, and the last row is the newest entry once the list comes to rest.
    @Test func everyFrameOfTheStreamShowsTheRowsInOrderWithoutGaps() {
        let (driver, tail) = launch(height: 40, capacity: 1_000, prefill: 1_000, rate: 100)
        defer { withExtendedLifetime(tail) {} }
        for frame in 0..<180 {
            driver.advance(by: 1.0 / 60)
            let shown = ids(driver, tail)
            #expect(shown == shown.sorted() && Set(shown).count == shown.count, "frame \(frame): rows out of order or twice\n\(driver.screenText)")
            let lines = Array(rows(driver))
            let filled = lines.indices.filter { !lines[$0].trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(filled.count == (filled.last.map { $0 + 1 } ?? 0), "frame \(frame): a blank line between rows\n\(driver.screenText)")
        }
        tail.toggleStream()
        driver.runUntilIdle()
        #expect(ids(driver, tail).last == tail.buffer.endID - 1)
        #expect((1_000...1_000 + tail.buffer.slack).contains(tail.buffer.count))
    }

    /// A stream the eye can follow slides in; a faster one (more rows a tick than a quarter
    /// of the list) arrives as `tail -f` prints it, one frame a tick instead of sixty a second.
    @Test(arguments: [(rate: 200, animates: false), (rate: 50, animates: true)])
    func aFastStreamArrivesWithoutSliding(rate: Int, animates: Bool) {
        let (driver, tail) = launch(width: 120, height: 35, capacity: 5_000, prefill: 1_000, rate: rate)
        defer { withExtendedLifetime(tail) {} }
        driver.advance(by: 0.5)
        driver.recordsFrames = true
        for _ in 0..<60 { driver.advance(by: 1.0 / 60) }
        let frames = driver.frames.count
        #expect(animates ? frames > 30 : frames <= 11, "\(frames) frames in a second at \(rate) entries a second")
    }

    /// At the cap, each tick drops the oldest entries and appends the newest: the list holds
    /// exactly the entries kept, and the rows at rest show consecutive entries.
    @Test func atTheCapTheListHoldsExactlyTheEntriesKept() {
        let (driver, tail) = launch(height: 30, capacity: 1_000, prefill: 1_000)
        defer { withExtendedLifetime(tail) {} }
        driver.advance(by: 1.5)
        tail.toggleStream()
        driver.runUntilIdle()
        let roots = tail.dataSource.snapshot(for: .log).rootItems
        #expect(roots == tail.buffer.entries.map { LogItem.entry($0.id) })
        #expect(tail.dataSource.snapshot().itemIdentifiers == tail.dataSource.snapshot(for: .log).visibleItems)
        let shown = ids(driver, tail)
        #expect(shown == Array((shown.first ?? 0)..<(shown.first ?? 0) + shown.count), "\(driver.screenText)")
    }

    /// Following the end at 10 applies a second, each interrupting the last: no entry is
    /// skipped. Every row shows the entries in order, the rows of the last applies still
    /// opening included (a row whose gap was still opening when the next apply came goes on
    /// opening).
    @Test func followingTheStreamSkipsNoEntry() {
        let (driver, tail) = launch(height: 70, capacity: 1_000, prefill: 1_000)
        defer { withExtendedLifetime(tail) {} }
        driver.advance(by: 1)
        for frame in 0..<60 {
            driver.advance(by: 1.0 / 60)
            let shown = ids(driver, tail)
            #expect(shown.count > 60)
            #expect(shown == Array((shown.first ?? 0)..<(shown.first ?? 0) + shown.count), "frame \(frame): an entry skipped\n\(driver.screenText)")
        }
    }

    /// Entries in their turn: followed at its end at 50, 400 and 1,000 entries a second in an
    /// 80x24 terminal (22 rows), every frame shows consecutive entries from the top of the list
    /// down, mid-slide included: never an entry before the ones logged ahead of it. From 400
    /// a second a tick brings more entries than there are rows; the entries between the rows
    /// drawn and the end were left out of the transition, and the one drawn below the rows
    /// drawn before was 20 or more entries on.
    @Test(arguments: [50, 400, 1_000])
    func followedAtItsEndTheEntriesShowInTheirTurn(rate: Int) {
        let (driver, tail) = launch(width: 80, height: 24, capacity: 5_000, prefill: 2_000, rate: rate)
        defer { withExtendedLifetime(tail) {} }
        for frame in 0..<180 {
            driver.advance(by: 1.0 / 60)
            let shown = ids(driver, tail)
            let inTurn = shown == Array((shown.first ?? 0)..<(shown.first ?? 0) + shown.count)
            #expect(shown.count >= 20)
            #expect(inTurn, "\(rate) a second, frame \(frame): entries out of turn \(shown)\n\(driver.screenText)")
            if !inTurn { return }
        }
        tail.toggleStream()
        driver.runUntilIdle()
        #expect(ids(driver, tail).last == tail.buffer.endID - 1)
    }

    /// Scrolled up, the rows on screen stay where they are while entries arrive below and the
    /// oldest drop above; the header counts what arrived; `f` goes back to the end.
    @Test func scrolledUpTheRowsOnScreenStayPutUntilFollowingAgain() {
        let (driver, tail) = launch()
        defer { withExtendedLifetime(tail) {} }
        driver.runUntilIdle(limit: 0.5)
        driver.send(.key(.pageUp), .key(.pageUp))
        driver.advance(by: 0.5)
        let before = Array(rows(driver))
        #expect(driver.screenLines[0].contains("paused"))
        driver.advance(by: 2)
        #expect(Array(rows(driver)) == before, "the rows on screen moved while the stream went on")
        #expect(driver.screenLines[0].contains("new below"))
        driver.send(.key(.character("f")))
        driver.advance(by: 1.0 / 60)
        driver.advance(by: 0.5)
        #expect(driver.screenLines[0].contains("following"))
        tail.toggleStream()
        driver.runUntilIdle()
        #expect(ids(driver, tail).last == tail.buffer.endID - 1)
    }

    /// A viewer in accessible mode of 300 entries growing by two a second, following the end,
    /// with what it said at launch taken.
    private func launchAccessible() -> (HeadlessDriver, LogTail) {
        let driver = HeadlessDriver(size: Size(width: 100, height: 12))
        driver.window.isAccessibleModeEnabled = true
        let tail = LogTail.launch(in: driver, generator: LogGenerator(seed: 1, rate: 2), capacity: 100_000, prefill: 300)
        driver.advance(by: 1)
        _ = driver.takeAnnouncements()
        return (driver, tail)
    }

    /// With a screen reader, ↑ while following is said once (the entry it lands on) and then
    /// the screen holds still: entries arriving below stay below, unsaid, where they used to
    /// scroll the two rows of context below the focus into view and be said ("2 added").
    @Test func upWhileFollowingIsSaidOnceAndTheScreenHoldsStill() {
        let (driver, tail) = launchAccessible()
        defer { withExtendedLifetime(tail) {} }
        driver.send(.key(.up))
        driver.advance(by: 1.0 / 60)
        let screen = driver.screenLines.dropFirst(2)
        let said = driver.takeAnnouncements()
        // The newest entry, "…, 309 of 309".
        let place = said.first?.split(separator: ",").last?.split(separator: " ")
        #expect(said.count == 1 && place?.count == 3 && place?.first == place?.last, Comment(rawValue: said.joined(separator: " | ")))
        driver.advance(by: 2)
        #expect(driver.screenLines.dropFirst(2) == screen, "the screen moved after the key")
        #expect(driver.takeAnnouncements().isEmpty)
    }

    /// An entry is said as level, service and message, the words that tell entries apart,
    /// without the row's timestamp (four words to the millisecond) ahead of them.
    @Test func anEntryIsSaidByItsLevelServiceAndMessage() {
        let (driver, tail) = launchAccessible()
        defer { withExtendedLifetime(tail) {} }
        for _ in 0..<3 {
            driver.send(.key(.up))
            // Sentences come at most one every half second.
            driver.advance(by: 0.6)
            let focused = tail.collectionView.focusedIndexPath.flatMap { tail.dataSource.itemIdentifier(for: $0) }
            let entry = focused.flatMap { tail.buffer[$0.entry] }
            let said = driver.takeAnnouncements().joined(separator: " | ")
            #expect(entry.map { said.hasPrefix("\($0.level.spokenName), \($0.service), \($0.message)") } == true, "\(said) / \(String(describing: entry))")
            #expect(entry.map { !said.contains($0.timestamp.prefix(8)) } == true, "\(said)")
        }
    }

    /// `--rate 2` is two entries a second, not one a tick (ten a second).
    @Test func aSlowRateIsItsEntriesASecond() {
        let (driver, tail) = launch(prefill: 0, rate: 2)
        defer { withExtendedLifetime(tail) {} }
        driver.advance(by: 5)
        #expect((9...11).contains(tail.buffer.count), "\(tail.buffer.count) entries in 5 s")
    }

    /// ↑ while following stops following at once: the header says so, and the entry the
    /// focus lands on stays on screen, the rows where they are, while the stream goes on; more
    /// presses walk up the rows without sliding them.
    @Test func upWhileFollowingPausesWithTheEntryOnScreen() {
        let (driver, tail) = launch()
        defer { withExtendedLifetime(tail) {} }
        driver.advance(by: 0.5)
        #expect(driver.screenLines[0].contains("following"))
        driver.send(.key(.up))
        driver.advance(by: 1.0 / 60)
        #expect(driver.screenLines[0].contains("paused"), "\(driver.screenLines[0])")
        // The slide in flight when the key came lands (a followed log is drawn about a third of
        // a second behind its end, each entry in its turn); then nothing moves.
        driver.advance(by: 2)
        let before = Array(rows(driver))
        let focused = tail.collectionView.focusedIndexPath.flatMap { tail.dataSource.itemIdentifier(for: $0) }
        #expect(ids(driver, tail).contains(focused?.entry ?? -1), "the focused entry is off screen")
        driver.advance(by: 2)
        #expect(Array(rows(driver)) == before, "the rows on screen moved while the stream went on")
        for _ in 0..<3 {
            driver.send(.key(.up))
            driver.advance(by: 0.2)
        }
        #expect(Array(rows(driver)) == before, "↑ slid the rows")
        let walked = tail.collectionView.focusedIndexPath.flatMap { tail.dataSource.itemIdentifier(for: $0) }
        #expect(walked.map(\.entry) == focused.map { $0.entry - 3 })
    }

    /// Enter opens an entry into its detail lines (a section snapshot's children); they stay
    /// open while the stream goes on, and Enter again closes them.
    @Test func enterOpensAnEntryIntoItsDetailLines() {
        let (driver, tail) = launch(width: 80, height: 16, prefill: 300)
        defer { withExtendedLifetime(tail) {} }
        tail.toggleStream()
        driver.runUntilIdle()
        // The last error on screen.
        let error = tail.buffer.entries.last { $0.level == .error && $0.id > 290 }!
        let steps = 299 - error.id
        driver.send(.key(.end))
        for _ in 0..<steps { driver.send(.key(.up)) }
        driver.send(.key(.enter))
        driver.runUntilIdle()
        assertSnapshot(of: driver.screenText, as: .lines, named: "open")
        #expect(driver.screenText.contains("at PaymentClient.charge"))
        tail.toggleStream()
        driver.advance(by: 0.5)
        tail.toggleStream()
        driver.runUntilIdle()
        #expect(driver.screenText.contains("at PaymentClient.charge"), "still open after entries arrived")
        driver.send(.key(.enter))
        driver.runUntilIdle()
        #expect(!driver.screenText.contains("at PaymentClient.charge"))
    }

    /// The outline holds an entry's detail lines only once it was opened: the rows of entries
    /// nobody opened are not copied and walked on every update.
    @Test func onlyOpenedEntriesHoldTheirDetailLines() {
        let (driver, tail) = launch(width: 80, height: 16, prefill: 300)
        defer { withExtendedLifetime(tail) {} }
        tail.toggleStream()
        driver.runUntilIdle()
        #expect(tail.dataSource.snapshot(for: .log).items.count == tail.buffer.count)
        let error = openLastError(driver, tail, after: 290)
        #expect(tail.dataSource.snapshot(for: .log).items.count == tail.buffer.count + error.details.count)
    }

    /// An entry open when a filter comes keeps its detail lines open in the filtered list.
    @Test func anEntryOpenBeforeAFilterStaysOpen() {
        let (driver, tail) = launch(width: 80, height: 16, prefill: 300)
        defer { withExtendedLifetime(tail) {} }
        tail.toggleStream()
        driver.runUntilIdle()
        openLastError(driver, tail, after: 290)
        driver.type("/payments")
        driver.runUntilIdle()
        #expect(driver.screenLines[0].contains("match"))
        #expect(driver.screenText.contains("at PaymentClient.charge"), "\(driver.screenText)")
    }

    /// Moves the focus from the newest entry up to the last error after `id`, and opens it.
    @discardableResult
    private func openLastError(_ driver: HeadlessDriver, _ tail: LogTail, after id: Int) -> LogEntry {
        let error = tail.buffer.entries.last { $0.level == .error && $0.id > id }!
        driver.send(.key(.end))
        for _ in 0..<(tail.buffer.endID - 1 - error.id) { driver.send(.key(.up)) }
        driver.send(.key(.enter))
        driver.runUntilIdle()
        #expect(driver.screenText.contains("at PaymentClient.charge"))
        return error
    }

    /// `/` filters (off the main thread, headless at once); entries that arrive afterwards are
    /// matched as they come; Esc clears the filter.
    @Test func theFilterKeepsOnlyMatchingEntriesAsTheyArrive() {
        let (driver, tail) = launch()
        defer { withExtendedLifetime(tail) {} }
        driver.type("/error")
        driver.advance(by: 1)
        let lines = rows(driver).dropLast()   // the field's line
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("ERROR") }, "\(driver.screenText)")
        #expect(driver.screenLines[0].contains("match"))
        driver.send(.key(.escape))
        driver.advance(by: 0.5)
        #expect(rows(driver).contains { $0.contains("INFO") })
    }

    /// The log holds its cap (give or take its 1% of slack): as many rows as entries kept,
    /// the newest ones, however long it runs.
    @Test func theLogHoldsItsCap() {
        let (driver, tail) = launch(capacity: 1_000, prefill: 0)
        defer { withExtendedLifetime(tail) {} }
        for _ in 0..<20 {
            driver.advance(by: 0.35)
            let count = tail.buffer.count
            #expect(count <= 1_000 + tail.buffer.slack)
            #expect(tail.buffer.firstID == tail.buffer.endID - count)
            #expect(tail.collectionView.numberOfItems(inSection: 0) == count)
        }
    }

    /// Dropped entries do not stay in memory: the buffer's storage holds no more than the
    /// entries kept, however many came and went (they stayed until the drops added up to the
    /// capacity, and the viewer's memory grew for minutes at its cap).
    @Test func droppedEntriesLeaveTheBufferAtOnce() {
        var buffer = LogBuffer(capacity: 1_000)
        var generator = LogGenerator(seed: 5)
        var dropped = 0
        for _ in 0..<300 {
            dropped += buffer.append(generator.next(20)).count
            // A slice's indices are its storage's: entries held before the kept ones start it later.
            #expect(buffer.entries.startIndex == 0, "\(buffer.entries.startIndex) dropped entries still held, of \(dropped)")
            #expect(buffer.entries.map(\.id) == Array(buffer.firstID..<buffer.endID))
        }
        #expect(dropped == 6_000 - buffer.count)
        #expect(buffer[buffer.firstID]?.id == buffer.firstID && buffer[buffer.firstID - 1] == nil && buffer[buffer.endID] == nil)
    }

    @Test func theGeneratorGivesTheSameLogForTheSameSeed() {
        var first = LogGenerator(seed: 3), second = LogGenerator(seed: 3), other = LogGenerator(seed: 4)
        let entries = first.next(500)
        #expect(entries == second.next(500))
        #expect(entries != other.next(500))
        #expect(Set(entries.map(\.level)) == Set(LogEntry.Level.allCases))
    }
}
