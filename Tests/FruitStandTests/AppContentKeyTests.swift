import DiffableTUI
import Testing
@testable import FruitStand

/// The fruit grid's keys, played headless: panes, 2-D arrows, paging, the mouse.
@MainActor
struct AppContentKeyTests {
    @Test func tabAndShiftTabSwitchPanes() async {
        let app = await launchApp()
        await app.keys(.tab)
        #expect(app.session.state.focusedPane == .content)
        #expect(app.session.content.collectionView.isFirstResponder)
        #expect(app.contentFocus?.name == app.shownNames.first)
        #expect(app.lines.last?.hasPrefix(" ↑↓←→ move") == true)
        await app.keys(.backTab)
        #expect(app.session.state.focusedPane == .sidebar)
        #expect(app.lines.last?.hasPrefix(" ↑↓ move") == true)
    }

    @Test func arrowsMoveInTwoDimensions() async {
        let app = await launchApp()
        // 80 columns: a 55-column content pane holds two columns of cards.
        #expect(ContentLayout.columns(forWidth: 55) == 2)
        await app.keys(.tab)
        let names = app.shownNames
        await app.keys(.right)
        #expect(app.contentFocus?.name == names[1])
        await app.keys(.down)
        #expect(app.contentFocus?.name == names[3])
        await app.keys(.left)
        #expect(app.contentFocus?.name == names[2])
        await app.keys(.up)
        #expect(app.contentFocus?.name == names[0])
    }

    @Test func pagesAndEnds() async {
        let app = await launchApp()
        await app.keys(.tab, .end)
        #expect(app.contentFocus?.name == app.shownNames.last)
        #expect(app.session.content.collectionView.contentOffset.y > 0)
        await app.keys(.home)
        #expect(app.contentFocus?.name == app.shownNames.first)
        #expect(app.session.content.collectionView.contentOffset.y == 0)
        await app.keys(.pageDown)
        let paged = app.contentFocus?.name
        #expect(paged != app.shownNames.first)
        await app.keys(.pageUp)
        #expect(app.contentFocus?.name == app.shownNames.first)
    }

    @Test func enterSelectsACard() async {
        let app = await launchApp()
        await app.keys(.tab, .right, .enter)
        #expect(app.session.content.selectedItem?.fruitID.flatMap(app.session.store.fruit)?.name == app.shownNames[1])
        #expect(app.text.contains("✓ "))
    }

    @Test func clickFocusesAndSelectsACardAndTheWheelScrolls() async {
        let app = await launchApp()
        let target = IndexPath(item: 3, section: 0)
        guard let point = app.center(of: target) else {
            Issue.record("card 3 is not on screen")
            return
        }
        await app.click(x: point.x, y: point.y)
        #expect(app.session.state.focusedPane == .content)
        #expect(app.session.content.collectionView.focusedIndexPath == target)
        #expect(app.session.content.collectionView.indexPathsForSelectedItems == [target])
        await app.wheel(down: true, x: point.x, y: point.y)
        #expect(app.session.content.collectionView.contentOffset.y == 3)
        await app.wheel(down: false, x: point.x, y: point.y)
        #expect(app.session.content.collectionView.contentOffset.y == 0)
    }

    @Test func clickingTheSidebarTakesTheKeyboardBack() async {
        let app = await launchApp()
        await app.keys(.tab)
        // Row 4: the title bar, the sidebar's header, All Fruit, In Stock, then Favorites.
        await app.click(x: 5, y: 4)
        #expect(app.session.state.focusedPane == .sidebar)
        #expect(app.session.state.query == .favorites)
    }
}
