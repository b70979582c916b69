import Testing
@testable import TUICore

@Suite("Buffer: overwriting halves of wide glyphs")
struct BufferWideGlyphTests {
    private func bufferWithWide() -> Buffer {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.write("中文", at: .zero, style: Style(foreground: .green))
        return buffer
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        var buffer = bufferWithWide()
        buffer[1, 0] = Cell(grapheme: "x")
        #expect(buffer.text(row: 0) == " x文  ")
        #expect(buffer[0, 0] == .blank(Style(foreground: .green)), "the blanked half keeps its style")
        #expect(buffer.keepsWideGlyphInvariant)
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        var buffer = bufferWithWide()
        buffer[2, 0] = Cell(grapheme: "y")
        #expect(buffer.text(row: 0) == "中y   ")
        #expect(buffer.keepsWideGlyphInvariant)
    }

    @Test func aWideGlyphStraddlingTwoOthersBlanksBothOuterHalves() {
        var buffer = bufferWithWide()
        buffer.write("日", at: Point(x: 1, y: 0), style: .plain)
        #expect(buffer.text(row: 0) == " 日   ")
        #expect(buffer[1, 0].width == 2 && buffer[2, 0].isContinuation && buffer[3, 0] == .blank(Style(foreground: .green)))
        #expect(buffer.keepsWideGlyphInvariant)
    }

    @Test func writingAContinuationCellDirectly() {
        var buffer = bufferWithWide()
        buffer[1, 0] = .continuation(Style(foreground: .red))
        #expect(buffer[0, 0] == Cell(grapheme: "中", style: Style(foreground: .red), width: 2),
                "a continuation written over a continuation restyles the glyph")
        #expect(buffer[1, 0] == .continuation(Style(foreground: .red)))
        buffer[4, 0] = .continuation(.plain)
        #expect(buffer[4, 0] == .blank, "a stray continuation becomes a blank")
        buffer[2, 0] = .continuation(.plain)
        #expect(buffer.text(row: 0) == "中    ", "over a leading half it blanks the glyph")
        #expect(buffer.keepsWideGlyphInvariant)
    }

    @Test func fillingWithAWideCellRepeatsItEveryTwoColumns() {
        var buffer = Buffer(size: Size(width: 5, height: 1))
        buffer.fill(buffer.bounds, with: Cell(grapheme: "🍎", width: 2))
        #expect(buffer.text(row: 0) == "🍎🍎 ")
        #expect(buffer.keepsWideGlyphInvariant)
        let filled = Buffer(size: Size(width: 3, height: 2), filling: Cell(grapheme: "日", width: 2))
        #expect(filled.lines() == ["日", "日"])
        #expect(filled.keepsWideGlyphInvariant)
    }

    @Test func fillOverHalfAGlyphBlanksTheOtherHalf() {
        var buffer = bufferWithWide()
        buffer.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell(grapheme: "-"))
        #expect(buffer.text(row: 0) == " --   ")
        #expect(buffer.keepsWideGlyphInvariant)
    }

    /// Every kind of mutation, at random, keeps the invariant.
    @Test func randomMutationsKeepTheInvariant() {
        var random = SeededRandom(seed: 31337)
        var buffer = Buffer(size: Size(width: 9, height: 3))
        let cells = [Cell(grapheme: "a"), Cell(grapheme: "中", width: 2), Cell(grapheme: "🍎", width: 2),
                     .continuation(.plain), .blank(Style(background: .blue))]
        for step in 0..<2000 {
            let x = Int.random(in: -1...9, using: &random), y = Int.random(in: 0...2, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: buffer[x, y] = cells.randomElement(using: &random)!
            case 1: buffer.write(randomText(length: 4, using: &random), at: Point(x: x, y: y), style: .plain)
            case 2: buffer.fill(Rect(x: x, y: y, width: Int.random(in: 0...4, using: &random), height: 1),
                                with: cells.randomElement(using: &random)!)
            default: buffer.updateStyles(in: Rect(x: x, y: y, width: 2, height: 1)) { $0.attributes.insert(.bold) }
            }
            #expect(buffer.keepsWideGlyphInvariant, "step \(step)")
        }
    }
}

