import DiffableTUI
import Foundation
import Testing
@testable import FruitStand

@Suite struct InventoryFetchTests {
    @Test func loadingGivesTheSeededStandWithTheRequestedWeather() throws {
        let inventory = try InventoryService(seed: 4, weather: .good).loadInventory().get()
        #expect(inventory.weather == .good)
        #expect(inventory.apples == Inventory.builtIn(seed: 4).apples)
        let closed = try InventoryService(seed: 4, weather: .bad).loadInventory().get()
        #expect(closed.weather == .bad)
        // Forcing the weather does not change which fruit the stand has.
        #expect(closed.apples == inventory.apples)
    }

    @Test func randomWeatherIsBadAboutOneDayInThree() {
        var bad = 0
        let days = 3000
        for seed in 0..<UInt64(days) where InventoryService(seed: seed).weather(forAttempt: 0) == .bad {
            bad += 1
        }
        // Binomial(3000, 1/3): mean 1000, sd ≈ 26; ±5 sd.
        #expect((870...1130).contains(bad), "bad days: \(bad)")
    }

    @Test func weatherIsReproduciblePerSeedAndAttempt() {
        let service = InventoryService(seed: 123)
        let first = (0..<20).map { service.weather(forAttempt: $0) }
        #expect(first == (0..<20).map { InventoryService(seed: 123).weather(forAttempt: $0) })
        #expect(Set(first).count == 2, "twenty refetches should see both kinds of weather")
    }

    @Test func providedAndGeneratedSources() throws {
        var provided = Inventory()
        provided.append(.orange, name: "Jaffa", thickness: 4, stock: 3)
        let given = try InventoryService(source: .provided(provided), seed: 1, weather: .good).loadInventory().get()
        #expect(given.oranges.map(\.name) == ["Jaffa"])
        let many = try InventoryService(source: .generated(count: 1234), seed: 1).loadInventory().get()
        #expect(many.count == 1234)
    }

    /// The first fetch uses the reading made up front; `r` reads the file again, so an edit
    /// made meanwhile shows.
    @Test func aFileIsReadAgainByEachLaterFetch() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/stand.json"
        directory.write(#"{"version": 1, "apples": [{"name": "Fuji", "coreThickness": 3}]}"#, to: "stand.json")
        let service = InventoryService(source: .file(path: path, preloaded: try Inventory.load(contentsOf: path)), seed: 1, weather: .good)
        directory.write(#"{"version": 1, "oranges": [{"name": "Navel", "peelThickness": 4}]}"#, to: "stand.json")
        #expect(try service.loadInventory(attempt: 0).get().apples.map(\.name) == ["Fuji"])
        #expect(try service.loadInventory(attempt: 1).get().oranges.map(\.name) == ["Navel"])
        directory.write("{", to: "stand.json")
        #expect(throws: FetchFailure.unreadable(InventoryError(
            file: path, line: 1, column: 2, message: "unexpected end of file: the '{' opened on line 1 is never closed"))) {
            try service.loadInventory(attempt: 2).get()
        }
    }

    /// A large file reports its progress as it is read, and a cancelled fetch stops reading.
    @Test func readingAFileReportsProgressAndStopsWhenCancelled() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let count = InventoryService.fruitPerStep * 3
        let fruit = (0..<count).map { #"{"name": "Apple \#($0)", "coreThickness": 3}"# }.joined(separator: ",\n")
        directory.write("{\"version\": 1, \"apples\": [\n\(fruit)\n]}\n", to: "stand.json")
        let service = InventoryService(source: .file(path: directory.path + "/stand.json", preloaded: nil), seed: 1, weather: .good)
        let progress = FetchProgress()
        #expect(try service.loadInventory(progress: progress).get().count == count)
        let fraction = try #require(progress.fraction)
        #expect(fraction > 0.5 && fraction < 1, "the last report comes before the last step")
        // Counting what was read is a phase of its own, named on the spinner (a million
        // distinct names sat at "Reading … 99%" for seconds while they were sorted).
        let counted = FetchProgress()
        #expect(try service.loadStand(progress: counted).get().counts.count(for: .all) == count)
        #expect(counted.phase == .counting(fruit: count))
        #expect(counted.fraction == nil)
        let generated = FetchProgress()
        _ = InventoryService(source: .generated(count: 100), seed: 1, weather: .good).loadStand(progress: generated)
        #expect(generated.phase == .loading, "a generated stand is counted as it is drawn")
        let cancelled = FetchProgress()
        cancelled.cancel()
        #expect(throws: FetchFailure.cancelled) { try service.loadInventory(progress: cancelled).get() }
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/huge.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(Inventory.fileSizeLimit + 1))
        try handle.close()
        let expected = InventoryError(file: path, line: nil, message: "the file is larger than 256 MB, the limit for an inventory")
        #expect(throws: expected) { try Inventory.fileSize(path) }
        #expect(throws: expected) { try Inventory.load(contentsOf: path) }
    }
}

