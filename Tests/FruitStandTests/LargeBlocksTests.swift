#if canImport(Glibc)
import Glibc
import Testing
@testable import FruitStand

/// glibc takes the app's malloc settings (what they save, page faults at a million fruit, is
/// checked on the release binary: Tests/e2e/test_edits_at_scale.py).
@Suite struct LargeBlocksTests {
    /// Whether a sanitizer's runtime stands in for malloc (`make sanitize`): the settings are
    /// then its business, not glibc's.
    static var mallocIsASanitizers: Bool {
        dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil
    }

    @Test(.enabled(if: !mallocIsASanitizers, "malloc is a sanitizer's"))
    func glibcTakesBothSettings() {
        #expect(LargeBlocks.reuseFreedMemory())
    }
}
#endif
