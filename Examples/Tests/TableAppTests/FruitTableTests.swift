import DiffableTUITesting
import TableApp
import Testing

@MainActor
struct FruitTableTests {
    @Test func sortingByStockSlidesTheRows() {
        let driver = HeadlessDriver(size: Size(width: 50, height: 8))
        let table = FruitTableView(fruit: Fruit.stand)
        driver.window.rootView = table
        table.collectionView.becomeFirstResponder()
        #expect(driver.screenLines[0] == " Fruit           Price   Stock Origin")
        driver.send(.key(.character("3")))           // by stock, largest first
        driver.advance(by: 0.1)                      // mid-flight: rows on their way
        #expect(driver.screenLines[1] != " Kiwis            0.60      90 Bay of Plenty")
        driver.runUntilIdle()
        #expect(driver.screenLines[0] == " Fruit           Price ▼ Stock Origin")
        #expect(driver.screenLines[1] == " Kiwis            0.60      90 Bay of Plenty")
        assertSnapshot(of: driver, as: .screenText)
    }
}
