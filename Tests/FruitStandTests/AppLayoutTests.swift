import DiffableTUI
import Testing
@testable import FruitStand

/// Sizes from the minimum up to 300x100, the compact round trip, and the small pieces.
@MainActor
struct AppLayoutTests {
    @Test func badgesShowTheStockInFourColumnsAtMost() {
        #expect(BadgeView.text(for: 7) == "7")
        #expect(BadgeView.text(for: 999) == "999")
        #expect(BadgeView.text(for: 1000) == "1k")
        #expect(BadgeView.text(for: 1234) == "1.2k")
        #expect(BadgeView.text(for: 12_345) == "12k")
        #expect(BadgeView.text(for: 999_999) == "999k")
    }

    @Test func columnsFollowTheWidth() {
        #expect(ContentLayout.columns(forWidth: 30) == 1)
        #expect(ContentLayout.columns(forWidth: 55) == 2)
        #expect(ContentLayout.columns(forWidth: 89) == 3)
        #expect(ContentLayout.columns(forWidth: 263) == 10)
    }

    @Test func everySizeDrawsInsideTheScreen() async {
        let app = await launchApp()
        let sizes = [(1, 1), (39, 11), (40, 12), (41, 30), (69, 24), (70, 24), (100, 30), (160, 48), (300, 100), (80, 24)]
        for (width, height) in sizes {
            app.resize(to: Size(width: width, height: height))
            await app.settle()
            let lines = app.lines
            #expect(lines.count == height)
            #expect(lines.allSatisfy { $0.terminalWidth <= width }, "\(width)x\(height)")
            if width >= 40, height >= 12 {
                #expect(lines[0].contains("Fruit Stand"), "\(width)x\(height)")
                #expect(lines[height - 1].hasSuffix("q quit"), "\(width)x\(height)")
            }
        }
    }

    @Test func narrowingAndWideningAgainChangesNothing() async {
        let fresh = await launchApp()
        let app = await launchApp()
        await app.keys(.down)
        app.resize(to: Size(width: 60, height: 20))
        await app.settle()
        #expect(app.session.root.splitView.isCollapsed)
        #expect(app.session.state.focusedPane == .content, "a compact width leads with the fruit")
        app.resize(to: Size(width: 80, height: 24))
        await app.settle()
        #expect(app.session.state.focusedPane == .sidebar)
        await app.keys(.up)
        #expect(app.text == fresh.text)
    }

    @Test func selectionCarriesOverFromTheDrawer() async {
        let app = await launchApp(size: Size(width: 60, height: 20))
        await app.keys(.tab, .down, .enter)
        #expect(app.session.state.query == .inStock)
        #expect(app.session.state.focusedPane == .content, "choosing in the drawer closes it")
        #expect(!app.session.root.splitView.isShowingPrimaryWhenCollapsed)
        #expect(app.lines[1].contains("≡ In Stock"))
        app.resize(to: Size(width: 100, height: 30))
        await app.settle()
        #expect(app.session.sidebar.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(app.lines.contains { $0.contains("▐ 📦 In Stock") })
    }

    @Test func aQuarterMillionFruitScroll() async {
        let app = await launchApp(source: .generated(count: 250_000))
        #expect(app.contentSnapshot.numberOfItems == 250_000)
        await app.keys(.tab, .end)
        #expect(app.contentFocus?.name == app.session.store.inventory.oranges.last?.name)
        await app.keys(.pageUp, .home)
        #expect(app.session.content.collectionView.contentOffset.y == 0)
    }
}
