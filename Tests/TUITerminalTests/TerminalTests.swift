import Testing
@testable import TUITerminal

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

/// The output tap and the frame writer, on pipes standing in for curses' descriptor and the
/// terminal.
@MainActor @Suite(.serialized) struct FrameOutputTests {
    /// What curses writes in several writes comes out of the tap as one frame, in order, and the
    /// writer gives it to the terminal in one write(2), counted and recorded.
    @Test func aFrameWrittenInPiecesReachesTheTerminalInOneWrite() throws {
        var curses: [Int32] = [-1, -1], terminal: [Int32] = [-1, -1]
        try #require(pipe(&curses) == 0 && pipe(&terminal) == 0)
        defer { (curses + terminal).forEach { _ = close($0) } }
        // Room for everything, since this test reads the terminal's end only at the end.
        try #require(fcntl(terminal[1], 1031 /* F_SETPIPE_SZ */, 1 << 20) >= 0)
        let tap = try #require(OutputTap(cursesDescriptor: curses[1]))
        let writer = FrameWriter(descriptor: terminal[1], isSynchronized: false)
        var recorded: [[UInt8]] = []
        writer.recorder = { recorded.append($0) }
        let frame = (0..<200_000).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        for piece in stride(from: 0, to: frame.count, by: 4096) {
            write(curses[1], Array(frame[piece..<min(frame.count, piece + 4096)]))
        }
        #expect(writer.writeFrame(tap.takeFrame()) == frame.count)
        #expect(writer.writeCalls == 1)
        #expect(recorded == [frame])
        // The file is empty again: the next frame holds only what was written after.
        write(curses[1], Array("next".utf8))
        #expect(Array(tap.takeFrame()) == Array("next".utf8))
        #expect(tap.takeFrame().isEmpty)
        #expect(writer.writeFrame(tap.takeFrame()) == 0)
        tap.stop(restoring: terminal[1])
        // After stop the curses descriptor writes to the terminal directly.
        write(curses[1], Array("!".utf8))
        #expect(readAll(terminal[0]) == frame + Array("!".utf8))
    }

    /// A terminal that reported synchronized output gets each frame bracketed as one update;
    /// bytes that are not a frame are never bracketed.
    @Test func aSynchronizedTerminalGetsEachFrameBracketed() throws {
        var terminal: [Int32] = [-1, -1]
        try #require(pipe(&terminal) == 0)
        defer { terminal.forEach { _ = close($0) } }
        let writer = FrameWriter(descriptor: terminal[1], isSynchronized: true)
        writer.writeUnframed(Array("setup".utf8))
        #expect(writer.writeFrame(Array("frame".utf8)) == 5 + 16)
        #expect(writer.bytesWritten == 5 + 5 + 16)
        #expect(String(decoding: readAll(terminal[0]), as: UTF8.self) == "setup\u{1B}[?2026hframe\u{1B}[?2026l")
    }

    /// What a signal handler writes first when it gives the terminal back ends a frame it cut
    /// short: CAN aborts an escape sequence, and a synchronized update is ended.
    @Test func anInterruptedFrameIsEnded() {
        #expect(FrameWriter.interruptedFrameEnd(synchronized: false) == [0x18])
        #expect(FrameWriter.interruptedFrameEnd(synchronized: true) == [0x18] + Array("\u{1B}[?2026l".utf8))
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

/// Everything readable on `descriptor` now.
func readAll(_ descriptor: Int32) -> [UInt8] {
    _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        received += chunk[0..<count]
    }
    return received
}
