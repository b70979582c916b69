import DiffableTUITesting
import FruitApp
import Testing

@MainActor
struct FruitListTests {
    @Test func deletingTheFocusedFruit() {
        let driver = HeadlessDriver(size: Size(width: 40, height: 8))
        let root = FruitListView(host: driver)
        driver.window.rootView = root
        root.collectionView.becomeFirstResponder()
        #expect(driver.screen.contains("Oranges"))   // renders the first frame

        driver.press(.down)                   // one key, one frame: the focus moves to Oranges
        driver.type("d")
        driver.runUntilIdle()                 // the delete animation, the status timer
        #expect(!driver.screen.contains("Oranges"))
        #expect(driver.screen.firstPosition(of: "Pears") == Point(x: 2, y: 2))

        driver.press(.character("q"))
        #expect(driver.isTerminated && driver.exitCode == 0)
    }
}
