import Testing
@testable import TUICore

@Suite("Buffer writes: clipping and truncation")
struct BufferWriteTests {
    @Test func writesASCIIAndWideGlyphs() {
        var buffer = Buffer(size: Size(width: 10, height: 1))
        let red = Style(foreground: .red)
        #expect(buffer.write("ab中c", at: .zero, style: red) == 5)
        #expect(buffer.text(row: 0) == "ab中c     ")
        #expect(buffer[2, 0] == Cell(grapheme: "中", style: red, width: 2))
        #expect(buffer[3, 0] == .continuation(red))
        #expect(buffer[4, 0].grapheme == "c")
        #expect(buffer.keepsWideGlyphInvariant)
    }

    @Test func truncatesWithEllipsisAtTheClipEdge() {
        var buffer = Buffer(size: Size(width: 12, height: 1))
        let written = buffer.write("Hello, world", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(written == 8)
        #expect(buffer.text(row: 0) == "Hello, …    ")
    }

    @Test func wideGlyphAtTheClipEdgeIsDroppedBeforeTheEllipsis() {
        var buffer = Buffer(size: Size(width: 6, height: 1), filling: Cell(grapheme: "."))
        let written = buffer.write("ab日本", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(written == 3)
        #expect(buffer.text(row: 0) == "ab…...", "column 3 is left alone, nothing past the clip is touched")
        #expect(buffer.keepsWideGlyphInvariant)
    }

    @Test func clippingModeFillsTheStraddledColumnWithASpace() {
        var buffer = Buffer(size: Size(width: 6, height: 1), filling: Cell(grapheme: "."))
        let written = buffer.write("ab日本", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, width: 3, height: 1),
                                   lineBreakMode: .byClipping)
        #expect(written == 3)
        #expect(buffer.text(row: 0) == "ab ...")
    }

    @Test func wideGlyphAtTheRightEdgeOfTheGrid() {
        var buffer = Buffer(size: Size(width: 5, height: 2))
        buffer.write("abcd日", at: .zero, style: .plain)
        #expect(buffer.text(row: 0) == "abcd…")
        buffer.write("abcd日", at: Point(x: 0, y: 1), style: .plain, lineBreakMode: .byClipping)
        #expect(buffer.text(row: 1) == "abcd ")
        buffer[4, 1] = Cell(grapheme: "語", width: 2)
        #expect(buffer[4, 1] == .blank, "a wide cell cannot start in the last column")
        #expect(buffer.keepsWideGlyphInvariant)
    }

    @Test func textStartingLeftOfTheClipIsCutWithoutEllipsis() {
        var buffer = Buffer(size: Size(width: 6, height: 1), filling: Cell(grapheme: "."))
        buffer.write("日本語", at: Point(x: -1, y: 0), style: .plain)
        #expect(buffer.text(row: 0) == " 本語.", "日 straddles column 0: its visible half is a space")
        var clipped = Buffer(size: Size(width: 8, height: 1), filling: Cell(grapheme: "."))
        clipped.write("abcdef", at: .zero, style: .plain, clip: Rect(x: 2, y: 0, width: 6, height: 1))
        #expect(clipped.text(row: 0) == "..cdef..")
    }

    @Test func headAndMiddleTruncation() {
        var buffer = Buffer(size: Size(width: 5, height: 2))
        buffer.write("abcdefgh", at: .zero, style: .plain, lineBreakMode: .byTruncatingHead)
        buffer.write("abcdefgh", at: Point(x: 0, y: 1), style: .plain, lineBreakMode: .byTruncatingMiddle)
        #expect(buffer.lines() == ["…efgh", "ab…gh"])
    }

    @Test func rowsOutsideTheClipAreUntouched() {
        var buffer = Buffer(size: Size(width: 4, height: 3))
        #expect(buffer.write("xx", at: Point(x: 0, y: 2), style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 2)) == 0)
        #expect(buffer.write("xx", at: Point(x: 0, y: 5), style: .plain) == 0)
        #expect(buffer.write("xx", at: Point(x: 4, y: 0), style: .plain) == 0)
        #expect(buffer == Buffer(size: Size(width: 4, height: 3)))
    }

    @Test func controlAndZeroWidthCharacters() {
        var buffer = Buffer(size: Size(width: 8, height: 1))
        #expect(buffer.write("a\tb\u{200B}c\ne\u{301}", at: .zero, style: .plain) == 6)
        #expect(buffer.lines() == ["a\u{FFFD}bc\u{FFFD}e\u{301}"])
        #expect(buffer[5, 0].grapheme == "e\u{301}", "a combining accent stays in its base's cell")
    }

    /// Line and paragraph separators (U+2028, U+2029) are drawn as `�` like the other line
    /// breaks: a terminal gives them no width of its own (found by the text fuzzer, typed into a
    /// filter field). In a multi-line label they break the line.
    @Test func lineAndParagraphSeparatorsNeverReachTheTerminal() {
        var buffer = Buffer(size: Size(width: 8, height: 2))
        #expect(buffer.write("a\u{2028}b\u{2029}c", at: .zero, style: .plain) == 5)
        #expect(buffer.lines() == ["a\u{FFFD}b\u{FFFD}c", ""])
        #expect("a\u{2028}b".terminalWidth == 3 && "a\u{2028}b".truncated(toWidth: 2) == "a…")
        buffer = Buffer(size: Size(width: 8, height: 2))
        #expect(buffer.write("x\u{2028}y", in: Rect(x: 0, y: 0, width: 8, height: 2), style: .plain, numberOfLines: 0) == 2)
        #expect(buffer.lines() == ["x", "y"])
    }

    /// A cell's grapheme never joins its neighbour's in a terminal, so each row is as wide as the
    /// buffer says (found by the text fuzzer): graphemes a dropped zero-width character kept
    /// apart are measured and drawn joined, as the terminal will join them; a text starting with
    /// a combining scalar that has width (a skin-tone modifier, a vowel sign) draws it as `�`
    /// rather than let it join the cell before; a ZWJ ending a text is dropped.
    @Test func cellsNeverJoinTheirNeighbours() {
        var buffer = Buffer(size: Size(width: 8, height: 1))
        #expect(buffer.write("🍎\u{200D}\u{200B}👋🏿|", at: .zero, style: .plain) == 3)
        #expect(buffer[0, 0].grapheme == "🍎\u{200D}👋🏿" && buffer[2, 0].grapheme == "|")
        #expect(buffer.rowIsAsWideAsItsCells(0))

        buffer = Buffer(size: Size(width: 8, height: 1))
        #expect(buffer.write("🥲\u{FEFF}🏽|", at: .zero, style: .plain) == 3)
        #expect(buffer[0, 0].grapheme == "🥲🏽" && buffer[2, 0].grapheme == "|")

        buffer = Buffer(size: Size(width: 8, height: 1))
        buffer.write("🥲", at: .zero, style: .plain)
        #expect(buffer.write("🏽🏽x", at: Point(x: 2, y: 0), style: .plain) == 2)
        #expect(buffer.write("\u{93F}y", at: Point(x: 4, y: 0), style: .plain) == 2)
        #expect(buffer.lines() == ["🥲\u{FFFD}x\u{FFFD}y"])
        #expect(buffer.rowIsAsWideAsItsCells(0))

        buffer = Buffer(size: Size(width: 8, height: 1))
        #expect(buffer.write("🍎\u{200D}", at: .zero, style: .plain) == 2)
        buffer.write("🍊", at: Point(x: 2, y: 0), style: .plain)
        #expect(buffer[0, 0].grapheme == "🍎")
        #expect(buffer.rowIsAsWideAsItsCells(0))
        #expect("🍎\u{200D}\u{200B}👋🏿".terminalWidth == 2 && "🍎\u{200D}\u{200B}👋🏿".truncated(toWidth: 4) == "🍎\u{200D}👋🏿")
    }

    @Test func aWideClusterIsSpreadOverCells() {
        var buffer = Buffer(size: Size(width: 5, height: 1))
        #expect(buffer.write("न्त्र|", at: .zero, style: .plain) == 4)
        #expect((0..<3).map { buffer[$0, 0].width } == [1, 1, 1])
        #expect(buffer[3, 0].grapheme == "|")
    }

    /// Where a cut or clip ends a write after a grapheme ending in ZWJ (`🏳️‍🌈‍` before "Gala"),
    /// the cell drops the ZWJ: it would join the emoji in the next cell (found by the text
    /// fuzzer).
    @Test func aCellNeverEndsInAJoiner() {
        for mode in [LineBreakMode.byWordWrapping, .byClipping, .byCharWrapping] {
            var buffer = Buffer(size: Size(width: 8, height: 1))
            buffer.write("🍊🍊🍊🍊", at: .zero, style: .plain)
            buffer.write("❤️🏳️‍🌈\u{200D}Gala", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 1), lineBreakMode: mode)
            #expect(buffer[2, 0].grapheme == "🏳️‍🌈", "\(mode)")
            #expect(buffer.rowIsAsWideAsItsCells(0), "\(mode)")
        }
    }

