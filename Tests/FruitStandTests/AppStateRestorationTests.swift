import DiffableTUI
import Foundation
import Testing
@testable import FruitStand

/// State restoration through the app: what one session leaves, the next one restores.
@MainActor
struct AppStateRestorationTests {
    @Test func roundTrip() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = StateStore(directory: directory.path)

        let first = await launchApp(stateStore: store)
        // Collapse Oranges, show the Fuji variety, go to the fruit and select it.
        await first.keys(.down, .down, .down, .down, .down, .down, .down)
        #expect(first.sidebarFocus == .destination(.variety(.apple, "Fuji")))
        await first.keys(.enter)
        await first.keys(.down, .down, .down, .down, .left)
        #expect(first.sidebarFocus == .header(.oranges))
        #expect(!first.session.sidebar.isExpanded(.oranges))
        await first.keys(.tab, .enter)
        let focused = try #require(first.contentFocus)
        await first.keys(.character("q"))
        #expect(first.session.hasQuit)
        let saved = try #require(store.load().state)
        #expect(saved.expandedHeaders == ["Apples": true, "Oranges": false, "Weather": true])
        #expect(saved.selectedSidebarItem == "variety/apple/Fuji")
        #expect(saved.focusedPane == .content)
        #expect(saved.focusedItem == focused.id)
        #expect(saved.selectedItem == focused.id)

