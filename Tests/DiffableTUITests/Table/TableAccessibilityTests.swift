@testable import DiffableTUI
import DiffableTUITesting
import Testing

/// A table row in accessible mode is read as the screen shows it: its values, in the columns
/// drawn, not only its place.
@MainActor
@Suite struct TableAccessibilityTests {
    @Test func aRowIsDescribedByTheValuesOfItsShownColumns() {
        let table = PlanetTable(width: 60, height: 14)
        table.driver.window.isAccessibleModeEnabled = true
        table.driver.advance(by: 1)
        _ = table.driver.takeAnnouncements()
        table.driver.press(.down)
        table.driver.advance(by: 1)
        #expect(table.driver.takeAnnouncements() == ["Mercury, 0, known to the ancients, 1 of 8"], "the first arrow lands on the first row")
        table.collectionView.tableColumns[2].isHidden = true
        table.driver.press(.down)
        table.driver.advance(by: 1)
        #expect(table.driver.takeAnnouncements() == ["Venus, 0, 2 of 8"])
    }
}
