import DiffableTUI
import Testing
@testable import FruitStand

/// The keys that change the stand, played headless: a, d, Delete, s, +, -, w, r, /, ?, q, Esc.
@MainActor
struct AppActionKeyTests {
    @Test func addInsertsAFruitAndFocusesIt() async {
        let app = await launchApp()
        await app.keys(.tab, .character("a"))
        #expect(app.shownNames.count == 12)
        #expect(app.session.store.inventory.count == 12)
        let added = app.contentFocus
        #expect(added != nil)
        #expect(app.session.content.collectionView.indexPathsForVisibleItems.contains(app.session.content.collectionView.focusedIndexPath!))
        #expect(app.lines[0].hasSuffix("12 fruit"))
        #expect(app.session.sidebar.counts.all == 12)
    }

    @Test func addUnderAKindAddsThatKind() async {
        let app = await launchApp()
        await app.keys(.down, .down, .down, .down, .down, .down, .down, .down, .down, .down, .down, .down, .enter)
        #expect(app.session.state.query == .kind(.orange))
        await app.keys(.character("a"), .character("a"))
        #expect(app.contentSnapshot.sectionIdentifiers == [.oranges])
        #expect(app.shownNames.count == 7)
    }

    @Test(arguments: [Key.character("d"), .delete])
    func deleteRemovesTheFocusedFruit(key: Key) async {
        let app = await launchApp()
        await app.keys(.tab, .right)
        let doomed = app.contentFocus!
        await app.keys(key)
        #expect(!app.shownNames.contains(doomed.name))
        #expect(app.session.store.fruit(doomed.id) == nil)
        // The focus goes to the card now in its place.
        #expect(app.contentFocus != nil)
    }

    @Test func shuffleMovesTheCardsAndKeepsThem() async {
        let app = await launchApp()
        let before = app.shownNames
        await app.keys(.character("s"))
        #expect(app.shownNames != before)
        #expect(app.shownNames.sorted() == before.sorted())
    }

    @Test func plusAndMinusReconfigureTheSameCell() async {
        let app = await launchApp()
        await app.keys(.tab)
        let fruit = app.contentFocus!
        let indexPath = app.session.content.collectionView.focusedIndexPath!
        let cell = app.session.content.collectionView.cellForItem(at: indexPath)
        let stock = app.session.store.stock(of: fruit.id)
        await app.keys(.character("+"), .character("+"))
        #expect(app.session.store.stock(of: fruit.id) == stock + 2)
        #expect(app.session.content.collectionView.cellForItem(at: indexPath) === cell, "reconfigured, not reloaded")
        let badge = app.session.content.collectionView.supplementaryView(forElementKind: BadgeView.elementKind, at: indexPath) as? BadgeView
        #expect(badge?.count == stock + 2)
        #expect(badge?.isHidden == false)
        for _ in 0..<(stock + 2) { app.press(.character("-")) }
        await app.settle()
        #expect(app.session.store.stock(of: fruit.id) == 0)
        #expect(badge?.isHidden == true, "hidden at 0")
        #expect(app.session.content.collectionView.cellForItem(at: indexPath) === cell)
        await app.keys(.character("-"))
        #expect(app.session.store.stock(of: fruit.id) == 0, "never below 0")
    }

    @Test func weatherTogglesTheClosedStand() async {
        let app = await launchApp()
        await app.keys(.character("w"))
        #expect(app.contentSnapshot.sectionIdentifiers == [.empty])
        #expect(app.contentSnapshot.itemIdentifiers == [.closed])
        #expect(app.text.contains("Bad Weather Today!"))
        #expect(app.text.contains("☔"))
        #expect(app.text.contains("We're sorry! The fruit stand is closed due to"))
        #expect(app.lines[0].contains("☔ closed"))
        await app.keys(.character("w"))
        #expect(app.shownNames.count == 11)
    }

    @Test func refetchShowsTheSpinnerThenTheFetchedStand() async {
        let app = await launchApp()
        await app.keys(.character("a"), .character("a"))
        #expect(app.shownNames.count == 13)
        app.press(.character("r"))
        await app.pass(0.2)
        #expect(app.session.isLoading)
        #expect(app.text.contains("Fetching the fruit stand…"))
        #expect(app.lines[0].hasSuffix("fetching…"))
        await app.settle()
        #expect(!app.session.isLoading)
        #expect(app.shownNames.count == 11, "the fetched stand replaces local changes")
    }

    /// Regression (found by the key fuzzer, seed 1): the fetched stand's items equal the
    /// shown ones, so the diff kept their cells and the badges went on showing the stock
    /// changed locally. The cards to reconfigure are found with the refresh's work, also when
    /// it runs in the background (as from 20,000 fruit).
    @Test(arguments: [false, true])
    func refetchShowsTheFetchedStockOnTheBadges(refreshingInTheBackground: Bool) async {
        let app = await launchApp(settle: false)
        if refreshingInTheBackground { app.session.backgroundRefreshThreshold = 0 }
        await app.settle()
        await app.keys(.tab)
        let fetched = app.lines
        await app.keys(.character("+"), .character("+"))
        #expect(app.lines != fetched)
        await app.keys(.character("r"))
        // The title bar says what happened meanwhile; below it, all is as fetched.
        #expect(Array(app.lines.dropFirst()) == Array(fetched.dropFirst()))
    }

    @Test func refetchWhileFetchingCancelsTheFirst() async {
        let app = await launchApp(settle: false)
        await app.pass(0.4)
        app.press(.character("r"))
        await app.pass(0.5)
        #expect(app.session.isLoading, "the second fetch started 0.4 s later")
        await app.pass(0.4)
        #expect(!app.session.isLoading)
        #expect(app.shownNames.count == 11)
    }

