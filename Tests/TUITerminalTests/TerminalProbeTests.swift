import Testing
@testable import TUITerminal

#if canImport(Glibc)
import Glibc
#endif

/// The replies a terminal gives to the start-up queries, and the keys typed among them.
struct TerminalCapabilitiesTests {
    private func parse(_ text: String) -> (capabilities: TerminalCapabilities, rest: String) {
        let parsed = TerminalCapabilities.parse(Array(text.utf8))
        return (parsed.capabilities, String(decoding: parsed.rest, as: UTF8.self))
    }

    /// kitty, foot, WezTerm: mode 2026 reset (2) or set (1), the keyboard flags, then DA1.
    @Test func aModernTerminalReportsSynchronizedOutputAndTheKeyboardProtocol() {
        let reset = parse("\u{1B}[?2026;2$y\u{1B}[?0u\u{1B}[?62;22c")
        #expect(reset.capabilities == TerminalCapabilities(synchronizedOutput: true, kittyKeyboard: true, answered: true))
        #expect(reset.rest.isEmpty)
        #expect(parse("\u{1B}[?2026;1$y\u{1B}[?1;2c").capabilities.synchronizedOutput)
        #expect(parse("\u{1B}[?2026;3$y\u{1B}[?1;2c").capabilities.synchronizedOutput)
    }

    /// tmux 3.3a and xterm without the mode: only DA1, or a DECRPM saying unknown (0) or
    /// permanently reset (4).
    @Test func aTerminalWithoutTheModeIsNeverSentIt() {
        #expect(parse("\u{1B}[?1;2c").capabilities == TerminalCapabilities(answered: true))
        #expect(!parse("\u{1B}[?2026;0$y\u{1B}[?1;2c").capabilities.synchronizedOutput)
        #expect(!parse("\u{1B}[?2026;4$y\u{1B}[?1;2c").capabilities.synchronizedOutput)
        // Another mode's report says nothing of 2026.
        #expect(!parse("\u{1B}[?2004;1$y\u{1B}[?1;2c").capabilities.synchronizedOutput)
        // Nothing at all: not answered (the probe waits for its timeout).
        #expect(parse("").capabilities == TerminalCapabilities())
    }

    /// Keys typed before, between and after the replies are kept, in order; an Esc press and an
    /// arrow key are not replies.
    @Test func keysTypedAmongTheRepliesAreKept() {
        let parsed = parse("j\u{1B}[A\u{1B}[?2026;2$yk\u{1B}\u{1B}[?1;2cq")
        #expect(parsed.capabilities == TerminalCapabilities(synchronizedOutput: true, answered: true))
        #expect(parsed.rest == "j\u{1B}[Ak\u{1B}q")
    }
}

/// The probe's I/O, on pipes standing in for the terminal (their settings cannot be changed,
/// which the probe tolerates).
struct TerminalProbeTests {
    /// The queries go out in one write; the replies already waiting are read up to DA1.
    @Test func theQueriesGoOutAndTheRepliesComeBack() throws {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1]
        try #require(pipe(&input) == 0 && pipe(&output) == 0)
        defer { (input + output).forEach { _ = close($0) } }
        let replies = Array("x\u{1B}[?2026;2$y\u{1B}[?1;2c".utf8)
        #expect(replies.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) } == replies.count)
        let result = TerminalProbe.run(input: input[0], output: output[1], mode: Platform.TerminalMode(), timeout: 5_000)
        #expect(result.capabilities == TerminalCapabilities(synchronizedOutput: true, answered: true))
        #expect(result.typeahead == Array("x".utf8))
        #expect(readAll(output[0]) == TerminalCapabilities.query)
    }

    /// A terminal that answers nothing costs the timeout, not more, and reports nothing.
    @Test func aSilentTerminalCostsTheTimeout() throws {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1]
        try #require(pipe(&input) == 0 && pipe(&output) == 0)
        defer { (input + output).forEach { _ = close($0) } }
        let start = Platform.monotonicMilliseconds()
        let result = TerminalProbe.run(input: input[0], output: output[1], mode: Platform.TerminalMode(), timeout: 50)
        let elapsed = Platform.monotonicMilliseconds() - start
        #expect(result.capabilities == TerminalCapabilities())
        #expect(elapsed >= 50)
        #expect(elapsed < 5_000)
    }
}