/// The fetch in the app: a wait on the host's clock, then the loading, off the main thread live
/// and inline headless, so a headless run sees it at the same frame every time.
@MainActor
@Suite struct AppFetchTests {
    @Test func theStandArrivesWhenTheLatencyHasPassed() async {
        let app = await launchApp(settle: false)
        #expect(app.session.isLoading)
        app.driver.advance(by: 0.75)
        #expect(app.session.isLoading)
        app.driver.advance(by: 0.1)
        #expect(!app.session.isLoading)
    }

    /// While what loaded is counted, the spinner says so, in place of the reading's "99%".
    @Test func theSpinnerNamesTheCounting() async throws {
        let app = await launchApp(source: .file(path: "/dev/null", preloaded: nil), settle: false)
        let progress = try #require(app.session.state.fetchProgress)
        progress.report(0.99)
        #expect(app.session.loadingText == "Reading null… 99%")
        progress.begin(.counting(fruit: 1_000_000))
        app.driver.advance(by: 1.0 / 60)
        #expect(app.text.contains("Counting 1,000,000 fruit by variety…"), "\(app.text)")
    }

    /// A large file shows what is being read and how far; a file found broken only then ends
    /// the app with the one line and exit status 2.
    @Test func aLargeFileShowsItsProgressAndABrokenOneEndsTheApp() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(#"{"version": 1, "apples": [{"name": "Fuji", "coreThickness": "three"}]}"#, to: "stand.json")
        let path = directory.path + "/stand.json"
        let app = await launchApp(source: .file(path: path, preloaded: nil), settle: false)
        #expect(app.text.contains("Reading stand.json…"))
        await app.pass(1)
        #expect(app.session.hasQuit)
        #expect(app.driver.exitCode == 2)
        #expect(app.driver.messagesAfterExit.first == "fruitstand-tui: \(path): line 1: 'coreThickness' must be a whole number, got \"three\"")
    }

    /// A file edited since: `r` shows its new names on the cards (they kept the old ones: the
    /// fruit keep their identifiers, and only a changed stock or star configured a card again).
    @Test func aRefetchShowsTheNamesAFileWasEditedTo() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/stand.json"
        directory.write(#"{"version": 1, "apples": [{"name": "Fuji", "coreThickness": 3, "stock": 2}, {"name": "Gala", "coreThickness": 4, "stock": 2}]}"#, to: "stand.json")
        let app = await launchApp(source: .file(path: path, preloaded: nil))
        #expect(app.text.contains("Fuji") && app.text.contains("core thickness: 3mm"))
        directory.write(#"{"version": 1, "apples": [{"name": "Jazz", "coreThickness": 5, "stock": 2}, {"name": "Gala", "coreThickness": 4, "stock": 2}]}"#, to: "stand.json")
        await app.keys(.character("r"))
        await app.pass(2)
        await app.settle()
        let cards = app.lines.dropFirst(2).joined(separator: "\n")
        #expect(cards.contains("Jazz") && cards.contains("core thickness: 5mm"), "\(cards)")
        #expect(!cards.contains("Fuji"), "\(cards)")
    }

    @Test func aRefetchOfAFileThatBrokeKeepsTheStandAndSaysWhy() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/stand.json"
        directory.write(#"{"version": 1, "apples": [{"name": "Fuji", "coreThickness": 3}]}"#, to: "stand.json")
        let app = await launchApp(source: .file(path: path, preloaded: nil), captions: true)
        #expect(app.shownNames == ["Fuji"])
        directory.write("{", to: "stand.json")
        await app.keys(.character("r"))
        #expect(!app.session.hasQuit)
        #expect(app.shownNames == ["Fuji"])
        #expect(app.session.caption.change.hasPrefix("\(path): line 1:"))
        // The status names the file and line, without the command line's program name.
        #expect(app.lines[0].contains("Refetch failed: \(path.prefix(12))"), "\(app.lines[0])")
        #expect(!app.lines[0].contains("fruitstand-tui:"), "\(app.lines[0])")
    }
}
