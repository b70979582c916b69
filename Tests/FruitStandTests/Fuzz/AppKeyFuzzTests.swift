@testable import DiffableTUI
import Foundation
import Testing
import TestSupport
@testable import FruitStand

/// 10,000 seeded random events (keys, typed filter text, clicks, wheel turns, resizes from
/// 1x1 to 300x100) against the headless app with clock steps between them, so that most land
/// while animations (and sometimes a fetch) are in flight. Nothing traps, and after every
/// event:
/// - the focused item and the selection of both panes exist in their current snapshots;
/// - the frame obeys `ScreenInvariants` (rows exactly as wide as the screen, each visible item
///   drawn exactly once, nothing drawn outside its frame) or is the "too small" screen;
/// - the content shows what the store, the destination and the filter say, and the counts
///   agree with the store;
/// - once nothing animates, each pane equals a fresh, unanimated render of its snapshot;
/// - the state file holds the current state once it has been unchanged for 0.1 s (so a kill,
///   which cannot save, loses at most that).
///
/// `FUZZ_SEED`, `FUZZ_EVENTS` and `FUZZ_LANES` change the run (`make fuzz` runs 100,000 over 8 seeds).
@MainActor
@Suite(.serialized) struct AppKeyFuzzTests {
    nonisolated static let settings = FuzzSettings(count: "FUZZ_EVENTS", default: 10_000)
    static let depths: [ColorDepth] = [.indexed256, .monochrome, .ansi16, .truecolor, .ansi8]
    /// How long the app must rest before the state file holds its state: the save delay plus
    /// a frame.
    static let saveDelay = FruitStandSession.saveDelay + 1.0 / 60

    @Test(arguments: settings.seeds)
    func randomEventsKeepEveryInvariant(seed: UInt64) async {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let stateStore = StateStore(directory: temporary.path)
        let app = await launchApp(
            colorDepth: Self.depths[Int(seed % 5)], seed: seed, weather: seed % 3 == 0 ? .random : .good, stateStore: stateStore)
        app.driver.window.renderTrace = RenderTrace()
        var fuzzer = AppFuzzer(seed: seed, size: Size(width: 80, height: 24))
        var saves = SaveWatch(delay: Self.saveDelay)
        var failures = 0, checked = 0, freshChecks = 0, stateChecks = 0
        var lastAtRest: Buffer?
        for index in 0..<Self.settings.perLane {
            let event = fuzzer.step(app)
            saves.sample(app, at: app.now)
            // Between events a fetch that ends changes the state and animations come to rest:
            // time passes frame by frame while a fetch is in flight, otherwise in steps of at
            // most the save delay, sampling after each.
            var remaining = fuzzer.pause
            while remaining > 1e-9 {
                let step = min(remaining, app.session.isLoading ? 1.0 / 60 : Self.saveDelay)
                await app.pass(step)
                remaining -= step
                saves.sample(app, at: app.now)
            }
            if Self.settings.isReplay { print("event \(index): \(event), then \(Int((fuzzer.pause * 60).rounded())) frames") }
            var problems = Self.check(app, size: fuzzer.size, redraws: index % 3 == 0)
            // At rest the panes equal fresh renders (a screen checked already is not checked again).
            if app.isIdle, !app.session.isLoading, !Self.isTooSmall(fuzzer.size), app.driver.backend.screen != lastAtRest {
                problems += FreshRender.problems(app)
                lastAtRest = app.driver.backend.screen
                freshChecks += 1
            }
            if saves.canCheck(at: app.now) {
                problems += saves.problems(in: stateStore, at: app.now)
                stateChecks += 1
            }
            checked = index + 1
            guard problems.isEmpty else {
                failures += 1
                Issue.record(Comment(rawValue: "seed \(seed), event \(index) (\(event)) at \(fuzzer.size.width)x\(fuzzer.size.height):\n"
                    + problems.prefix(8).joined(separator: "\n") + "\n" + app.text + "\n"
                    + Self.settings.replay(seed: seed, index: index, variable: "FUZZ_EVENTS", filter: "AppKeyFuzzTests")))
                if failures >= 3 { break }
                continue
            }
        }
        #expect(!app.session.hasQuit, "seed \(seed): the app quit")
        #expect(freshChecks > Self.settings.perLane / 50, "seed \(seed): only \(freshChecks) events ended at rest")
        #expect(stateChecks > 0, "seed \(seed): the state file was never checked")
        if failures == 0 { FuzzReport.record("keys", seed: seed, count: checked, unit: "key events") }
    }

