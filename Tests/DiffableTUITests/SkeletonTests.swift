import Testing
@testable import DiffableTUI

@Test func moduleLinks() {
    #expect(Bool(true))
}
