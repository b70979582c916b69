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

/// The output tap between curses and the terminal, on pipes standing in for both.
@Suite(.serialized) struct OutputTapTests {
    /// Bytes written to the curses descriptor reach the terminal in order once drained, are
    /// counted, and are kept only while recording.
    @Test func forwardsCountsAndKeepsTheBytesWritten() throws {
        var curses: [Int32] = [-1, -1], terminal: [Int32] = [-1, -1]
        try #require(pipe(&curses) == 0 && pipe(&terminal) == 0)
        defer { (curses + terminal).forEach { _ = close($0) } }
        // Room for everything, since this test reads the terminal's end only at the end.
        try #require(fcntl(terminal[1], 1031 /* F_SETPIPE_SZ */, 1 << 20) >= 0)
        try #require(OutputTap.start(cursesDescriptor: curses[1], terminal: terminal[1]))
        let start = OutputTap.bytesForwarded
        write(curses[1], Array("before ".utf8))
        OutputTap.setRecording(true)
        let frame = Array((0..<200_000).map { UInt8(ascii: "a") + UInt8($0 % 26) })
        write(curses[1], frame)
        OutputTap.drain()
        #expect(OutputTap.bytesForwarded - start == 7 + frame.count)
        let recorded = OutputTap.takeRecorded()
        #expect(recorded.suffix(frame.count).elementsEqual(frame))
        #expect(OutputTap.takeRecorded().isEmpty)
        OutputTap.stop()
        // After stop the curses descriptor writes to the terminal directly.
        write(curses[1], Array("!".utf8))
        _ = fcntl(terminal[0], F_SETFL, O_NONBLOCK)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(terminal[0], $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        #expect(received == Array("before ".utf8) + frame + Array("!".utf8))
    }

    private func write(_ descriptor: Int32, _ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            rest = rest.dropFirst(count)
        }
    }
}
