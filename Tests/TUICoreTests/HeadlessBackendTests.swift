import Testing
@testable import TUICore

@Suite("Headless backend")
@MainActor
struct HeadlessBackendTests {
    @Test func presentKeepsTheFrameAndCountsRealisticBytes() {
        let backend = HeadlessBackend(size: Size(width: 20, height: 4))
        var frame = Buffer(size: backend.size)
        frame.write("Fruit Stand", at: Point(x: 2, y: 0), style: Style(foreground: .green).bold)
        backend.present(frame)
        let expected = ANSIEncoder.encode(frame.changes(from: Buffer(size: backend.size)), colorDepth: .truecolor)
        #expect(backend.screen == frame)
        #expect(backend.statistics.framesPresented == 1)
        #expect(backend.statistics.cellsWritten == 11)
        #expect(backend.statistics.bytesWritten == expected.utf8.count)
        #expect(backend.statistics.lastFrameBytes == expected.utf8.count)
        backend.present(frame)
        #expect(backend.statistics.framesPresented == 2)
        #expect(backend.statistics.lastFrameBytes == 0, "an unchanged frame writes nothing")
        #expect(backend.statistics.maxFrameBytes == expected.utf8.count)
        #expect(backend.statistics.averageFrameBytes == Double(expected.utf8.count) / 2)
    }

    @Test func colorDepthChangesTheByteCount() {
        var frame = Buffer(size: Size(width: 10, height: 1))
        frame.write("abc", at: .zero, style: Style(foreground: .rgb(200, 100, 50)))
        let deep = HeadlessBackend(size: frame.size, colorDepth: .truecolor)
        let shallow = HeadlessBackend(size: frame.size, colorDepth: .monochrome)
        deep.present(frame)
        shallow.present(frame)
        #expect(deep.statistics.bytesWritten > shallow.statistics.bytesWritten)
        #expect(shallow.statistics.bytesWritten == "\u{1B}[Habc".utf8.count)
    }

    @Test func eventsQueueAndDrain() {
        let backend = HeadlessBackend(size: Size(width: 10, height: 5))
        backend.enqueue(.key(.down), .resize(Size(width: 10, height: 5)))
        backend.press(.enter, .character("q"))
        backend.enqueue(contentsOf: [.mouse(MouseEvent(kind: .wheelUp, position: .zero))])
        #expect(backend.readEvents() == [.key(.down), .resize(Size(width: 10, height: 5)), .key(.enter), .key(.character("q")),
                                         .mouse(MouseEvent(kind: .wheelUp, position: .zero))])
        #expect(backend.readEvents().isEmpty)
    }

    @Test func resizeQueuesAnEventAndTheNextFrameRedrawsEverything() {
        let backend = HeadlessBackend(size: Size(width: 4, height: 2))
        backend.present(Buffer(size: backend.size))
        backend.resize(to: Size(width: 6, height: 3))
        #expect(backend.size == Size(width: 6, height: 3))
        #expect(backend.readEvents() == [.resize(Size(width: 6, height: 3))])
        backend.present(Buffer(size: backend.size))
        #expect(backend.statistics.lastFrameCells == 18)
        #expect(backend.statistics.lastFrameBytes == ANSIEncoder.clearScreen.utf8.count)
    }

    /// The recorded byte stream, replayed on a terminal, shows the last frame.
    @Test func recordedOutputReplaysToTheScreen() {
        let backend = HeadlessBackend(size: Size(width: 16, height: 4), colorDepth: .indexed256)
        backend.recordsOutput = true
        var random = SeededRandom(seed: 5)
        var frame = Buffer(size: backend.size)
        for _ in 0..<40 {
            frame.write(randomText(length: 6, using: &random), at: Point(x: Int.random(in: 0...12, using: &random),
                        y: Int.random(in: 0...3, using: &random)), style: Style(foreground: .rgb(90, 200, 120)))
            backend.present(frame)
        }
        var terminal = TestTerminal(size: backend.size)
        terminal.feed(backend.output)
        #expect(screenDifference(terminal.screen, backend.screen, depth: .indexed256) == nil)
        backend.resetStatistics()
        #expect(backend.output.isEmpty && backend.statistics == BackendStatistics())
    }
}
