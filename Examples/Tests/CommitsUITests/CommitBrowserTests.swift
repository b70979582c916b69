import CommitsUI
import DiffableTUITesting
import Testing

/// A fixed history over three days: a distinct subject and hash per commit.
struct FixedHistory: CommitSource {
    static let commits: [Commit] = [
        Commit(hash: "a1f3c9d2e4b5a6c7", author: "Grace Hopper", date: "2026-11-27 16:40:02 +0100", subject: "Sort the table off the main thread"),
        Commit(hash: "b2e4d6f8a0c2e4f6", author: "Ada Lovelace", date: "2026-11-27 11:05:40 +0100", subject: "Add a header row to tables"),
        Commit(hash: "0c3d5e7f9a1b3c5d", author: "Alan Turing", date: "2026-11-27 09:12:00 +0100", subject: "Fit columns to their content"),
        Commit(hash: "d4c6e8a0b2d4f6a8", author: "Ada Lovelace", date: "2026-11-26 18:30:12 +0100", subject: "Truncate the slack column first"),
        Commit(hash: "e5f7a9b1c3d5e7f9", author: "Barbara Liskov", date: "2026-11-26 14:02:55 +0100", subject: "Hairline separators inside rows"),
        Commit(hash: "f6a8b0c2d4e6f8a0", author: "Grace Hopper", date: "2026-11-26 08:45:31 +0100", subject: "Columns give way in priority order"),
        Commit(hash: "17b9c1d3e5f7a9b1", author: "Edsger Dijkstra", date: "2026-11-25 22:10:09 +0100", subject: "Pin section headers under the titles"),
        Commit(hash: "28c0d2e4f6a8b0c2", author: "Alan Turing", date: "2026-11-25 13:37:00 +0100", subject: "Resize columns with [ and ]"),
    ]

    func commits() -> [Commit] { Self.commits }

    func detail(of commit: Commit) -> CommitDetail {
        CommitDetail(message: commit.subject + "\n\nWhy: the table needed it.\nTested by hand in tmux.",
                     files: ["M Sources/Table.swift", "A Tests/TableTests.swift"])
    }
}

@MainActor
struct CommitBrowserTests {
    /// The browser must be kept alive (`withExtendedLifetime`): the collection view holds it,
    /// its delegate, weakly.
    private func launch(width: Int = 80, height: Int = 24) -> (HeadlessDriver, CommitBrowser) {
        let driver = HeadlessDriver(size: Size(width: width, height: height))
        let browser = CommitBrowser.launch(in: driver, source: FixedHistory(), name: "fixture")
        driver.advance(by: 1.0 / 60)    // the history, read in the background, lands
        return (driver, browser)
    }

    /// The subjects down the screen, in order.
    private func subjects(_ driver: HeadlessDriver) -> [String] {
        driver.screenLines.compactMap { line in FixedHistory.commits.first { line.contains($0.subject.prefix(20)) }?.subject }
    }

    @Test(arguments: [(80, 24), (200, 60)])
    func groupedByDayUnderTheTitles(width: Int, height: Int) {
        let (driver, browser) = launch(width: width, height: height)
        assertSnapshot(of: driver, as: .screenText, named: "\(width)x\(height)")
        #expect(browser.commits.count == 8)
        #expect(driver.screenLines[1].contains("Hash") && driver.screenLines[1].contains("▼"))
    }

    @Test func narrowTheAuthorGivesWayFirstAndTheSubjectTruncates() {
        let (driver, browser) = launch(width: 36, height: 8)
        defer { withExtendedLifetime(browser) {} }
        let titles = driver.screenLines[1]
        #expect(!titles.contains("Author"), "the author column gave way: \(titles)")
        #expect(titles.contains("Hash") && titles.contains("Time") && titles.contains("Subject"))
        #expect(driver.screenLines.contains { $0.hasSuffix("…") }, "long subjects are cut with …")
    }

    @Test func sortingByEachColumnAnimatesWithinEachDay() {
        let (driver, browser) = launch(width: 120, height: 20)
        let expected: [[String]] = [
            // Hash ▲ within each day.
            ["Fit columns to their content", "Sort the table off the main thread", "Add a header row to tables",
             "Truncate the slack column first", "Hairline separators inside rows", "Columns give way in priority order",
             "Pin section headers under the titles", "Resize columns with [ and ]"],
            // Time ▼, its initial order: the history's own.
            FixedHistory.commits.map(\.subject),
            // Author ▲.
            ["Add a header row to tables", "Fit columns to their content", "Sort the table off the main thread",
             "Truncate the slack column first", "Hairline separators inside rows", "Columns give way in priority order",
             "Resize columns with [ and ]", "Pin section headers under the titles"],
            // Subject ▲.
            ["Add a header row to tables", "Fit columns to their content", "Sort the table off the main thread",
             "Columns give way in priority order", "Hairline separators inside rows", "Truncate the slack column first",
             "Pin section headers under the titles", "Resize columns with [ and ]"],
        ]
        for (column, order) in expected.enumerated() {
            let before = subjects(driver)
            let start = driver.frames.count
            driver.recordsFrames = true
            driver.send(.key(.character(Character("\(column + 1)"))))
            driver.advance(by: 0.5)
            driver.recordsFrames = false
            #expect(browser.collectionView.sortDescriptor?.column == column)
            #expect(subjects(driver) == order, "sorted by column \(column + 1)")
            let midFlight = driver.frames[start...].dropLast().contains { frame in
                let shown = frame.lines().compactMap { line in FixedHistory.commits.first { line.contains($0.subject.prefix(20)) }?.subject }
                return shown != before && shown != order
            }
            #expect(midFlight || before == order, "column \(column + 1): rows slid through frames between the orders")
            for frame in driver.frames[start...] {
                #expect(frame.lines()[1].contains("▲") || frame.lines()[1].contains("▼"), "the titles stay on every frame")
            }
        }
    }

