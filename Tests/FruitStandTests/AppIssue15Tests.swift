import DiffableTUI
import Testing
@testable import FruitStand

/// The bugs of issue 15, each played headless as the user met it.
@MainActor
struct AppIssue15Tests {
    // MARK: 1. Destructive keys never act on what the user cannot see

    /// The issue's tape: with the sidebar back in charge, `d` deleted the fruit pane's
    /// last-focused card, which showed no focus ring.
    @Test(arguments: [Key.character("d"), .delete, .character("+"), .character("-")])
    func destructiveKeysDoNothingWhileTheSidebarHasTheKeyboard(key: Key) async {
        let app = await launchApp()
        await app.keys(.tab, .tab)
        let stocks = app.session.store.inventory.fruits.map { app.session.store.stock(of: $0.id) }
        await app.keys(key)
        #expect(app.session.store.inventory.count == 11)
        #expect(app.session.store.inventory.fruits.map { app.session.store.stock(of: $0.id) } == stocks)
        // The status line wins the row: the summary gives way to its compact form.
        #expect(app.lines[0].contains("☀ 11"))
        #expect(app.lines[0].contains("Tab to the fruit first"))
    }

    @Test func deleteDoesNothingBehindTheCompactDrawer() async {
        let app = await launchApp(size: Size(width: 60, height: 20))
        await app.keys(.right)
        await app.keys(.tab)
        #expect(app.session.isDrawerOpen)
        await app.keys(.character("d"))
        #expect(app.session.store.inventory.count == 11)
    }

    @Test func deleteDoesNothingToACardScrolledOutOfView() async {
        let app = await launchApp()
        await app.keys(.tab)
        let collectionView = app.session.content.collectionView
        let focused = try! #require(collectionView.focusedIndexPath)
        for _ in 0..<6 { await app.wheel(down: true, x: 50, y: 10) }
        #expect(!collectionView.indexPathsForVisibleItems.contains(focused))
        await app.keys(.character("d"))
        #expect(app.session.store.inventory.count == 11)
    }

    // MARK: 2. The compact drawer opened by the mouse

    @Test func drawerOpenedByAClickTakesTheKeyboardAndTheFooter() async {
        let app = await launchApp(size: Size(width: 60, height: 20))
        await app.click(x: 3, y: 1)
        #expect(app.session.isDrawerOpen)
        #expect(app.session.sidebar.collectionView.isFirstResponder)
        #expect(app.lines[19].contains("Enter show"))
        let offset = app.session.content.collectionView.contentOffset
        let row = app.session.sidebar.collectionView.focusedIndexPath
        await app.keys(.down)
        #expect(app.session.content.collectionView.contentOffset == offset, "the grid behind stays")
        #expect(app.session.sidebar.collectionView.focusedIndexPath != row, "the drawer's list moves")
    }

    @Test func aClickBehindTheDrawerClosesItAndSelectsNothing() async {
        let app = await launchApp(size: Size(width: 60, height: 20))
        await app.keys(.tab)
        #expect(app.session.isDrawerOpen)
        await app.click(x: 50, y: 6)
        #expect(!app.session.isDrawerOpen)
        #expect(app.session.content.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(app.session.content.collectionView.isFirstResponder)
    }

    @Test func theDrawerOpensWithItsFocusedRowInView() async {
        let app = await launchApp()
        await app.keys(.end, .tab)
        app.resize(to: Size(width: 60, height: 20))
        await app.settle()
        await app.keys(.tab)
        let list = app.session.sidebar.collectionView
        let row = try! #require(list.focusedIndexPath)
        #expect(list.indexPathsForVisibleItems.contains(row))
    }

    // MARK: 3. `a` adds where the user looks; the title follows

    @Test func addOnAVarietyAddsThatVarietyAndTheTitleCounts() async {
        let app = await launchApp()
        app.session.show(.variety(.orange, "Cara Cara"))
        await app.settle()
        #expect(app.shownNames == ["Cara Cara"])
        await app.keys(.character("a"))
        #expect(app.shownNames.count == 2)
        #expect(app.contentSnapshot.itemIdentifiers.allSatisfy { $0.fruitID.flatMap(app.session.store.fruit)?.variety == "Cara Cara" })
        #expect(app.lines[0].hasSuffix("12 fruit"))
        #expect(app.lines[0].contains("Added Cara Cara 2 to Oranges"))
    }

    @Test func addUnderAFilterItDoesNotMatchClearsTheFilter() async {
        let app = await launchApp()
        await app.keys(.character("/"))
        await app.type("zzz")
        await app.keys(.enter, .character("a"))
        #expect(app.session.filter.isEmpty)
        #expect(app.shownNames.count == 12)
    }

