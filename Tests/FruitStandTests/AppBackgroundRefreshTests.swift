import DiffableTUI
import Testing
@testable import FruitStand

/// Refreshes that walk every fruit run off the main thread from `backgroundRefreshThreshold`
/// on (issue 12): the screen keeps answering meanwhile, and the result is the screen the
/// synchronous path gives.
@MainActor
@Suite struct AppBackgroundRefreshTests {
    @Test func theFruitPaneAnswersKeysWhileAShuffleIsWorkedOut() async {
        let app = await launchApp(background: true)
        await app.keys(.tab)
        let before = app.contentSnapshot.itemIdentifiers
        app.press(.character("s"))
        // Worked out, not yet applied: the cards stay, the title says so, and arrows move.
        #expect(app.contentSnapshot.itemIdentifiers == before)
        #expect(app.text.contains("updating…"))
        app.press(.down)
        let focused = app.session.content.focusedItem
        #expect(focused == before[app.session.content.collectionView.focusedIndexPath!.item])
        #expect(focused != before.first)
        // The next frame applies the shuffle; the focus stays on its card.
        app.driver.advance(by: 1.0 / 60)
        #expect(app.contentSnapshot.itemIdentifiers != before)
        #expect(Set(app.contentSnapshot.itemIdentifiers) == Set(before))
        #expect(app.session.content.focusedItem == focused)
        await app.settle()
        #expect(!app.text.contains("updating…"))
    }

    @Test func anEditWhileARefreshIsWorkedOutIsKept() async {
        let app = await launchApp(background: true)
        await app.keys(.tab)
        app.press(.character("s"))
        app.press(.character("d"))
        await app.settle()
        let expected = ContentController.snapshot(for: app.session.store.listing(for: app.session.state.query, filter: app.session.filter))
        #expect(app.contentSnapshot.itemIdentifiers == expected.itemIdentifiers)
        #expect(app.contentSnapshot.numberOfItems == 10)
    }

    /// Lands `stand` as the answer to the fetch in flight (or to a newer one), as the fetch's
    /// completion does; headless, the fetch itself would land its refresh in the same frame,
    /// before any key could overtake it.
    private func land(_ stand: FetchedStand, in app: HeadlessRun) {
        app.session.fetchAttempt += 1
        app.session.finishFetch(.success(stand), attempt: app.session.fetchAttempt)
    }

    /// A refetch's refresh must reconfigure the cards whose stock the fetch changed; an edit
    /// that overtakes it before it lands starts the refresh again, which must still do so.
    /// Compared with the same keys where every refresh lands at once.
    @Test(arguments: [Key.character("a"), .character("d"), .character("+")])
    func aRefetchOvertakenByAnEditStillShowsTheFetchedStock(edit: Key) async {
        let synchronous = await launchApp(background: false)
        let background = await launchApp(background: true)
        var refetched = synchronous.session.store.inventory
        for fruit in refetched.apples.prefix(4) { refetched.setStock(refetched.stock(of: fruit.id) + 3, of: fruit.id) }
        for app in [synchronous, background] {
            await app.keys(.tab)
            land(FetchedStand(inventory: refetched), in: app)
        }
        #expect(background.session.isRefreshing)
        for app in [synchronous, background] { await app.keys(edit) }
        #expect(background.contentSnapshot.itemIdentifiers == synchronous.contentSnapshot.itemIdentifiers)
        #expect(Array(background.lines.dropFirst()) == Array(synchronous.lines.dropFirst()))
    }

    /// A saved state is restored once the first refresh lands (the focus and the selection
    /// follow the cards); an edit that overtakes that refresh must not drop the restore, or
    /// the state would never be saved again.
    @Test func anEditOvertakingTheRestoringRefreshKeepsTheRestore() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let stateStore = StateStore(directory: directory.path)
        _ = stateStore.save(AppState(selectedSidebarItem: "kind/apple", focusedPane: .content))
        let app = await launchApp(stateStore: stateStore, settle: false)
        app.session.backgroundRefreshThreshold = 0
        land(FetchedStand(inventory: .builtIn(seed: 7)), in: app)
        #expect(app.session.isRefreshing)
        #expect(app.session.state.pendingRestore != nil)
        await app.keys(.character("a"))
        #expect(app.session.state.pendingRestore == nil)
        #expect(app.session.state.query == .kind(.apple))
        #expect(app.session.content.collectionView.isFirstResponder)
    }

    /// Seeded: the same keys give the same stand whether refreshes run at once or in the
    /// background (filters typed letter by letter narrow the listing shown): the same cards in
    /// the same order, the same focus and selection, the same sidebar, title and footer.
    ///
    /// The cards' scroll offset and the cell numbers the status line shows are left out: a background result lands a frame later, and a
    /// frame drawn in between (a filter bar closing over a short filtered list) may clamp the
    /// offset the synchronous path keeps.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func backgroundRefreshesShowTheSameStand(seed: UInt64) async {
        let keys: [Key] = [.character("s"), .character("w"), .character("a"), .character("d"), .down, .up,
                           .character("/"), .character("g"), .character("a"), .character("l"), .backspace,
                           .escape, .character("+"), .character("-"), .tab, .enter, .right, .left]
        var random = SeededRandom(seed: seed)
        let presses = (0..<60).map { _ in random.element(of: keys) }
        let synchronous = await launchApp(background: false, source: .generated(count: 300))
        let background = await launchApp(background: true, source: .generated(count: 300))
        for (index, key) in presses.enumerated() {
            await synchronous.keys(key)
            await background.keys(key)
            guard !synchronous.session.hasQuit, !background.session.hasQuit else { break }
            let context = "seed \(seed), after press \(index) of \(presses.prefix(index + 1))"
            #expect(background.contentSnapshot == synchronous.contentSnapshot, "\(context): the cards differ")
            #expect(background.session.content.focusedItem == synchronous.session.content.focusedItem, "\(context)")
            #expect(background.session.content.selectedItem == synchronous.session.content.selectedItem, "\(context)")
            // Cell numbers in the status line ("same cell #3") count cell objects, which differ
            // with the frames drawn while a refresh is worked out.
            let chrome = { (app: HeadlessRun) -> [String] in
                (app.lines.map { String(Array($0)[..<min(24, $0.count)]) } + [app.lines.first ?? "", app.lines.last ?? ""])
                    .map { $0.replacing(/#\d+/, with: "#") }
            }
            #expect(chrome(background) == chrome(synchronous), "\(context): the sidebar, title or footer differ")
            if background.contentSnapshot != synchronous.contentSnapshot { break }
        }
    }
}
