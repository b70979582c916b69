import Testing
@testable import CompositionalLayout

@Test func moduleLinks() {
    #expect(Bool(true))
}
