import DiffableTUI
import Testing
@testable import FruitStand

/// Issue 35 §3: seed 004 on screen. `i` shows every reuse queue of the two panes, what is
/// registered for it, and live counts of what dequeuing did, kept with public hooks only.
@MainActor
struct ReuseInspectorTests {
    /// The inspector's row of `identifier`, split into its words.
    private func row(_ app: HeadlessRun, _ identifier: String) -> [String]? {
        app.lines.first { $0.hasPrefix(" \(identifier) ") }.map { $0.split(separator: " ").map(String.init) }
    }

    private func queue(_ app: HeadlessRun, _ identifier: String) throws -> ReuseLedger.Queue {
        try #require(app.session.ledger.queue(identifier))
    }

    @Test func iShowsEveryReuseQueueAndWhatIsRegisteredForIt() async throws {
        let app = await launchApp(size: Size(width: 120, height: 40))
        #expect(!app.text.contains("Reuse queues"))
        await app.keys(.character("i"))
        #expect(app.text.contains("Reuse queues · i closes"))
        #expect(app.lines[0].contains("Reuse inspector"), "the status line says what i did")
        let titles = try #require(row(app, "Reuse queue"))
        #expect(titles == ["Reuse", "queue", "Registered", "for", "shown", "prefetched", "queued", "made", "dequeued", "reused", "in", "place"])
        for (identifier, registrations) in [
            ("FruitCardCell", "Apple · Orange · EmptyData"), ("SectionHeaderView", "elementKindSectionHeader"),
            ("BadgeView", "BadgeView"), ("SidebarCell", "SidebarItem headers · rows"),
        ] {
            let line = try #require(app.lines.first { $0.hasPrefix(" \(identifier) ") }, "no row for \(identifier)")
            #expect(line.contains(registrations), "\(line)")
            // The numbers on screen are the ledger's.
            let queue = try queue(app, identifier)
            let numbers = line.split(separator: " ").suffix(7).map(String.init)
            #expect(numbers == [queue.shown, queue.prefetched, queue.waiting, queue.made, queue.dequeued, queue.reused, queue.reconfigured].map(String.init),
                    "\(line)")
        }
        await app.keys(.character("i"))
        #expect(!app.text.contains("Reuse queues"))
    }

    /// `+` configures the card's cell in place, `R` gives it a cell from the queue, `D` dequeues
    /// every card again, and scrolling a long stand reuses what scrolled off.
    @Test func theCountsFollowReconfiguresReloadsAndScrolling() async throws {
        let app = await launchApp(size: Size(width: 80, height: 24))
        await app.keys(.tab, .character("i"))
        let cards = FruitCardCell.defaultReuseIdentifier
        let start = try queue(app, cards)
        await app.keys(.character("+"))
        let restocked = try queue(app, cards)
        #expect(restocked.reconfigured == start.reconfigured + 1)
        #expect(restocked.dequeued == start.dequeued)
        await app.keys(.character("R"))
        let reloaded = try queue(app, cards)
        #expect(reloaded.dequeued == restocked.dequeued + 1)
        #expect(reloaded.reused + reloaded.made == restocked.reused + restocked.made + 1)
        await app.keys(.character("D"))
        let reset = try queue(app, cards)
        #expect(reset.dequeued >= reloaded.dequeued + reset.shown, "D dequeues every card on screen again")
        #expect(reset.made == reloaded.made, "D finds every cell it needs in the queue")
        for _ in 0..<30 { await app.keys(.character("a")) }
        let grown = try queue(app, cards)
        await app.keys(.home, .end)
        let scrolled = try queue(app, cards)
        #expect(scrolled.reused > grown.reused, "cards scrolled off are reused for those scrolled on")
        #expect(scrolled.made - grown.made < grown.made, "scrolling to the end does not make a cell per card")
        // At 80 columns the band keeps queued, made, dequeued and reused.
        let line = try #require(row(app, cards))
        #expect(line.suffix(4) == [scrolled.waiting, scrolled.made, scrolled.dequeued, scrolled.reused].map(String.init), "\(line)")
    }

    /// Seeded walks over the keys that make, reuse, reconfigure and scroll cells: every view
    /// made is on screen, prefetched or queued, and "shown" is what the collection views say.
    @Test(arguments: [UInt64(1), 2, 3])
    func everyViewMadeIsShownPrefetchedOrQueued(seed: UInt64) async throws {
        let app = await launchApp(size: Size(width: 80, height: 24), seed: seed)
        await app.keys(.character("i"))
        var random = SeededRandom(seed: seed)
        let keys: [Key] = [.down, .up, .pageDown, .pageUp, .home, .end, .tab, .right, .left, .enter,
                           .character("+"), .character("-"), .character("R"), .character("D"), .character("s"),
                           .character("a"), .character("a"), .character("d"), .character("u"), .character("w")]
        for step in 0..<60 {
            let key = keys[random.next(below: keys.count)]
            await app.keys(key)
            for queue in app.session.ledger.queues {
                #expect(queue.shown >= 0 && queue.waiting >= 0 && queue.prefetched >= 0,
                        "step \(step), after \(key): \(queue)")
            }
            let shownCards = try queue(app, FruitCardCell.defaultReuseIdentifier).shown
            #expect(shownCards == app.session.content.collectionView.visibleCells.count, "step \(step), after \(key)")
            let shownRows = try queue(app, SidebarCell.defaultReuseIdentifier).shown
            #expect(shownRows == app.session.sidebar.collectionView.visibleCells.count, "step \(step), after \(key)")
        }
    }
}
