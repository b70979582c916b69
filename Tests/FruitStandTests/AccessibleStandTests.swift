import DiffableTUITesting
import Testing
@testable import DiffableTUI
@testable import FruitStand

/// fruitstand-tui --accessible: the focus said with its place, every stand change said once in
/// words, the terminal's cursor on the focused card's name.
///
/// Serialized: `Accessibility.post` reaches every window in accessible mode, so two of these
/// apps waiting side by side would hear each other's words.
@MainActor
@Suite(.serialized) struct AccessibleStandTests {
    func launch(size: Size = Size(width: 100, height: 30)) async -> HeadlessRun {
        var configuration = FruitStandConfiguration(seed: 7, weather: .good)
        configuration.isAccessible = true
        let run = HeadlessRun(size: size, colorDepth: .indexed256, configuration: configuration)
        await run.settle()
        await run.pass(1)
        return run
    }

    /// What is said after `keys`, each followed by a quiet second (sentences come at most
    /// twice a second).
    func said(_ app: HeadlessRun, after keys: Key...) async -> [String] {
        _ = app.driver.takeAnnouncements()
        for key in keys {
            app.press(key)
            await app.settle()
            await app.pass(1)
        }
        return app.driver.takeAnnouncements()
    }

    /// The cursor is shown at the start of the focused element's name: the first words of the
    /// last sentence.
    func expectCursorOnFocus(_ app: HeadlessRun, _ sentence: String?, sourceLocation: SourceLocation = #_sourceLocation) {
        let label = String((sentence ?? "").split(separator: ". ").last?.split(separator: ",").first ?? "")
        let cursor = app.driver.backend.cursor
        #expect(cursor != nil, sourceLocation: sourceLocation)
        guard let cursor else { return }
        let row = app.driver.screenLines[cursor.y]
        let screen = app.driver.screen
        let cells = (cursor.x..<screen.size.width).map { screen[$0, cursor.y] }
        // The text may start with a glyph the label leaves out (a favourite's ★).
        let fromCursor = cells.filter { !$0.isContinuation }.map(\.grapheme).joined()
        #expect(fromCursor.prefix(label.count + 2).contains(label), "cursor at \(cursor) on \(row), not on \(label)", sourceLocation: sourceLocation)
    }

    @Test func theStandIsSaidAsItLoadsWithTheFocusedRow() async {
        let app = await launch()
        let spoken = app.driver.announcementTexts
        #expect(spoken.first?.hasPrefix("Fruit Stand, fetching the stand. All Fruit") == true, "\(spoken)")
        #expect(spoken.last == "Stand loaded: All Fruit, 11 fruit", "\(spoken)")
        #expect(app.driver.screenLines.first == "Stand loaded: All Fruit, 11 fruit")
        expectCursorOnFocus(app, "All Fruit")
    }

    @Test func everyFocusMoveIsSaidWithItsPlaceAndTheCursorFollows() async {
        let app = await launch()
        for key in [Key.down, .down, .up, .tab, .down, .right, .end, .home] {
            let spoken = await said(app, after: key)
            #expect(spoken.count == 1, "\(key): \(spoken)")
            #expect(spoken.last?.contains(" of ") == true, "\(key): \(spoken)")
            expectCursorOnFocus(app, spoken.last)
        }
        let spoken = await said(app, after: .tab)
        #expect(spoken.count == 1 && spoken[0].hasPrefix("In Stock, 7, 2 of 21"), "\(spoken)")
    }

    @Test func aCardIsNamedWithItsStockAndPlace() async {
        let app = await launch()
        let spoken = await said(app, after: .tab)
        #expect(spoken == ["Pink Lady, 12 in stock, core thickness 6 millimetres, 1 of 11"])
    }

    @Test func everyStandChangeIsSaidOnceInWords() async {
        let app = await launch()
        _ = await said(app, after: .tab)
        var spoken = await said(app, after: .character("d"))
        #expect(spoken == ["Deleted Pink Lady, u undoes. Golden Delicious, sold out, core thickness 3 millimetres, 1 of 10"])
        expectCursorOnFocus(app, spoken.last)
        spoken = await said(app, after: .character("u"))
        #expect(spoken.count == 1 && spoken[0].hasPrefix("Restored Pink Lady to Apples"), "\(spoken)")
        spoken = await said(app, after: .character("s"))
        #expect(spoken == ["Shuffled 11 fruit"])
        spoken = await said(app, after: .character("s"))
        #expect(spoken == ["Shuffled 11 fruit"], "the same words again for a new shuffle")
        spoken = await said(app, after: .character("a"))
        #expect(spoken.count == 1 && spoken[0].hasPrefix("Added "), "\(spoken)")
        spoken = await said(app, after: .character("+"))
        #expect(spoken.count == 1 && spoken[0].contains(" stock "), "\(spoken)")
        spoken = await said(app, after: .character("w"))
        #expect(spoken.count == 1 && spoken[0].hasPrefix("Rain: the stand is closed"), "\(spoken)")
        spoken = await said(app, after: .character("w"))
        #expect(spoken.count == 1 && spoken[0].hasPrefix("Sun: the stand is open"), "\(spoken)")
        spoken = await said(app, after: .character("r"))
        // The refetch's own status message ("Fetched again, replaced …") is the latest words.
        #expect(spoken.count == 1 && spoken[0].lowercased().contains("fetched again"), "\(spoken)")
        _ = await said(app, after: .character("/"))
        spoken = await said(app, after: .character("f"), .character("u"), .character("j"))
        #expect(spoken.last?.hasPrefix("1 fruit matches “fuj”") == true, "\(spoken)")
        spoken = await said(app, after: .character("z"))
        #expect(spoken.last?.hasPrefix("No fruit match “fujz”") == true, "\(spoken)")
    }

    /// Runs `post` (an `Accessibility.post` as the app's code makes it) with only this app's
    /// window in accessible mode: suites running beside this one (the library's accessibility
    /// tests, in the same process) have windows in the mode too, and words posted to them
    /// failed their own checks now and then. On the main actor, with no suspension, no other
    /// test's window comes or goes meanwhile.
    private func postedToThisAppOnly(_ app: HeadlessRun, _ post: () -> Void) {
        let everyWindow = Accessibility.accessibleWindows
        Accessibility.accessibleWindows = WeakWindows()
        Accessibility.accessibleWindows.insert(app.driver.window)
        post()
        Accessibility.accessibleWindows = everyWindow
    }

    @Test func anAnnouncementPostedToEveryWindowReachesTheApp() async {
        let app = await launch()
        #expect(Accessibility.isVoiceOverRunning && Accessibility.isReduceMotionEnabled)
        _ = app.driver.takeAnnouncements()
        postedToThisAppOnly(app) { Accessibility.post(notification: .announcement, argument: "Closing early today") }
        await app.pass(1)
        #expect(app.driver.takeAnnouncements() == ["Closing early today"])
        postedToThisAppOnly(app) { Accessibility.post(notification: .screenChanged, argument: nil) }
        await app.pass(1)
        #expect(app.driver.takeAnnouncements() == ["All Fruit, 11, selected, 1 of 21"])
    }

    @Test func withoutTheModeNothingIsSaidAndTheCursorIsHidden() async {
        let app = await launchApp(size: Size(width: 100, height: 30))
        await app.keys(.tab, .character("d"), .character("s"))
        #expect(app.driver.announcements.isEmpty)
        #expect(app.driver.backend.cursor == nil)
        #expect(app.driver.screenLines.last?.contains("? help") == true)
    }
}
