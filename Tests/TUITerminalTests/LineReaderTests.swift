import Dispatch
import Testing
@testable import TUITerminal

#if canImport(Glibc)
import Glibc
#endif

@Suite("Line reader")
@MainActor
struct LineReaderTests {
    /// Lines split across reads arrive whole, `\r\n` counts as a line end, a last line without
    /// one counts too, and the end of the input is reported once.
    @Test func readsLinesAsTheyArrive() async throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        var lines: [String] = []
        var ended = 0
        let reader = LineReader(descriptor: ends[0], lines: { lines += $0 }, end: { #expect($0 == nil); ended += 1 })
        reader.start()
        for part in ["app", "le\r\nban", "ana\n\ncherry"] {
            _ = part.withCString { write(ends[1], $0, strlen($0)) }
            try await Task.sleep(for: .milliseconds(20))
        }
        close(ends[1])
        for _ in 0..<6_000 where ended == 0 { try await Task.sleep(for: .milliseconds(10)) }
        close(ends[0])
        #expect(lines == ["apple", "banana", "", "cherry"])
        #expect(ended == 1)
    }

    /// A writer far faster than the screen: every line arrives once and in order, in batches,
    /// and the end comes after the last of them.
    @Test func aLargeInputArrivesWholeAndInOrder() async throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let count = 50_000
        var lines: [String] = []
        var batches = 0
        var linesAtEnd = -1
        let reader = LineReader(descriptor: ends[0], lines: { lines += $0; batches += 1 }, end: { #expect($0 == nil); linesAtEnd = lines.count })
        reader.start()
        let writer = ends[1]
        _ = Platform.detachThread {
            let text = (0..<count).map { "line \($0)\n" }.joined()
            text.utf8CString.withUnsafeBufferPointer { buffer in
                var offset = 0
                while offset < buffer.count - 1 {
                    let written = write(writer, buffer.baseAddress! + offset, buffer.count - 1 - offset)
                    guard written > 0 else { break }
                    offset += written
                }
            }
            close(writer)
        }
        for _ in 0..<6_000 where linesAtEnd < 0 { try await Task.sleep(for: .milliseconds(10)) }
        close(ends[0])
        #expect(linesAtEnd == count)
        #expect(lines == (0..<count).map { "line \($0)" })
        #expect(batches > 1)
    }

    /// A descriptor that cannot be read (a directory given as the input) ends the reading with
    /// the system's reason.
    @Test func aReadErrorEndsTheReadingWithItsReason() async throws {
        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        var reason: String?
        let reader = LineReader(descriptor: directory, lines: { _ in }, end: { reason = $0?.description ?? "no error" })
        reader.start()
        for _ in 0..<6_000 where reason == nil { try await Task.sleep(for: .milliseconds(10)) }
        close(directory)
        #expect(reason == "Is a directory")
    }
}
