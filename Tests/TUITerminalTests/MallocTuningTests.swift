#if canImport(Glibc)
import Glibc
import Testing
import TUITerminal

/// glibc takes the malloc tuning apps opt in to (what it saves, page faults at a million fruit,
/// is checked on fruitstand-tui's release binary: Tests/e2e/test_edits_at_scale.py).
@Suite struct MallocTuningTests {
    /// Whether a sanitizer's runtime stands in for malloc (`make sanitize`): the settings are
    /// then its business, not glibc's.
    static var mallocIsASanitizers: Bool {
        dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil
    }

    @Test(.enabled(if: !mallocIsASanitizers, "malloc is a sanitizer's"))
    func glibcTakesBothSettings() {
        #expect(MallocTuning.reuseFreedMemory())
        #expect(MallocTuning.reuseFreedMemory(), "calling it again changes nothing")
    }
}
#endif
