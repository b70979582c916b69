import Testing
@testable import TUICore

@Suite("Canvas regions and drawing")
struct CanvasTests {
    @Test func regionsMoveTheOriginAndNarrowTheClip() {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 10, height: 4)))
        canvas.withRegion(Rect(x: 2, y: 1, width: 5, height: 2)) { region in
            #expect(region.origin == Point(x: 2, y: 1))
            #expect(region.clip == Rect(x: 2, y: 1, width: 5, height: 2))
            #expect(region.visibleRect == Rect(x: 0, y: 0, width: 5, height: 2))
            region.write("Hello, world", at: .zero, style: .plain)
            region.write("below", at: Point(x: 0, y: 2), style: .plain)
        }
        #expect(canvas.origin == .zero && canvas.clip == canvas.buffer.bounds, "restored afterwards")
        #expect(canvas.buffer.lines() == ["", "  Hell…", "", ""])
    }

    @Test func nestedRegionsComposeOriginsAndIntersectClips() {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 12, height: 5)))
        canvas.withRegion(Rect(x: 2, y: 1, width: 6, height: 3)) { outer in
            outer.withRegion(Rect(x: 3, y: 1, width: 6, height: 4)) { inner in
                #expect(inner.origin == Point(x: 5, y: 2))
                #expect(inner.clip == Rect(x: 5, y: 2, width: 3, height: 2))
                #expect(inner.visibleRect == Rect(x: 0, y: 0, width: 3, height: 2))
                inner.fill(Rect(x: -5, y: -5, width: 20, height: 20), style: .plain)
                inner.write("abcdef", at: .zero, style: .plain)
                inner.set(Cell(grapheme: "中", width: 2), at: Point(x: 2, y: 1))
                inner.set(Cell(grapheme: "x"), at: Point(x: 3, y: 1))
            }
            #expect(outer.origin == Point(x: 2, y: 1))
        }
        #expect(canvas.buffer.lines() == ["", "", "     ab…", "", ""], "a wide cell that does not fit the clip is not set")
    }

    @Test func regionsOutsideTheClipDoNotRun() {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 4, height: 4)))
        var ran = false
        canvas.withRegion(Rect(x: 10, y: 0, width: 2, height: 2)) { _ in ran = true }
        #expect(!ran)
        canvas.withRegion(Rect(x: 1, y: 1, width: 0, height: 2)) { _ in ran = true }
        #expect(!ran)
    }

    @Test func negativeOriginsClipOnTheLeft() {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 6, height: 1)))
        canvas.withRegion(Rect(x: -2, y: 0, width: 8, height: 1)) { region in
            region.write("abcdef", at: .zero, style: .plain)
        }
        #expect(canvas.buffer.lines() == ["cdef"])
        #expect(canvas.cell(at: Point(x: 1, y: 0)).grapheme == "d")
    }

    @Test func writeHonoursMaxWidthAndReturnsTheAdvance() {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 10, height: 1)))
        #expect(canvas.write("abcdef", at: .zero, style: .plain, maxWidth: 4) == 4)
        #expect(canvas.write("xy", at: Point(x: 5, y: 0), style: .plain) == 2)
        #expect(canvas.buffer.lines() == ["abc… xy"])
    }

    @Test func roundedBoxWithTitle() {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 14, height: 4)))
        canvas.drawBox(Rect(x: 1, y: 0, width: 12, height: 4), style: .plain, title: "Fruits")
        #expect(canvas.buffer.lines() == [" ╭─ Fruits ─╮", " │          │", " │          │", " ╰──────────╯"])
    }

    @Test(arguments: [
        (BoxBorder.square, ["┌──┐", "│  │", "└──┘"]), (.heavy, ["┏━━┓", "┃  ┃", "┗━━┛"]), (.double, ["╔══╗", "║  ║", "╚══╝"]),
    ])
    func borderStyles(_ border: BoxBorder, _ expected: [String]) {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 4, height: 3)))
        canvas.drawBox(canvas.visibleRect, style: .plain, border: border)
        #expect(canvas.buffer.lines() == expected)
    }

    @Test func boxesAndRulesClipAndDegenerate() {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 8, height: 4)))
        canvas.withRegion(Rect(x: 0, y: 0, width: 5, height: 3)) { region in
            region.drawBox(Rect(x: 2, y: 1, width: 6, height: 4), style: .plain, title: "Long title")
        }
        canvas.drawBox(Rect(x: 6, y: 0, width: 1, height: 3), style: .plain)
        canvas.drawBox(Rect(x: 0, y: 3, width: 4, height: 1), style: .plain)
        canvas.drawHorizontalRule(at: Point(x: 5, y: 3), length: 3, style: .plain, border: .double)
        canvas.drawVerticalRule(at: Point(x: 7, y: 0), length: 2, style: .plain, border: .heavy)
        #expect(canvas.buffer.lines() == ["      │┃", "  ╭── │┃", "  │   │", "──── ═══"])
    }

    @Test func alignedTextInARect() {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 12, height: 3)))
        canvas.withRegion(Rect(x: 1, y: 0, width: 10, height: 3)) { region in
            region.write("left", in: Rect(x: 0, y: 0, width: 10, height: 1), style: .plain)
            region.write("mid", in: Rect(x: 0, y: 1, width: 10, height: 1), style: .plain, alignment: .center)
            region.write("right", in: Rect(x: 0, y: 2, width: 10, height: 1), style: .plain, alignment: .trailing)
        }
        #expect(canvas.buffer.lines() == [" left", "    mid", "      right"])
        var wrapped = Canvas(buffer: Buffer(size: Size(width: 6, height: 3)))
        #expect(wrapped.write("one two three", in: wrapped.visibleRect, style: .plain, numberOfLines: 0) == 3)
        #expect(wrapped.buffer.lines() == ["one", "two", "three"])
    }

    @Test func updateStylesStaysInTheClip() {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 6, height: 2)))
        canvas.withRegion(Rect(x: 1, y: 0, width: 2, height: 1)) { region in
            region.updateStyles(in: Rect(x: -1, y: 0, width: 10, height: 5)) { $0.attributes.insert(.reverse) }
        }
        let reversed = (0..<6).filter { canvas.buffer[$0, 0].style.attributes.contains(.reverse) }
        #expect(reversed == [1, 2])
        #expect(!canvas.buffer[1, 1].style.attributes.contains(.reverse))
    }
}
