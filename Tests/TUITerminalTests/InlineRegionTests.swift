import Testing
import TUICore
@testable import TUITerminal

/// The inline region's bytes, played on a model of a terminal's main screen: the rows above
/// stay where they are, every frame shows exactly what it should, and nothing is left behind.
@Suite("Inline region")
struct InlineRegionTests {
    private func frame(_ lines: [String], width: Int = 20) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() { buffer.write(line, at: Point(x: 0, y: y), style: .plain) }
        return buffer
    }

    /// Draws `frames` in turn as the frame pipeline would hand them to the inline backend.
    private func play(_ frames: [Buffer], on terminal: inout LineTerminal, region: inout InlineRegion) {
        var shown: Buffer?
        for frame in frames {
            terminal.feed(region.draw(FrameUpdate(frame: frame, previous: shown, wholeRows: true)))
            shown = frame
        }
    }

    @Test func theRegionStartsBelowTheLinesAboveAndLeavesThemAlone() {
        var terminal = LineTerminal(width: 20, height: 8, lines: ["$ ls", "a.txt", "$ pick"])
        var region = InlineRegion(sequences: .ansi, colorDepth: .ansi16)
        play([frame(["> ", "a.txt", "b.txt"])], on: &terminal, region: &region)
        #expect(terminal.screen.prefix(6) == ["$ ls", "a.txt", "$ pick", ">", "a.txt", "b.txt"])
        #expect(terminal.cursor == Point(x: 0, y: 3), "parked on the region's first row")
    }

    /// At the bottom of the screen the region makes room by scrolling: the lines above go up
    /// (into the scrollback when they must), none is overwritten.
    @Test func atTheBottomTheRegionScrollsTheLinesAboveUp() {
        var terminal = LineTerminal(width: 20, height: 5, lines: ["one", "two", "three", "$ pick"])
        var region = InlineRegion(sequences: .ansi, colorDepth: .ansi16)
        play([frame(["> ", "1", "2"])], on: &terminal, region: &region)
        #expect(terminal.everything == ["one", "two", "three", "$ pick", ">", "1", "2"])
        #expect(terminal.screen == ["three", "$ pick", ">", "1", "2"])
    }

    /// Later frames rewrite only the rows that changed, each erased first: a shorter row leaves
    /// nothing of the longer one behind; a row that turns blank is erased.
    @Test func changedRowsAreErasedAndRedrawnWhole() {
        var terminal = LineTerminal(width: 20, height: 8, lines: ["$ pick"])
        var region = InlineRegion(sequences: .ansi, colorDepth: .ansi16)
        let frames = [
            frame(["> ", "banana split", "cherry", "damson"]),
            frame(["> a", "banana", "", "damson"]),
            frame(["> ab", "", "", "damson"]),
        ]
        var shown: Buffer?
        for (index, next) in frames.enumerated() {
            let bytes = region.draw(FrameUpdate(frame: next, previous: shown, wholeRows: true))
            terminal.feed(bytes)
            shown = next
            #expect(Array(terminal.screen[1...4]) == next.lines(), "frame \(index)")
            if index > 0 { #expect(!bytes.contains("damson"), "an unchanged row is not drawn again") }
        }
    }

    /// A region whose height changes (fitting its content) clears and reserves again: a taller
    /// one pushes nothing above it away, a shorter one leaves no old rows below.
    @Test func aChangeOfHeightRedrawsFromTheFirstRow() {
        var terminal = LineTerminal(width: 20, height: 8, lines: ["$ pick"])
        var region = InlineRegion(sequences: .ansi, colorDepth: .ansi16)
        play([frame(["> ", "1"]), frame(["> ", "1", "2", "3", "4"]), frame(["> x", "4"])], on: &terminal, region: &region)
        #expect(terminal.everything == ["$ pick", "> x", "4"])
        #expect(region.height == 2)
    }

    /// A resize or `fg` asks for a frame that clears: from wherever the cursor was parked, the
    /// region is cleared from its first row and drawn again at the new width.
    @Test func aClearingFrameAfterAResizeStartsFromTheFirstRow() {
        var terminal = LineTerminal(width: 20, height: 8, lines: ["$ pick"])
        var region = InlineRegion(sequences: .ansi, colorDepth: .ansi16)
        let wide = frame(["> ", "a long line here", "b"])
        play([wide], on: &terminal, region: &region)
        terminal.feed(region.draw(FrameUpdate(frame: frame(["> ", "a long…", "b"], width: 10), previous: nil, wholeRows: true)))
        #expect(terminal.everything == ["$ pick", ">", "a long…", "b"])
    }

    /// A cleared exit leaves the cursor where the region began and nothing of it; a kept one
    /// leaves the last frame and the cursor on the line below it.
    @Test func finishingClearsOrKeepsTheLastFrame() {
        for keeping in [false, true] {
            var terminal = LineTerminal(width: 20, height: 8, lines: ["$ pick"])
            var region = InlineRegion(sequences: .ansi, colorDepth: .ansi16)
            play([frame(["> ap", "apple", "apricot"])], on: &terminal, region: &region)
            terminal.feed(region.finish(keepingFrame: keeping))
            if keeping {
                #expect(terminal.everything == ["$ pick", "> ap", "apple", "apricot"])
                #expect(terminal.cursor == Point(x: 0, y: 4))
            } else {
                #expect(terminal.everything == ["$ pick"])
                #expect(terminal.cursor == Point(x: 0, y: 1))
            }
        }
    }

    /// The terminal's cursor stays hidden unless a frame asks for it; then it is parked where
    /// the frame says, and the next frame's moves start from there.
    @Test func theCursorIsParkedWhereTheFrameAsks() {
        var terminal = LineTerminal(width: 20, height: 8, lines: ["$ pick"])
        terminal.feed("\u{1B}[?25l")
        var region = InlineRegion(sequences: .ansi, colorDepth: .ansi16)
        let first = frame(["> ab", "apple"])
        terminal.feed(region.draw(FrameUpdate(frame: first, previous: nil, wholeRows: true, cursor: Point(x: 4, y: 0))))
        #expect(terminal.cursorVisible)
        #expect(terminal.cursor == Point(x: 4, y: 1))
        let second = frame(["> ab", "apricot"])
        terminal.feed(region.draw(FrameUpdate(frame: second, previous: first, wholeRows: true)))
        #expect(!terminal.cursorVisible)
        #expect(terminal.cursor == Point(x: 0, y: 1))
        #expect(terminal.screen.prefix(3) == ["$ pick", "> ab", "apricot"])
    }

    /// Random frames of random heights, each drawn over the last: the region always shows the
    /// last frame, and the lines above are never touched.
    @Test(arguments: 1...20) func randomFramesAlwaysShowTheLastOne(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var terminal = LineTerminal(width: 12, height: 10, lines: ["keep me", "$ pick"])
        var region = InlineRegion(sequences: .ansi, colorDepth: .ansi16)
        var shown: Buffer?
        let words = ["", "a", "bb", "ccc dd", "eeee ffff g", "héllo", "中文", "x"]
        for _ in 0..<40 {
            let rows = 1 + Int(random.next() % 5)
            let next = frame((0..<rows).map { _ in words[Int(random.next() % UInt64(words.count))] }, width: 12)
            terminal.feed(region.draw(FrameUpdate(frame: next, previous: shown, wholeRows: true)))
            shown = next
            #expect(terminal.screen.prefix(2) == ["keep me", "$ pick"])
            #expect(Array(terminal.screen[2..<(2 + rows)]) == next.lines())
            let below = terminal.screen[(2 + rows)...]
            #expect(below.allSatisfy { $0.isEmpty }, "nothing below the region")
        }
    }
}

/// A small seeded generator.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
