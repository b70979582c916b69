import Testing
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import TUICore

@Suite("Export: plain text, ANSI, SVG")
struct ExportTests {
    private func sampleBuffer() -> Buffer {
        var buffer = Buffer(size: Size(width: 12, height: 3))
        buffer.write("ab", at: .zero, style: Style(foreground: .red))
        buffer.write("中", at: Point(x: 3, y: 0), style: .plain)
        buffer.write("<&> \"q\"", at: Point(x: 0, y: 1), style: Style(foreground: .rgb(1, 2, 3), background: .indexed(24)).bold)
        buffer.drawBox(Rect(x: 8, y: 0, width: 4, height: 3), style: Style(foreground: .green))
        return buffer
    }

    @Test func plainTextHasOneLinePerRow() {
        let buffer = sampleBuffer()
        #expect(buffer.plainText() == "ab 中   ╭──╮\n<&> \"q\" │  │\n        ╰──╯")
        #expect(buffer.lines(trimmingTrailingSpaces: false)[0] == "ab 中   ╭──╮")
        #expect(Buffer(size: Size(width: 3, height: 2)).lines() == ["", ""])
        #expect(Buffer(size: Size(width: 3, height: 2)).plainText(trimmingTrailingSpaces: false) == "   \n   ")
    }

    @Test func ansiTextOfASimpleScreen() {
        var buffer = Buffer(size: Size(width: 5, height: 2))
        buffer.write("ab", at: .zero, style: Style(foreground: .red))
        buffer.write("中", at: Point(x: 3, y: 0), style: .plain)
        #expect(buffer.ansiText() == "\u{1B}[31mab\u{1B}[0m 中\n\n")
        var bold = Buffer(size: Size(width: 3, height: 1))
        bold.write("x", at: .zero, style: Style(background: .rgb(1, 2, 3)).bold)
        #expect(bold.ansiText() == "\u{1B}[1;48;2;1;2;3mx\u{1B}[0m\n")
        #expect(bold.ansiText(colorDepth: .indexed256) == "\u{1B}[1;48;5;16mx\u{1B}[0m\n")
        #expect(bold.ansiText(colorDepth: .monochrome) == "\u{1B}[1mx\u{1B}[0m\n")
    }

    @Test(arguments: ColorDepth.allCases)
    func ansiTextParsesBackToTheScreen(depth: ColorDepth) {
        let buffer = sampleBuffer()
        var terminal = TestTerminal(size: buffer.size)
        terminal.feed(buffer.ansiText(colorDepth: depth))
        #expect(screenDifference(terminal.screen, buffer, depth: depth) == nil)
    }

    /// Fed one after another, the updates of a run of frames leave a terminal showing the
    /// last frame; an unchanged frame costs nothing, and a new size starts from a clear screen.
    @Test(arguments: ColorDepth.allCases)
    func ansiUpdatesReplayARunOfFrames(depth: ColorDepth) {
        let first = sampleBuffer()
        var second = first
        second.write("changed", at: Point(x: 1, y: 1), style: Style(foreground: .red, attributes: .bold))
        var terminal = TestTerminal(size: first.size)
        terminal.newlineReturns = false
        terminal.feed(first.ansiUpdate(from: nil, colorDepth: depth))
        #expect(screenDifference(terminal.screen, first, depth: depth) == nil)
        let update = second.ansiUpdate(from: first, colorDepth: depth)
        #expect(update.utf8.count < second.ansiUpdate(from: nil, colorDepth: depth).utf8.count, "only the changed cells")
        terminal.feed(update)
        #expect(screenDifference(terminal.screen, second, depth: depth) == nil)
        #expect(second.ansiUpdate(from: second, colorDepth: depth) == "")

        var wider = Buffer(size: Size(width: first.size.width + 4, height: first.size.height))
        wider.write("wide", at: .zero, style: .plain)
        var stale = Buffer(size: wider.size)
        stale.write(String(repeating: "x", count: wider.size.width), at: Point(x: 0, y: 2), style: .plain)
        var resized = TestTerminal(size: wider.size, screen: stale)
        resized.newlineReturns = false
        resized.feed(wider.ansiUpdate(from: second, colorDepth: depth))
        #expect(screenDifference(resized.screen, wider, depth: depth) == nil)
    }