    // MARK: 5. Help wraps; captions are not cut; the demo ends at full size

    @Test(arguments: [Size(width: 160, height: 48), Size(width: 80, height: 24), Size(width: 60, height: 20)])
    func helpWrapsInsteadOfCutting(size: Size) async {
        let app = await launchApp(size: size)
        await app.keys(.character("?"))
        var text = app.text
        while true {
            let before = app.text
            await app.keys(.pageDown)
            text += app.text
            if app.text == before { break }
        }
        #expect(!text.contains("…"))
        #expect(text.contains("suspend; fg resumes"))
    }

    @Test func aLongCaptionAndChangeBothShowAt100Columns() async {
        let app = await launchApp(size: Size(width: 100, height: 30), captions: true)
        app.session.setCaption("Sidebar: section snapshots, collapsible headers (seed 001)")
        await app.keys(.down, .down, .down, .left)
        #expect(app.text.contains("Sidebar: section snapshots, collapsible headers (seed 001)"))
        #expect(app.text.contains("apply(sectionSnapshot, to: Apples) · 7 deletes"))
    }

    @Test func theDemoEndsAtFullSize() async throws {
        let run = HeadlessRun(size: Size(width: 100, height: 30), colorDepth: .indexed256,
                              configuration: FruitStandConfiguration(seed: 7, weather: .good, showsCaptions: true))
        let outcome = await run.run(script: try FruitStandApp.demoScript())
        #expect(outcome.exitCode == 0)
        #expect(outcome.screen.size == Size(width: 100, height: 30))
    }

    // MARK: 6. Seed 003: reconfigure keeps the cell, reload replaces it, reload-data resets

    @Test func reconfigureKeepsTheCellReloadReplacesItAndTheScreenSaysSo() async {
        let app = await launchApp()
        await app.keys(.tab)
        let collectionView = app.session.content.collectionView
        let indexPath = try! #require(collectionView.focusedIndexPath)
        let cell = collectionView.cellForItem(at: indexPath)
        await app.keys(.character("+"))
        #expect(collectionView.cellForItem(at: indexPath) === cell)
        #expect(app.lines[0].contains("reconfigureItems"))
        #expect(app.lines[0].contains("same cell"))
        await app.keys(.character("R"))
        #expect(collectionView.cellForItem(at: indexPath) !== cell)
        #expect(app.lines[0].contains("reloadItems"))
        #expect(app.lines[0].contains("new cell"))
        // Reload data drops every prepared cell and dequeues afresh; the pool may hand the same
        // object back, so only the screen and the absence of animation are checked.
        app.press(.character("D"))
        #expect(app.isIdle, "reload data does not animate")
        await app.settle()
        #expect(app.lines[0].contains("applySnapshotUsingReloadData"))
    }

    // MARK: 7. The smaller ones

    @Test func filteringKeepsTheSelectionOfACardStillShown() async {
        let app = await launchApp()
        await app.keys(.tab, .enter)
        let selected = try! #require(app.session.content.selectedItem)
        let name = try! #require(selected.fruitID.flatMap(app.session.store.fruit)?.name)
        await app.keys(.character("/"))
        await app.type(String(name.prefix(3)))
        #expect(app.session.content.selectedItem == selected)
    }

    @Test func varietiesSortNaturally() {
        var counts = FruitCounts()
        for name in ["Apple 10", "Apple 2", "apple 1", "Braeburn"] {
            counts.add(.apple(Apple(id: FruitID(0), name: name, variety: name, coreThickness: 3)), stock: 1, isFavorite: false)
        }
        #expect(counts.varieties(of: .apple) == ["apple 1", "Apple 2", "Apple 10", "Braeburn"])
    }

    @Test func cardsInOneRowHaveOneWidth() async {
        let app = await launchApp(size: Size(width: 160, height: 48))
        let collectionView = app.session.content.collectionView
        let widths = Set(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }
            .compactMap { collectionView.cellForItem(at: $0)?.frame.width })
        #expect(widths.count == 1)
    }

    @Test func theSectionBandIsReadableWithEightColours() async {
        let app = await launchApp(colorDepth: .ansi8)
        let screen = app.driver.screen
        let row = try! #require(app.lines.firstIndex { $0.contains("│  Apples") })
        let rule = try! #require((0..<screen.size.width).first { screen[$0, row].grapheme == "│" })
        let x = try! #require((rule..<screen.size.width).first { screen[$0, row].grapheme == "A" })
        let style = screen[x, row].style
        #expect(style.foreground != .default || style.attributes.contains(.reverse), "an explicit foreground on the band, or reverse video")
    }
}
