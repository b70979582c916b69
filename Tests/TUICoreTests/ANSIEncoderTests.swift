import Testing
@testable import TUICore

@Suite("ANSI encoder")
struct ANSIEncoderTests {
    private func change(_ x: Int, _ y: Int, _ text: String, _ style: Style = .plain, width: UInt8 = 1) -> CellChange {
        CellChange(position: Point(x: x, y: y), cell: Cell(grapheme: text, style: style, width: width))
    }

    @Test func movesTheCursorOnlyWhereNeeded() {
        let changes = [change(0, 0, "a"), change(1, 0, "b"), change(5, 0, "c"), change(6, 0, "d"),
                       change(0, 2, "e"), change(3, 3, "f"), change(0, 3, "g"), change(2, 3, "h")]
        #expect(ANSIEncoder.encode(changes, colorDepth: .truecolor)
            == "\u{1B}[Hab\u{1B}[3Ccd\u{1B}[3He\u{1B}[4;4Hf\rg\u{1B}[Ch")
    }

    @Test func backwardMovesAreAbsolute() {
        let changes = [change(5, 0, "a"), change(2, 0, "b")]
        #expect(ANSIEncoder.encode(changes, colorDepth: .truecolor) == "\u{1B}[1;6Ha\u{1B}[3Gb")
    }

    @Test func writesSGROnlyWhenTheStyleChanges() {
        let red = Style(foreground: .red)
        let changes = [change(0, 0, "a", red), change(1, 0, "b", red), change(2, 0, "c", red.bold), change(3, 0, "d")]
        #expect(ANSIEncoder.encode(changes, colorDepth: .ansi16) == "\u{1B}[H\u{1B}[31mab\u{1B}[1mc\u{1B}[0md")
    }

    @Test func stylesThatLookTheSameAtTheDepthNeedNoSGR() {
        let changes = [change(0, 0, "a", Style(foreground: .rgb(255, 0, 0))), change(1, 0, "b", Style(foreground: .rgb(250, 5, 5)))]
        #expect(ANSIEncoder.encode(changes, colorDepth: .indexed256) == "\u{1B}[H\u{1B}[38;5;196mab\u{1B}[0m")
        #expect(ANSIEncoder.encode(changes, colorDepth: .monochrome) == "\u{1B}[Hab")
    }

    @Test func skipsContinuationsAndPadsUnstableGlyphs() {
        let changes = [change(0, 0, "中", width: 2), CellChange(position: Point(x: 1, y: 0), cell: .continuation(.plain)),
                       change(2, 0, "❤️", width: 2), CellChange(position: Point(x: 3, y: 0), cell: .continuation(.plain)),
                       change(4, 0, "x")]
        #expect(ANSIEncoder.encode(changes, colorDepth: .truecolor) == "\u{1B}[H中  \u{1B}[3G❤️\u{1B}[1;5Hx")
    }

    @Test(arguments: [
        (Style.plain.bold, Style.plain, "\u{1B}[0m"),
        (Style.plain.bold, Style.plain.dim, "\u{1B}[0;2m"),
        (Style(foreground: .red).bold, Style(foreground: .red).dim, "\u{1B}[22;2m"),
        (Style(background: .green).bold.dim, Style(background: .green).bold, "\u{1B}[22;1m"),
        (Style(foreground: .red).bold, Style.plain.bold, "\u{1B}[39m"),
        (Style.plain.italic.underline, Style.plain.underline, "\u{1B}[23m"),
        (Style(background: .blue), Style(background: .brightBlue), "\u{1B}[104m"),
        (Style(foreground: .red, background: .blue).reversed.underline, Style.plain.bold, "\u{1B}[0;1m"),
    ])
    func shortestSGRTransition(_ old: Style, _ new: Style, _ expected: String) {
        #expect(ANSIEncoder.sgr(from: old, to: new, colorDepth: .truecolor) == expected)
    }

    @Test func sgrFromReset() {
        let style = Style(foreground: .indexed(208), background: .rgb(1, 2, 3), attributes: [.bold, .strikethrough])
        #expect(ANSIEncoder.sgr(for: style, colorDepth: .truecolor) == "\u{1B}[0;1;9;38;5;208;48;2;1;2;3m")
        #expect(ANSIEncoder.sgr(for: style, colorDepth: .ansi8) == "\u{1B}[0;1;9;33;40m")
        #expect(ANSIEncoder.sgr(for: .plain, colorDepth: .truecolor) == "\u{1B}[0m")
    }

    @Test func byteCountMatchesTheEncoding() {
        var old = Buffer(size: Size(width: 20, height: 5))
        old.write("hello", at: .zero, style: .plain)
        var new = old
        new.write("world 🍎", at: Point(x: 3, y: 2), style: Style(foreground: .green))
        let changes = new.changes(from: old)
        let encoded = ANSIEncoder.encode(changes, colorDepth: .truecolor)
        #expect(ANSIEncoder.byteCount(of: changes, from: old, colorDepth: .truecolor) == encoded.utf8.count)
        #expect(encoded == "\u{1B}[3;4H\u{1B}[32mworld 🍎\u{1B}[0m")
    }

    @Test func aFrameOfAnotherSizeClearsFirst() {
        var buffer = Buffer(size: Size(width: 4, height: 2))
        buffer.write("ok", at: Point(x: 1, y: 1), style: .plain)
        #expect(ANSIEncoder.encodeFrame(buffer, over: nil, colorDepth: .truecolor) == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[2;2Hok")
        #expect(ANSIEncoder.encodeFrame(buffer, over: buffer, colorDepth: .truecolor) == "")
    }
}