    /// A cluster spread over several cells (a letter with a skin-tone modifier, an Indic
    /// conjunct) that a clip edge cuts is not split either: its visible columns become spaces.
    /// Drawn in part, a cell like `🏽` would join whatever cell precedes it (found by the text
    /// fuzzer).
    @Test func aClusterTheClipCutsIsNeverSplit() {
        var buffer = Buffer(size: Size(width: 6, height: 1), filling: Cell(grapheme: "."))
        #expect(buffer.write("e\u{301}🏽x", at: Point(x: -1, y: 0), style: .plain) == 4)
        #expect(buffer.lines() == ["  x..."])
        buffer = Buffer(size: Size(width: 6, height: 1), filling: Cell(grapheme: "."))
        #expect(buffer.write("abन्त्र", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 1), lineBreakMode: .byClipping) == 4)
        #expect(buffer.lines() == ["ab  .."])
        buffer = Buffer(size: Size(width: 6, height: 1), filling: Cell(grapheme: "."))
        buffer.write("🍊", at: Point(x: 1, y: 0), style: .plain)
        buffer.write("e\u{301}🏽", at: Point(x: 2, y: 0), style: .plain, clip: Rect(x: 3, y: 0, width: 3, height: 1))
        #expect(buffer.lines() == [".🍊  ."], "no 🏽 after the orange half")
        #expect(buffer.rowIsAsWideAsItsCells(0))
    }

