import DiffableTUI
import Testing
@testable import FruitStand

/// The state file is derived from the state (issue 25 §3): the sidebar's expansion is a fact
/// of the state, set by the header's toggle, not read back from the sidebar when a caption
/// happens to change.
@MainActor
struct AppStateFileTests {
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
