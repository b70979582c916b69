import Testing
@testable import DiffableTUI

@MainActor
struct TableScreenTests {
    @Test func headerRowAndOneLineRows() {
        let table = PlanetTable()
        print(table.harness.text())
    }
}
