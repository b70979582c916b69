import Testing
@testable import Diffable

@Test func moduleLinks() {
    #expect(Bool(true))
}