    @Test func textInARectWrapsAndAligns() {
        var buffer = Buffer(size: Size(width: 12, height: 4))
        let rows = buffer.write("one two three four", in: Rect(x: 1, y: 1, width: 10, height: 3), style: .plain,
                                alignment: .center, numberOfLines: 0)
        #expect(rows == 2)
        #expect(buffer.lines() == ["", "  one two", " three four", ""])
        var single = Buffer(size: Size(width: 10, height: 1))
        single.write("Apples", in: single.bounds, style: .plain, alignment: .trailing)
        #expect(single.text(row: 0) == "    Apples")
        var truncated = Buffer(size: Size(width: 8, height: 2))
        #expect(truncated.write("alpha beta gamma delta", in: truncated.bounds, style: .plain, numberOfLines: 2) == 2)
        #expect(truncated.lines() == ["alpha", "beta ga…"])
    }

    /// Random writes with random clips never break the wide-glyph invariant, never touch rows
    /// outside the clip, and touch at most one column beside it (blanking half a wide glyph).
    @Test func randomWritesRespectClipAndInvariant() {
        var random = SeededRandom(seed: 2024)
        var buffer = Buffer(size: Size(width: 16, height: 4))
        for step in 0..<600 {
            let before = buffer
            let clip = Rect(x: Int.random(in: -2...14, using: &random), y: Int.random(in: -1...3, using: &random),
                            width: Int.random(in: 0...12, using: &random), height: Int.random(in: 1...3, using: &random))
            let point = Point(x: Int.random(in: -4...16, using: &random), y: Int.random(in: 0...3, using: &random))
            let text = randomText(length: Int.random(in: 0...10, using: &random), using: &random)
            let mode = LineBreakMode.allCases.randomElement(using: &random)!
            let written = buffer.write(text, at: point, style: Style(foreground: .ansi(UInt8(step % 16))), clip: clip, lineBreakMode: mode)
            #expect(buffer.keepsWideGlyphInvariant, "step \(step)")
            let limit = clip.intersection(buffer.bounds)
            #expect(written >= 0 && written <= max(0, limit.maxX - point.x))
            for y in 0..<4 {
                for x in 0..<16 where buffer[x, y] != before[x, y] {
                    let inside = limit.contains(Point(x: x, y: y))
                    let beside = y == point.y && (x == limit.minX - 1 || x == limit.maxX) && buffer[x, y].grapheme == " "
                    #expect(inside || beside, "step \(step): (\(x), \(y)) changed outside \(limit)")
                }
            }
        }
    }

    /// Printable ASCII takes a fast path; a zero-width space (dropped when drawn) forces the
    /// general one, which must give the same cells and advance.
    @Test func asciiFastPathMatchesTheGeneralPath() {
        var random = SeededRandom(seed: 99)
        for _ in 0..<300 {
            let ascii = String((0..<Int.random(in: 0...12, using: &random)).map { _ in
                Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            })
            let point = Point(x: Int.random(in: -3...8, using: &random), y: 0)
            var fast = Buffer(size: Size(width: 10, height: 1))
            var general = Buffer(size: Size(width: 10, height: 1))
            let a = fast.write(ascii, at: point, style: .plain)
            let b = general.write(ascii + "\u{200B}", at: point, style: .plain)
            #expect(a == b, "\(ascii) at \(point.x)")
            #expect(fast == general, "\(ascii) at \(point.x)")
        }
    }
}