        let second = await launchApp(stateStore: store)
        #expect(second.session.state.query == .variety(.apple, "Fuji"))
        #expect(!second.session.sidebar.isExpanded(.oranges))
        #expect(second.session.sidebar.isExpanded(.apples))
        #expect(second.session.state.focusedPane == .content)
        #expect(second.session.content.collectionView.isFirstResponder)
        #expect(second.contentFocus?.id == focused.id)
        #expect(second.session.content.selectedItem?.fruitID == focused.id)
        #expect(second.driver.screenText == first.driver.screenText, "the same screen as when the first session quit")
    }

    /// The help sheet is modal: a state restored while it is up (the stand loaded after `?`)
    /// gives its pane the keyboard only when the sheet closes.
    @Test func aStateRestoredUnderTheHelpSheetWaitsForIt() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = StateStore(directory: directory.path)
        _ = store.save(AppState(focusedPane: .content))
        let app = await launchApp(stateStore: store, settle: false)
        app.press(.character("?"))
        await app.settle()
        #expect(!app.session.isLoading)
        #expect(app.session.help.isFirstResponder)
        await app.keys(.character("w"))
        #expect(app.session.store.weather == .good, "keys stay with the sheet")
        await app.keys(.escape)
        #expect(!app.session.help.isPresented)
        #expect(app.session.content.collectionView.isFirstResponder)
        #expect(app.session.state.focusedPane == .content)
    }

    @Test func savesWhileRunningSoAKillLosesNothing() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = StateStore(directory: directory.path)
        let app = await launchApp(stateStore: store)
        await app.keys(.down, .down, .down, .left, .tab)
        // No quit: the state is already on disk.
        let saved = try #require(store.load().state)
        #expect(saved.expandedHeaders["Apples"] == false)
        #expect(saved.focusedPane == .content)
    }

    /// The file work never competes with a frame: while the collapse animates nothing is
    /// written; once the app is at rest the new state is.
    @Test func savesOnlyOnceTheAppIsAtRest() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = StateStore(directory: directory.path)
        let app = await launchApp(stateStore: store)
        app.driver.advance(by: FruitStandSession.saveDelay + 1.0 / 60)
        #expect(store.load().state?.expandedHeaders["Apples"] == true)
        await app.keys(.down, .down, .down)
        app.driver.advance(by: FruitStandSession.saveDelay + 1.0 / 60)
        app.press(.left)
        #expect(!app.isIdle, "the collapse animates")
        app.driver.advance(by: 0.2)
        #expect(!app.isIdle, "still animating at 0.2 s")
        #expect(store.load().state?.expandedHeaders["Apples"] == true, "nothing written during the animation")
        await app.settle()
        app.driver.advance(by: FruitStandSession.saveDelay + 1.0 / 60)
        #expect(store.load().state?.expandedHeaders["Apples"] == false)
    }

    @Test func whatNoLongerExistsIsSkipped() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = StateStore(directory: directory.path)
        _ = store.save(AppState(expandedHeaders: ["Apples": false], selectedSidebarItem: "variety/apple/Durian",
                                focusedPane: .content, focusedItem: FruitID(999), selectedItem: FruitID(998)))
        let app = await launchApp(stateStore: store)
        #expect(app.session.state.query == .all)
        #expect(!app.session.sidebar.isExpanded(.apples))
        #expect(app.session.state.focusedPane == .content)
        #expect(app.contentFocus?.name == app.shownNames.first)
        #expect(app.session.content.selectedItem == nil)
    }

    @Test func aCorruptFileIsIgnoredWithAWarningAfterExit() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write("{\"version\": 1, \"focusedPane\": tr", to: "state.json")
        let store = StateStore(directory: directory.path)
        let app = await launchApp(stateStore: store)
        #expect(app.session.state.query == .all)
        #expect(app.session.state.focusedPane == .sidebar)
        await app.keys(.character("q"))
        let warnings = app.driver.messagesAfterExit
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("fruitstand-tui: warning: ignoring the state file \(store.path): line 1:") == true)
        // Quitting wrote a good file over the corrupt one.
        #expect(store.load().state?.focusedPane == .sidebar)
        #expect(store.load().warnings.isEmpty)
    }

    /// The newer app's state survives this run: the file is never written, however much
    /// changes, and the one warning after exit says so.
    @Test func aFileFromTheFutureIsIgnoredAndKept() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let newer = "{\"version\": 2, \"focusedPane\": \"content\"}\n"
        directory.write(newer, to: "state.json")
        let store = StateStore(directory: directory.path)
        let app = await launchApp(stateStore: store)
        #expect(app.session.state.focusedPane == .sidebar)
        await app.keys(.down, .down, .down, .left, .tab)
        app.driver.advance(by: 1)
        await app.keys(.character("q"))
        #expect(app.session.hasQuit)
        #expect(FileManager.default.contents(atPath: store.path) == Data(newer.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"])
        #expect(app.driver.messagesAfterExit == [
            "fruitstand-tui: warning: ignoring the state file \(store.path): it was written by a newer fruitstand-tui "
                + "(state version 2; this one reads 1); it was left unchanged and this run's state was not saved",
        ])
    }

    @Test func anUnwritableDirectoryWarnsOnceAndTheAppRuns() async {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write("not a directory", to: "blocker")
        let app = await launchApp(stateStore: StateStore(directory: directory.path + "/blocker/inner"))
        await app.keys(.tab, .down, .backTab, .down)
        await app.keys(.character("q"))
        #expect(app.driver.exitCode == 0)
        // One line for the state that could not be read, one for the state that could not be
        // saved (however many times the app tried).
        let warnings = app.driver.messagesAfterExit
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.hasPrefix("fruitstand-tui: warning: ignoring the state file") })
        #expect(warnings.contains { $0.hasPrefix("fruitstand-tui: warning: could not save the state") && $0.hasSuffix("it is a file") })
    }

    @Test func withoutAStoreNothingIsWritten() async {
        let app = await launchApp()
        await app.keys(.tab, .character("q"))
        #expect(app.driver.messagesAfterExit.isEmpty)
    }

    // The state file is derived from the state (issue 25 §3): the sidebar's expansion is a
    // fact of the state, set by the header's toggle, not read back from the sidebar when a
    // caption happens to change.

    /// A header collapsed while the stand is still loading stays collapsed when the saved
    /// state is restored: the user's toggle is the state, which the restore shows, and which
    /// the next save keeps.
    @Test func aHeaderToggledWhileLoadingOutlivesTheRestore() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = StateStore(directory: directory.path)
        _ = store.save(AppState(expandedHeaders: ["Apples": true, "Oranges": true, "Weather": true]))
        let app = await launchApp(stateStore: store, settle: false)
        for _ in 0..<12 where app.sidebarFocus != .header(.oranges) { app.press(.down) }
        #expect(app.sidebarFocus == .header(.oranges))
        app.press(.left)
        #expect(app.session.isLoading, "collapsed before the stand arrived")
        #expect(app.session.state.expansion[.oranges] == false)
        await app.settle()
        #expect(!app.session.isLoading)
        #expect(!app.session.sidebar.isExpanded(.oranges))
        await app.keys(.character("q"))
        let saved = try #require(store.load().state)
        #expect(saved.expandedHeaders == ["Apples": true, "Oranges": false, "Weather": true])
    }

    /// What the sidebar shows and what the state file keeps are one fact: after any toggle by
    /// keys, the state's expansion is the sidebar's.
    @Test func theSidebarShowsTheExpansionTheStateHolds() async {
        let app = await launchApp()
        for _ in 0..<12 where app.sidebarFocus != .header(.apples) { app.press(.down) }
        for key in [Key.left, .right, .left, .down, .down, .left, .enter, .enter, .left] {
            await app.keys(key)
            for section in SidebarSection.allCases where section != .library {
                #expect(app.session.state.expansion[section] == app.session.sidebar.isExpanded(section), "\(section) after \(key)")
            }
        }
    }
}