    @Test func filterAsYouTypeThenEscapeClears() async {
        let app = await launchApp()
        await app.keys(.character("/"))
        #expect(app.session.root.filterBar.field.isFirstResponder)
        await app.type("an")
        #expect(app.session.filter == "an")
        #expect(!app.shownNames.isEmpty)
        #expect(app.shownNames.allSatisfy { $0.lowercased().contains("an") })
        #expect(app.lines.contains { $0.hasPrefix(" / an") && $0.hasSuffix("of 11") })
        // Letters are text while filtering, not commands.
        await app.keys(.character("q"))
        #expect(!app.session.hasQuit)
        await app.keys(.backspace)
        #expect(app.session.filter == "an")
        await app.keys(.escape)
        #expect(app.session.filter == "")
        #expect(app.shownNames.count == 11)
        #expect(!app.session.root.showsFilterBar)
        #expect(app.session.state.focusedPane == .sidebar)
    }

    @Test func enterKeepsTheFilterAndEscapeInTheGridClearsIt() async {
        let app = await launchApp()
        await app.keys(.character("/"))
        await app.type("fuji")
        await app.keys(.enter)
        #expect(app.session.state.focusedPane == .content)
        #expect(app.shownNames == ["Fuji"])
        #expect(app.session.root.showsFilterBar)
        await app.keys(.escape)
        #expect(app.session.filter == "")
        #expect(!app.session.hasQuit, "the first Esc clears the filter")
    }

    /// Edits made while a filter is set (add, delete, stock) update its "N of M" too.
    @Test func theFilterCountFollowsEdits() async {
        let app = await launchApp()
        await app.keys(.character("/"))
        await app.type("a")
        await app.keys(.enter)
        let shown = app.shownNames.count
        #expect(app.session.root.filterBar.matches == "\(shown) of 11")
        await app.keys(.character("d"))
        #expect(app.session.root.filterBar.matches == "\(shown - 1) of 10")
    }

    @Test func emptyFilterSaysSo() async {
        let app = await launchApp()
        await app.keys(.character("/"))
        await app.type("zzz")
        #expect(app.shownNames.isEmpty)
        #expect(app.text.contains("No fruit in All Fruit matches “zzz”."))
    }

    @Test func helpOpensAndCloses() async {
        let app = await launchApp()
        await app.keys(.character("?"))
        #expect(app.session.help.isPresented)
        #expect(app.text.contains("Fruit Stand keys"))
        #expect(app.text.contains("shuffle the fruit (moves)"))
        // Modal: keys do nothing underneath.
        await app.keys(.character("a"), .down)
        #expect(app.shownNames.count == 11)
        await app.keys(.character("?"))
        #expect(!app.session.help.isPresented)
        #expect(app.session.sidebar.collectionView.isFirstResponder)
        await app.keys(.character("?"), .escape)
        #expect(!app.session.help.isPresented)
        #expect(!app.session.hasQuit)
    }

    @Test func qQuits() async {
        let app = await launchApp()
        await app.keys(.character("q"))
        #expect(app.session.hasQuit)
        #expect(app.driver.exitCode == 0)
    }

    /// Bug (issue 15.7): Esc at the top level quit at once, so a second Esc "to be sure" the
    /// filter was cleared ended the app. Esc closes things; with nothing to close it says
    /// how to quit.
    @Test func escapeNeverQuits() async {
        let app = await launchApp()
        await app.keys(.character("/"))
        await app.type("an")
        await app.keys(.escape, .escape, .escape)
        #expect(!app.session.hasQuit)
        #expect(app.session.filter.isEmpty)
        #expect(app.lines[0].contains("Press q to quit"))
    }

    @Test func ctrlZIsLeftToTheRunLoop() async {
        // In a terminal Ctrl-Z is SIGTSTP, handled by the run loop; as a key it does nothing.
        let app = await launchApp()
        let before = app.text
        await app.keys(.control("z"))
        #expect(app.text == before)
        #expect(!app.session.hasQuit)
    }
}

/// The line saying why nothing is shown, in every frame of the cards leaving under it.
@MainActor
@Suite struct EmptyMessageFrameTests {
    /// A filter that matches nothing: the cards fade out while the message shows; no frame
    /// mixes a leaving card's letters into the message (a card beside it, apart, may still
    /// be fading).
    @Test func theMessageReadsWholeWhileTheCardsLeave() async {
        let app = await launchApp(size: Size(width: 100, height: 30))
        await app.keys(.character("/"))
        app.driver.recordsFrames = true
        await app.type("ap")
        let message = ["No fruit in All Fruit matches “ap”.", "Esc clears the filter."]
        var framesWithMessage = 0
        for frame in app.driver.frames {
            let contents = frame.lines().map { line in
                line.split(separator: "│", maxSplits: 1).dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            }
            for (index, content) in contents.enumerated() where content.contains("No fruit in") || content.contains("Esc clears") {
                framesWithMessage += 1
                // Whole, and apart from any card still leaving beside it.
                let line = message.first { content.contains($0) }
                let range = line.flatMap { content.range(of: $0) }
                let apart = range.map { range in
                    (range.lowerBound == content.startIndex || content[content.index(before: range.lowerBound)] == " ")
                        && (range.upperBound == content.endIndex || content[range.upperBound] == " ")
                } ?? false
                #expect(apart, "frame row \(index): \(content)\n\(frame.lines().joined(separator: "\n"))")
            }
        }
        #expect(framesWithMessage > 2, "the message shows while the cards leave")
    }
}
