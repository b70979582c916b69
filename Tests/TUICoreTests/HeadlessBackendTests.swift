import Testing
@testable import TUICore

@Suite("Headless backend")
@MainActor
struct HeadlessBackendTests {
    @Test func presentShowsTheFrameAndCountsRealisticBytes() {
        let backend = HeadlessBackend(size: Size(width: 20, height: 4))
        backend.present(FrameUpdate(frame: Buffer(size: backend.size), previous: nil))
        backend.resetStatistics()
        var frame = Buffer(size: backend.size)
        frame.write("Fruit Stand", at: Point(x: 2, y: 0), style: Style(foreground: .green).bold)
        backend.present(FrameUpdate(frame: frame, previous: Buffer(size: backend.size)))
        let expected = ANSIEncoder.encode(frame.changes(from: Buffer(size: backend.size)), colorDepth: .truecolor)
        #expect(backend.screen == frame)
        #expect(backend.statistics.framesPresented == 1)
        #expect(backend.statistics.cellsWritten == 11)
        #expect(backend.statistics.bytesWritten == expected.utf8.count)
        #expect(backend.statistics.lastFrameBytes == expected.utf8.count)
        backend.present(FrameUpdate(frame: frame, previous: frame))
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
        deep.present(FrameUpdate(frame: frame, previous: Buffer(size: frame.size)))
        shallow.present(FrameUpdate(frame: frame, previous: Buffer(size: frame.size)))
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
        let first = Buffer(size: backend.size)
        backend.present(FrameUpdate(frame: first, previous: nil))
        backend.resize(to: Size(width: 6, height: 3))
        #expect(backend.size == Size(width: 6, height: 3))
        #expect(backend.readEvents() == [.resize(Size(width: 6, height: 3))])
        backend.present(FrameUpdate(frame: Buffer(size: backend.size), previous: first))
        #expect(backend.statistics.lastFrameCells == 18)
        #expect(backend.statistics.lastFrameBytes == ANSIEncoder.clearScreen.utf8.count)
    }

    /// The recorded byte stream, replayed on a terminal, shows the last frame.
    @Test func recordedOutputReplaysToTheScreen() {
        let backend = HeadlessBackend(size: Size(width: 16, height: 4), colorDepth: .indexed256)
        backend.recordsOutput = true
        var random = SeededRandom(seed: 5)
        var frame = Buffer(size: backend.size)
        var shown: Buffer?
        for _ in 0..<40 {
            frame.write(randomText(length: 6, using: &random), at: Point(x: Int.random(in: 0...12, using: &random),
                        y: Int.random(in: 0...3, using: &random)), style: Style(foreground: .rgb(90, 200, 120)))
            backend.present(FrameUpdate(frame: frame, previous: shown))
            shown = frame
            #expect(backend.screen == frame, "the screen is the frame, wide glyphs and all")
        }
        var terminal = TestTerminal(size: backend.size)
        terminal.feed(backend.output)
        #expect(screenDifference(terminal.screen, backend.screen, depth: .indexed256) == nil)
        backend.resetStatistics()
        #expect(backend.output.isEmpty && backend.statistics == BackendStatistics())
    }

    /// The cursor a frame carries: hidden unless asked for, put back after every frame that
    /// drew (drawing moves it), hidden again; the bytes say so, and a VT model agrees.
    @Test func theCursorIsHiddenByDefaultAndPlacedWhereTheFrameSays() {
        let backend = HeadlessBackend(size: Size(width: 10, height: 3))
        backend.recordsOutput = true
        var frame = Buffer(size: backend.size)
        frame.write("abc", at: .zero, style: .plain)
        backend.present(FrameUpdate(frame: frame, previous: nil))
        #expect(backend.cursor == nil)
        #expect(!backend.output.contains("\u{1B}[?25"), "a hidden cursor costs no bytes")
        var next = frame
        next.write("x", at: Point(x: 5, y: 1), style: .plain)
        backend.present(FrameUpdate(frame: next, previous: frame, cursor: Point(x: 2, y: 2)))
        #expect(backend.cursor == Point(x: 2, y: 2))
        #expect(backend.output.hasSuffix("x\u{1B}[3;3H\u{1B}[?25h"))
        backend.present(FrameUpdate(frame: next, previous: next, cursor: Point(x: 2, y: 2)))
        #expect(backend.statistics.lastFrameBytes == 0, "an unchanged frame with the cursor where it was writes nothing")
        backend.present(FrameUpdate(frame: next, previous: next, cursor: Point(x: 9, y: 9)))
        #expect(backend.cursor == nil, "a cursor outside the frame is hidden")
        #expect(backend.output.hasSuffix("\u{1B}[?25l"))
    }

    /// After `invalidateScreen()` the backend asks for a full redraw until the next update.
    @Test func invalidatingTheScreenAsksForAFullRedraw() {
        let backend = HeadlessBackend(size: Size(width: 4, height: 1))
        #expect(!backend.needsFullRedraw)
        backend.invalidateScreen()
        #expect(backend.needsFullRedraw)
        backend.present(FrameUpdate(frame: Buffer(size: backend.size), previous: nil))
        #expect(!backend.needsFullRedraw)
    }
}
