import DiffableTUI
import DiffableTUITesting
import SnapshotTesting
import Testing
@testable import FruitStand

/// Golden screens, text and styles, at the sizes the brief names: 80x24 and 120x40 (the split
/// view side by side) and 60x20 (compact: the sidebar in a drawer).
@MainActor
struct AppGoldenTests {
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 60, height: 20)])
    func firstScreen(size: Size) async {
        let app = await launchApp(size: size)
        assertSnapshot(of: app.driver.screen, as: .screen, named: "\(size.width)x\(size.height)")
    }

    @Test func badWeather() async {
        let app = await launchApp(weather: .bad)
        assertSnapshot(of: app.driver.screen, as: .screen)
        #expect(app.text.contains("inclement weather!"))
    }

    @Test func fruitFocusedSelectedAndRestocked() async {
        let app = await launchApp()
        await app.keys(.tab, .right, .enter, .down, .character("+"))
        assertSnapshot(of: app.driver.screen, as: .screen)
    }

    @Test func compactWithTheDrawerOpen() async {
        let app = await launchApp(size: Size(width: 60, height: 20))
        await app.keys(.tab)
        #expect(app.session.root.splitView.isShowingPrimaryWhenCollapsed)
        assertSnapshot(of: app.driver.screen, as: .screen)
    }

    @Test func helpSheet() async {
        let app = await launchApp()
        await app.keys(.character("?"))
        assertSnapshot(of: app.driver.screen, as: .screen)
    }

    /// Issue 35 §3: the reuse inspector's band, every column at 120 columns.
    @Test func reuseInspector() async {
        let app = await launchApp(size: Size(width: 120, height: 40))
        await app.keys(.tab, .character("+"), .character("R"), .character("i"))
        assertSnapshot(of: app.driver.screen, as: .screen)
    }

    @Test func filtering() async {
        let app = await launchApp()
        await app.keys(.character("/"))
        await app.type("a")
        assertSnapshot(of: app.driver.screen, as: .screen)
    }

    @Test func smallestSize() async {
        let app = await launchApp(size: FruitStandApp.minimumSize)
        assertSnapshot(of: app.driver.screen, as: .screen)
        app.resize(to: Size(width: FruitStandApp.minimumSize.width - 1, height: FruitStandApp.minimumSize.height))
        // Bug (issue 15.7): the message did not say the current size.
        #expect(app.text.contains("terminal too small: 39x12 (needs 40x12)"))
    }
}