    static func isTooSmall(_ size: Size) -> Bool {
        size.width < FruitStandApp.minimumSize.width || size.height < FruitStandApp.minimumSize.height
    }

    /// Everything that must hold after any event.
    static func check(_ app: HeadlessRun, size: Size, redraws: Bool) -> [String] {
        app.driver.displayIfNeeded()
        let screen = app.driver.backend.screen
        var problems: [String] = []
        if screen.size != size { problems.append("the screen is \(screen.size), not \(size)") }
        problems += ScreenInvariants.rowProblems(screen)
        let session = app.session
        let content = session.content, sidebar = session.sidebar
        problems += focusAndSelection("content", content.collectionView) { content.dataSource.itemIdentifier(for: $0) != nil }
        problems += focusAndSelection("sidebar", sidebar.collectionView) { sidebar.dataSource.itemIdentifier(for: $0) != nil }
        if isTooSmall(size) {
            if screen != TooSmallScreen.render(size: size, minimum: FruitStandApp.minimumSize) {
                problems.append("not the too-small screen")
            }
        } else if let trace = app.driver.window.renderTrace {
            problems += ScreenInvariants.problems(in: content.collectionView, named: "content", trace: trace, redraws: redraws) {
                content.dataSource.itemIdentifier(for: $0).map(AnyHashable.init)
            }
            problems += ScreenInvariants.problems(in: sidebar.collectionView, named: "sidebar", trace: trace, redraws: redraws) {
                sidebar.dataSource.itemIdentifier(for: $0).map(AnyHashable.init)
            }
        }
        guard !session.isLoading else { return problems }
        // The content shows what the store, destination and filter say (single-fruit edits
        // change the shown snapshot in place; they must agree with one built from scratch).
        let expected = ContentController.snapshot(for: session.store.listing(for: session.state.query, filter: session.filter))
        let shown = content.dataSource.snapshot()
        if shown.sectionIdentifiers != expected.sectionIdentifiers || shown.itemIdentifiers != expected.itemIdentifiers {
            problems.append("the content is not the store's listing for \(session.state.query) filtered by \(ScreenInvariants.debug(session.filter))")
        }
        if session.counts != FruitCounts(counting: session.store.inventory) { problems.append("the sidebar's counts \(session.counts) disagree with the store's \(FruitCounts(counting: session.store.inventory))") }
        if session.hasQuit { problems.append("the app quit") }
        if session.help.isPresented, app.driver.window.firstResponder !== session.help {
            problems.append("the help sheet is up, but \(String(describing: app.driver.window.firstResponder)) has the keyboard")
        }
        if session.help.isPresented, session.help.frame != session.root.bounds {
            problems.append("the help sheet covers \(session.help.frame), not the screen's \(session.root.bounds)")
        }
        // The destination's row exists, shown or under a collapsed header.
        if session.state.hasLoaded, !SidebarSection.allCases.contains(where: { sidebar.dataSource.snapshot(for: $0).contains(.destination(session.state.query)) }),
           !SidebarController.libraryItems.contains(.destination(session.state.query)) {
            problems.append("the destination \(session.state.query) has no row in the sidebar")
        }
        return problems
    }

    /// The focused item and every selected item exist.
    static func focusAndSelection(_ name: String, _ collectionView: CollectionView, exists: (IndexPath) -> Bool) -> [String] {
        var problems: [String] = []
        if let focus = collectionView.focusedIndexPath, !exists(focus) {
            problems.append("\(name): the focus \(focus) names no item")
        }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] where !exists(indexPath) {
            problems.append("\(name): the selection \(indexPath) names no item")
        }
        return problems
    }
}

