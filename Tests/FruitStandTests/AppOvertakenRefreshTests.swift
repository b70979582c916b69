import DiffableTUI
import Testing
@testable import FruitStand

/// Keys pressed faster than refreshes land (issue 12): at a million fruit the shuffle runs in
/// the background with the listing, so the main thread never walks the fruit for `s`; a key
/// that overtakes the work must still end at the stand the same keys give one at a time.
@MainActor
@Suite struct AppOvertakenRefreshTests {
    /// A stand whose refreshes all run in the background (`background`) or all at once, with
    /// the keyboard in the fruit pane.
    private func launch(background: Bool, source: InventorySource = .builtIn) async -> HeadlessRun {
        let app = await launchApp(background: background, source: source)
        await app.keys(.tab)
        return app
    }

    @Test func aShuffleWorkedOutInTheBackgroundLeavesTheStoreUntilItLands() async {
        let synchronous = await launch(background: false)
        let background = await launch(background: true)
        let before = background.session.store
        await synchronous.keys(.character("s"))
        background.press(.character("s"))
        #expect(background.session.isRefreshing)
        #expect(background.session.store == before, "the main thread shuffled the store itself")
        await background.settle()
        #expect(background.session.store == synchronous.session.store)
        #expect(background.session.store != before)
        #expect(background.contentSnapshot == synchronous.contentSnapshot)
    }

    /// An edit before the shuffle lands acts on the shuffled store: the same fruit, the same
    /// draws, the same place for `u` to put a fruit back; a filter typed before it lands
    /// filters the shuffled order (the listing still shown is no base to narrow).
    @Test(arguments: [
        [Key.character("d")], [.character("d"), .character("u")], [.character("a")], [.character("+")],
        [.character("w")], [.character("s")], [.character("s"), .character("d"), .character("u")],
        [.character("/"), .character("a")], [.character("d"), .character("u"), .character("/"), .character("a")],
        [.character("w"), .character("/"), .character("a")],
    ])
    func anEditOvertakingAShuffleActsOnTheShuffledStand(edits: [Key]) async {
        let synchronous = await launch(background: false)
        let background = await launch(background: true)
        await synchronous.keys(.character("s"))
        background.press(.character("s"))
        for key in edits {
            await synchronous.keys(key)
            background.press(key)
        }
        await background.settle()
        #expect(background.session.store == synchronous.session.store, "after s \(edits)")
        #expect(background.contentSnapshot == synchronous.contentSnapshot, "after s \(edits)")
    }

    /// A letter typed before a shuffle lands lists the shuffled order afresh: the filtered
    /// listing still shown is in the old order, no base to narrow.
    @Test func aLetterTypedBeforeAShuffleLandsFiltersTheShuffledOrder() async {
        let synchronous = await launch(background: false, source: .generated(count: 300))
        let background = await launch(background: true, source: .generated(count: 300))
        for app in [synchronous, background] { await app.keys(.character("/"), .character("a"), .enter) }
        let keys: [Key] = [.character("s"), .character("/"), .character("n")]
        for key in keys {
            await synchronous.keys(key)
            background.press(key)
        }
        await background.settle()
        #expect(background.session.filter == "an")
        #expect(background.contentSnapshot.numberOfItems > 1)
        #expect(background.contentSnapshot == synchronous.contentSnapshot)
    }

    /// Seeded: keys that change the store, the weather or the filter, each pressed before the
    /// refresh of the key before it landed or (one time in three) a frame later, end at the
    /// stand they give one at a time with every refresh landing at once. (Keys that act on the focused card are left out: the
    /// card focused while a refresh is pending is rightly the one still on screen.)
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func keysOvertakingRefreshesEndAtTheSameStand(seed: UInt64) async {
        let keys: [Key] = [.character("s"), .character("s"), .character("w"), .character("a"), .character("u"),
                           .character("/"), .character("g"), .character("a"), .character("l"), .backspace, .escape]
        var random = SeededRandom(seed: seed)
        let presses = (0..<40).map { _ in random.element(of: keys) }
        let synchronous = await launch(background: false, source: .generated(count: 300))
        let background = await launch(background: true, source: .generated(count: 300))
        for key in presses {
            await synchronous.keys(key)
            background.press(key)
            if random.chance(1, in: 3) { background.driver.advance(by: 1.0 / 60) }
        }
        // Past the status messages, which the keys one at a time outlived.
        await synchronous.pass(2 * FruitStandSession.statusDuration)
        await background.pass(2 * FruitStandSession.statusDuration)
        let context = "seed \(seed), after \(presses)"
        #expect(background.session.store == synchronous.session.store, "\(context): the stores differ")
        #expect(background.contentSnapshot == synchronous.contentSnapshot, "\(context): the cards differ")
        #expect(background.lines.first == synchronous.lines.first, "\(context): the title differs")
    }
}