    /// git lists commits in its committer order; the table shows author times under "Time ▼":
    /// it opens sorted by the time it shows, days too (a cherry-picked commit authored the day
    /// before sits in that day, at its time).
    @Test func opensSortedByTheTimeItShows() {
        struct Rebased: CommitSource {
            static let commits: [Commit] = [
                Commit(hash: "872d6e75a1b2c3d4", author: "Ada Lovelace", date: "2026-11-27 10:22:00 +0000", subject: "Picked last, written first"),
                Commit(hash: "07cf9fdfa1b2c3d4", author: "Alan Turing", date: "2026-11-27 10:39:00 +0000", subject: "Written last"),
                Commit(hash: "5a6b7c8da1b2c3d4", author: "Grace Hopper", date: "2026-11-26 09:00:00 +0000", subject: "Authored the day before"),
                Commit(hash: "9e8d7c6ba1b2c3d4", author: "Barbara Liskov", date: "2026-11-27 08:15:00 +0000", subject: "Morning fix"),
            ]
            func commits() -> [Commit] { Self.commits }
            func detail(of commit: Commit) -> CommitDetail { CommitDetail(message: commit.subject, files: []) }
        }
        let driver = HeadlessDriver(size: Size(width: 80, height: 16))
        let browser = CommitBrowser.launch(in: driver, source: Rebased(), name: "rebased")
        defer { withExtendedLifetime(browser) {} }
        driver.advance(by: 1.0 / 60)
        let shown = driver.screenLines.compactMap { line in Rebased.commits.first { line.contains($0.subject) }?.subject }
        #expect(shown == ["Written last", "Picked last, written first", "Morning fix", "Authored the day before"])
        let days = driver.screenLines.filter { $0.contains("2026-11-2") }.map { $0.contains("2026-11-27") ? 27 : 26 }
        #expect(days == [27, 26])
    }

    /// The frames of a re-sort by author, a tenth of a second apart: rows on their way, not only
    /// where they land.
    @Test func tapeOfAnAnimatedReSort() {
        let (driver, browser) = launch(width: 80, height: 16)
        defer { withExtendedLifetime(browser) {} }
        driver.send(.key(.character("3")))
        var tape: [String] = []
        for step in 0...4 {
            tape.append("t=\(Double(step) / 10)s\n" + driver.screenText)
            driver.advance(by: 0.1)
        }
        assertSnapshot(of: tape.joined(separator: "\n----\n"), as: .lines, named: "author")
        #expect(tape[1] != tape[0] && tape[1] != tape[4], "mid-flight frames differ from both ends")
    }

    @Test func enterShowsTheMessageAndFilesBesideTheTableWhenWide() {
        let (driver, browser) = launch(width: 200, height: 30)
        driver.press(.down, .down, .enter)
        driver.advance(by: 1.0 / 60)
        #expect(browser.selectedCommit == 1)
        #expect(browser.splitView.visibleColumns == [.primary, .secondary])
        #expect(driver.screenText.contains("Why: the table needed it."))
        #expect(driver.screenText.contains("2 files changed"))
        #expect(driver.screenText.contains("A Tests/TableTests.swift"))
    }

    @Test func narrowTheDetailIsAScreenOfItsOwnAndEscapeGoesBack() {
        let (driver, browser) = launch(width: 80, height: 24)
        #expect(browser.splitView.visibleColumns == [.primary])
        driver.press(.down, .enter)
        driver.advance(by: 1.0 / 60)
        #expect(browser.splitView.visibleColumns == [.secondary])
        assertSnapshot(of: driver, as: .screenText, named: "detail")
        driver.press(.escape)
        #expect(browser.splitView.visibleColumns == [.primary])
    }

    @Test func hidingTheAuthorsKeepsTheRowsAndTheirOrder() {
        let (driver, browser) = launch(width: 120, height: 20)
        let before = subjects(driver)
        driver.press(.character("a"))
        #expect(!driver.screenLines[1].contains("Author"))
        #expect(subjects(driver) == before)
        #expect(browser.collectionView.tableColumns[CommitBrowser.Column.author.rawValue].isHidden)
    }

    @Test func aMadeUpHistoryIsTheSameEveryTime() {
        let first = GeneratedHistory(count: 500).commits(), second = GeneratedHistory(count: 500).commits()
        #expect(first == second)
        #expect(Set(first.map(\.hash)).count == 500, "a distinct hash per commit")
        #expect(first.first!.date > first.last!.date, "newest first")
    }

    @Test func gitLogOutputIsParsed() {
        let output = "abcdef0123456789\u{1f}Ada\u{1f}2026-11-27 10:00:00 +0000\u{1f}First\u{1e}\nshort\u{1f}x\u{1e}\n"
        #expect(Commit.parse(output) == [Commit(hash: "abcdef0123456789", author: "Ada", date: "2026-11-27 10:00:00 +0000", subject: "First")])
    }
}