@Suite("Buffer diff")
struct BufferDiffTests {
    @Test func identicalBuffersHaveNoChanges() {
        var buffer = Buffer(size: Size(width: 5, height: 2))
        buffer.write("hi 中", at: .zero, style: .plain)
        #expect(buffer.changes(from: buffer).isEmpty)
    }

    @Test func reportsChangedCellsInRowMajorOrder() {
        let old = Buffer(size: Size(width: 4, height: 2))
        var new = old
        new[3, 0] = Cell(grapheme: "a")
        new[0, 1] = Cell(grapheme: "b")
        #expect(new.changes(from: old) == [
            CellChange(position: Point(x: 3, y: 0), cell: Cell(grapheme: "a")),
            CellChange(position: Point(x: 0, y: 1), cell: Cell(grapheme: "b")),
        ])
    }

    @Test func differentSizesReportEveryCell() {
        let new = Buffer(size: Size(width: 3, height: 2))
        #expect(new.changes(from: Buffer(size: Size(width: 2, height: 2))).count == 6)
    }

    @Test func restylingEitherHalfRestylesTheGlyphAndReEmitsItsLeadingCell() {
        var old = Buffer(size: Size(width: 4, height: 1))
        old.write("中", at: Point(x: 1, y: 0), style: .plain)
        for half in [1, 2] {
            var new = old
            new.updateStyles(in: Rect(x: half, y: 0, width: 1, height: 1)) { $0.background = .blue }
            #expect(new[1, 0].style.background == .blue && new[2, 0].style.background == .blue)
            let changes = new.changes(from: old)
            #expect(changes.map(\.position) == [Point(x: 1, y: 0), Point(x: 2, y: 0)])
            #expect(changes[0].cell.grapheme == "中")
        }
    }

    @Test func wideToNarrowAndBack() {
        var wide = Buffer(size: Size(width: 4, height: 1))
        wide.write("中", at: .zero, style: .plain)
        var narrow = wide
        narrow.write("ab", at: .zero, style: .plain)
        #expect(narrow.changes(from: wide).map(\.position.x) == [0, 1])
        #expect(wide.changes(from: narrow).map(\.position.x) == [0, 1])
        var shifted = Buffer(size: Size(width: 4, height: 1))
        shifted.write("中", at: Point(x: 1, y: 0), style: .plain)
        #expect(shifted.changes(from: wide).map(\.position.x) == [0, 1, 2])
    }

    /// Replaying the changes onto the old buffer gives the new one, and so does a terminal fed
    /// the encoded bytes: diff, encoder and cursor logic agree, wide glyphs included.
    @Test(arguments: [ColorDepth.truecolor, .indexed256, .ansi16, .monochrome])
    func replayingChangesGivesTheNewBuffer(depth: ColorDepth) {
        var random = SeededRandom(seed: UInt64(depth.rawValue))
        let styles = [Style.plain, Style(foreground: .red).bold, Style(background: .rgb(10, 200, 30)).underline,
                      Style(foreground: .indexed(200)).dim, Style.plain.reversed.italic]
        var old = Buffer(size: Size(width: 12, height: 4))
        var terminal = TestTerminal(size: old.size)
        for round in 0..<150 {
            var new = old
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let point = Point(x: Int.random(in: -2...11, using: &random), y: Int.random(in: 0...3, using: &random))
                new.write(randomText(length: Int.random(in: 1...5, using: &random), using: &random), at: point,
                          style: styles.randomElement(using: &random)!)
            }
            if Bool.random(using: &random) {
                let x = Int.random(in: 0...11, using: &random), y = Int.random(in: 0...3, using: &random)
                new.updateStyles(in: Rect(x: x, y: y, width: 1, height: 1)) { $0.background = .magenta }
            }
            let changes = new.changes(from: old)
            var replayed = old
            for change in changes { replayed[change.position.x, change.position.y] = change.cell }
            #expect(firstDifference(replayed, new) == nil, "round \(round)")
            terminal.feed(ANSIEncoder.encode(changes, colorDepth: depth))
            #expect(screenDifference(terminal.screen, new, depth: depth) == nil, "round \(round)")
            old = new
        }
    }
}
