import DiffableTUI
import Testing
@testable import FruitStand

/// The sidebar's keys, played headless: Up/Down, Left/Right on the outline, Enter/Space.
@MainActor
struct AppSidebarKeyTests {
    @Test func startsInTheSidebarOnAllFruit() async {
        let app = await launchApp()
        #expect(app.session.state.focusedPane == .sidebar)
        #expect(app.sidebarFocus == .destination(.all))
        #expect(app.session.state.query == .all)
        #expect(app.shownNames.count == 11)
        #expect(app.lines[0].contains("Fruit Stand"))
        #expect(app.lines[0].hasSuffix("☀ open · 11 fruit"))
    }

    @Test func upAndDownMoveTheFocus() async {
        let app = await launchApp()
        await app.keys(.down, .down)
        #expect(app.sidebarFocus == .destination(.favorites))
        await app.keys(.down)
        #expect(app.sidebarFocus == .header(.apples))
        await app.keys(.up)
        #expect(app.sidebarFocus == .destination(.favorites))
        // Moving does not show anything: Enter does.
        #expect(app.session.state.query == .all)
    }

    @Test func leftCollapsesThenRightExpandsAHeader() async {
        let app = await launchApp()
        await app.keys(.down, .down, .down)
        let rows = app.session.sidebar.dataSource.snapshot().numberOfItems
        await app.keys(.left)
        #expect(!app.session.sidebar.isExpanded(.apples))
        #expect(app.session.sidebar.dataSource.snapshot().numberOfItems == rows - 7)
        #expect(app.lines.contains { $0.contains("Apples") && $0.contains("▸") })
        await app.keys(.right)
        #expect(app.session.sidebar.isExpanded(.apples))
        #expect(app.session.sidebar.dataSource.snapshot().numberOfItems == rows)
        // Right on an expanded header goes to its first child; Left from a child to its parent.
        await app.keys(.right)
        #expect(app.sidebarFocus == .destination(.kind(.apple)))
        await app.keys(.down, .left)
        #expect(app.sidebarFocus == .header(.apples))
    }

    @Test func enterAndSpaceToggleAHeader() async {
        let app = await launchApp()
        await app.keys(.down, .down, .down, .enter)
        #expect(!app.session.sidebar.isExpanded(.apples))
        await app.keys(.character(" "))
        #expect(app.session.sidebar.isExpanded(.apples))
    }

    @Test func enterShowsADestination() async {
        let app = await launchApp()
        await app.keys(.down, .down, .down, .down, .enter)
        #expect(app.session.state.query == .kind(.apple))
        #expect(app.contentSnapshot.sectionIdentifiers == [.apples])
        #expect(app.session.sidebar.collectionView.indexPathsForSelectedItems
            == [app.session.sidebar.dataSource.indexPath(for: .destination(.kind(.apple)))!])
        await app.keys(.down, .character(" "))
        guard case .variety(.apple, let variety) = app.session.state.query else {
            Issue.record("expected a variety, got \(app.session.state.query)")
            return
        }
        #expect(app.shownNames.allSatisfy { $0.hasPrefix(variety) })
        await app.keys(.up, .up, .up, .enter)
        #expect(app.session.state.query == .favorites)
        #expect(app.shownNames == ["Empire"])
    }

    @Test func inStockLeavesOutSoldOutFruit() async {
        let app = await launchApp()
        await app.keys(.down, .enter)
        let store = app.session.store
        #expect(app.contentSnapshot.itemIdentifiers.allSatisfy { store.stock(of: $0.fruitID!) > 0 })
        #expect(app.shownNames.count == FruitCounts(counting: store.inventory).inStock)
    }

    @Test func weatherRowsSetTheWeatherAndKeepTheDestination() async {
        let app = await launchApp(size: Size(width: 120, height: 40))
        await app.keys(.end, .enter)
        #expect(app.session.store.weather == .bad)
        #expect(app.contentSnapshot.sectionIdentifiers == [.empty])
        #expect(app.session.state.query == .all)
        #expect(app.session.sidebar.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(app.lines.contains { $0.contains("Rain") && $0.contains("✓") })
        await app.keys(.up, .enter)
        #expect(app.session.store.weather == .good)
        #expect(app.shownNames.count == 11)
    }

    @Test func rightOnALeafGoesToTheFruit() async {
        let app = await launchApp()
        await app.keys(.right)
        #expect(app.session.state.focusedPane == .content)
    }
}
