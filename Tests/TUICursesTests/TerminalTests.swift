import Testing
@testable import TUICurses

#if canImport(Glibc)
import Glibc
#endif

struct TerminalErrorTests {
    @Test func messagesNameTheProblem() {
        #expect(TerminalError.notATerminal.description == "needs an interactive terminal")
        #expect(TerminalError.unknownTerminalType("foo").description.contains("'foo'"))
        #expect(TerminalError.unsupportedTerminal("dumb").description.contains("'dumb'"))
        #expect(TerminalError.terminalTypeUnset.description.hasPrefix("TERM is not set"))
    }
}

struct ThreadWriteMeterTests {
    @Test func parsesTheWriteCounter() {
        let text = "rchar: 100\nwchar: 2823\nsyscr: 5\n"
        #expect(ThreadWriteMeter.parseWriteCount(Array(text.utf8)) == 2823)
        #expect(ThreadWriteMeter.parseWriteCount(Array("rchar: 1\n".utf8)) == nil)
    }

    /// The meter counts exactly what this thread writes (here to /dev/null).
    @Test func countsThisThreadsWrites() throws {
        var meter = ThreadWriteMeter()
        let descriptor = open("/dev/null", O_WRONLY)
        defer { close(descriptor) }
        let start = meter.bytesWritten()
        let before = try #require(start)
        let bytes = [UInt8](repeating: 65, count: 1234)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == 1234)
        let end = meter.bytesWritten()
        let after = try #require(end)
        #expect(after - before == 1234)
    }
}
