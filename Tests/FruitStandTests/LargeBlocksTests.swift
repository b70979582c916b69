#if canImport(Glibc)
import Testing
@testable import FruitStand

/// glibc takes the app's malloc settings (what they save, page faults at a million fruit, is
/// checked on the release binary: Tests/e2e/test_edits_at_scale.py).
@Suite struct LargeBlocksTests {
    @Test func glibcTakesBothSettings() {
        #expect(LargeBlocks.reuseFreedMemory())
    }
}
#endif
