import Testing
@testable import TUICore

@Test func moduleLinks() {
    #expect(Bool(true))
}