    @Test func ansiTextRepositionsAfterGraphemesOfUnstableWidth() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.write("❤️|👍🏽|", at: .zero, style: .plain)
        #expect(buffer.ansiText() == "  \u{1B}[1G❤️\u{1B}[3G|  \u{1B}[4G👍🏽\u{1B}[6G|\n")
        var terminal = TestTerminal(size: buffer.size)
        terminal.feed(buffer.ansiText())
        #expect(screenDifference(terminal.screen, buffer, depth: .truecolor) == nil)
    }

    @Test func svgIsWellFormedAndHoldsTheText() throws {
        let svg = sampleBuffer().svg(title: "Fruit <Stand> & co")
        let collector = SVGCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(collector.root == "svg")
        #expect(collector.title == "Fruit <Stand> & co")
        let texts = collector.texts.map { $0.replacingOccurrences(of: "\u{A0}", with: " ") }
        #expect(texts.contains("ab"))
        #expect(texts.contains("中"))
        #expect(texts.contains("<&> \"q\""))
        #expect(!texts.contains { $0.contains("╭") || $0.contains("─") }, "box drawing is drawn as shapes")
    }

    @Test func svgUsesThemeAndCellColours() {
        let svg = sampleBuffer().svg()
        let theme = TerminalTheme.dark
        #expect(svg.contains("fill:#cc6666"), "ANSI red comes from the theme palette")
        #expect(svg.contains("fill:#010203;font-weight:bold"), "RGB foreground with bold")
        #expect(svg.contains("fill=\"#005f87\""), "palette entry 24 as a background rect")
        #expect(svg.contains("fill=\"#b5bd68\""), "the box is drawn in the theme's green")
        #expect(svg.contains("fill=\"\(SVGFormat.hex(theme.rgb(for: .default, isForeground: false)))\""))
        #expect(svg.contains("text-anchor=\"middle\""), "wide glyphs are centred on their two columns")
        #expect(svg.contains("x=\"38.4\""), "中 sits at columns 3–4: centre 4 x 9.6")
    }

    @Test func svgAttributes() {
        var buffer = Buffer(size: Size(width: 10, height: 1))
        buffer.write("i", at: .zero, style: Style.plain.italic)
        buffer.write("u", at: Point(x: 2, y: 0), style: Style.plain.underline)
        buffer.write("r", at: Point(x: 4, y: 0), style: Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)).reversed)
        buffer.write("d", at: Point(x: 6, y: 0), style: Style(foreground: .rgb(200, 200, 200), background: .rgb(0, 0, 0)).dim)
        let svg = buffer.svg()
        #expect(svg.contains("font-style:italic"))
        #expect(svg.contains("text-decoration:underline"))
        #expect(svg.contains("fill:#0000ff"), "reverse draws the background colour as text")
        #expect(svg.contains("fill=\"#ff0000\""), "and the foreground as background")
        #expect(svg.contains("fill:#646464"), "dim is halfway to the background")
    }

    @Test func xmlEscaping() {
        #expect(SVGFormat.escaped("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&apos;")
        #expect(SVGFormat.escaped("x\u{1}y") == "x\u{FFFD}y")
        #expect(SVGFormat.escaped("a b", keepSpaces: true) == "a\u{A0}b")
        #expect(SVGFormat.number(12) == "12" && SVGFormat.number(9.6) == "9.6" && SVGFormat.number(0.05) == "0.05")
        #expect(SVGFormat.number(-1.25) == "-1.25")
    }
}

/// Collects the root element, the title and the text of every `<text>` element.
final class SVGCollector: NSObject, XMLParserDelegate {
    var root: String?
    var title = ""
    var texts: [String] = []
    private var current: String?
    private var buffer = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil { root = name }
        if name == "text" || name == "title" { current = name; buffer = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if current != nil { buffer += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "title" { title = buffer }
        if name == "text" { texts.append(buffer) }
        current = nil
    }
}
