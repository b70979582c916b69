extension Buffer {
    /// The screen as an SVG image, like Textual's screenshots: a dark window with the three
    /// window buttons and `title`, and the cells on a monospace grid in `theme`'s colours.
    ///
    /// Each run of same-style cells on a row is one `<text>` stretched to its columns (so any
    /// monospace font lines up) over one background `<rect>` per run of equal background; a wide
    /// glyph is centred on its two columns; box-drawing and block characters are drawn as shapes
    /// so that borders join. Bold, italic, underline and strikethrough map to font properties,
    /// dim blends the text halfway to its background, reverse swaps the colours. Colours are
    /// first degraded to `colorDepth` as a terminal of that depth shows them, so the image
    /// is what such a terminal with `theme` looks like.
    ///
    /// - Complexity: O(width x height).
    public func svg(title: String = "", theme: TerminalTheme = .dark, colorDepth: ColorDepth = .truecolor) -> String {
        var buffer = self
        if colorDepth != .truecolor { buffer.updateStyles(in: bounds) { $0 = $0.resolved(for: colorDepth) } }
        return SVGRenderer(buffer: buffer, theme: theme).render(title: title)
    }
}

/// Builds the SVG for `Buffer.svg(title:theme:)`.
struct SVGRenderer {
    let buffer: Buffer
    let theme: TerminalTheme

    static let fontSize = 16.0
    static let cellWidth = 9.6
    static let lineHeight = 20.0
    static let baseline = 15.0
    static let padding = 16.0
    static let titleBarHeight = 40.0
    /// The fonts of text runs. No emoji font here: Pango (rsvg-convert) itemizes digits and
    /// symbols such as ☀ into an emoji font listed in the family, drawing them in another font
    /// and width.
    static let fontFamily = "'Fira Code','JetBrains Mono','Cascadia Mono','DejaVu Sans Mono',Menlo,Consolas,"
        + "'Liberation Mono',monospace"
    /// The fonts of wide glyphs (emoji, CJK), each drawn on its own.
    static let wideFontFamily = "'Noto Color Emoji','Apple Color Emoji','Segoe UI Emoji',\(fontFamily)"

    /// How one cell's text looks once the theme, reverse and dim are applied.
    struct TextLook: Hashable {
        var fill: String
        var bold: Bool, italic: Bool, underline: Bool, strike: Bool

        var css: String {
            var parts = ["fill:\(fill)"]
            if bold { parts.append("font-weight:bold") }
            if italic { parts.append("font-style:italic") }
            if underline || strike {
                parts.append("text-decoration:" + [underline ? "underline" : nil, strike ? "line-through" : nil]
                    .compactMap { $0 }.joined(separator: " "))
            }
            return parts.joined(separator: ";")
        }
    }

    private var classes: [TextLook: Int] = [:]
    private var backgrounds = ""
    private var shapes = ""
    /// Merged fill paths of box-drawing and block characters, by colour, in order of first use.
    private var shapeFills: [(color: String, path: String)] = []
    private var shapeFillIndex: [String: Int] = [:]
    private var texts = ""

    init(buffer: Buffer, theme: TerminalTheme) {
        self.buffer = buffer
        self.theme = theme
    }

    func render(title: String) -> String {
        var renderer = self
        for y in 0..<buffer.size.height { renderer.renderRow(y) }
        return renderer.document(title: title)
    }

    private func document(title: String) -> String {
        let f = SVGFormat.number
        let gridWidth = Double(buffer.size.width) * Self.cellWidth
        let gridHeight = Double(buffer.size.height) * Self.lineHeight
        let width = gridWidth + 2 * Self.padding
        let height = gridHeight + Self.titleBarHeight + Self.padding
        let background = SVGFormat.hex(theme.rgb(for: .default, isForeground: false))
        let chrome = SVGFormat.hex(theme.chrome.rgbComponents ?? (0x30, 0x30, 0x30))
        let titleColor = SVGFormat.hex(theme.title.rgbComponents ?? (0x99, 0x99, 0x99))
        let styles = classes.sorted { $0.value < $1.value }.map { ".c\($0.value){\($0.key.css)}" }.joined(separator: "\n")
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" "
        svg += "viewBox=\"0 0 \(f(width)) \(f(height))\">\n"
        if !title.isEmpty { svg += "<title>\(SVGFormat.escaped(title))</title>\n" }
        svg += "<style>\n.grid{font-family:\(Self.fontFamily);font-size:\(f(Self.fontSize))px}\n"
        svg += ".w{font-family:\(Self.wideFontFamily)}\n\(styles)\n</style>\n"
        svg += "<rect x=\"0.5\" y=\"0.5\" width=\"\(f(width - 1))\" height=\"\(f(height - 1))\" rx=\"10\" "
        svg += "fill=\"\(background)\" stroke=\"\(chrome)\"/>\n"
        for (index, color) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
            svg += "<circle cx=\"\(f(22 + Double(index) * 22))\" cy=\"20\" r=\"6.5\" fill=\"\(color)\"/>\n"
        }
        if !title.isEmpty {
            svg += "<text x=\"\(f(width / 2))\" y=\"25\" text-anchor=\"middle\" fill=\"\(titleColor)\" "
            svg += "font-family=\"\(Self.fontFamily)\" font-size=\"14px\">\(SVGFormat.escaped(title))</text>\n"
        }
        svg += "<g transform=\"translate(\(f(Self.padding)),\(f(Self.titleBarHeight)))\">\n"
        svg += backgrounds
        for fill in shapeFills { svg += "<path d=\"\(fill.path)\" fill=\"\(fill.color)\"/>\n" }
        svg += shapes
        svg += "<g class=\"grid\">\n" + texts + "</g>\n</g>\n</svg>\n"
        return svg
    }

    /// The colours of a cell after the theme and `reverse` (foreground first).
    private func colors(of style: Style) -> (fg: (red: UInt8, green: UInt8, blue: UInt8), bg: (red: UInt8, green: UInt8, blue: UInt8)) {
        var fg = theme.rgb(for: style.foreground, isForeground: true)
        var bg = theme.rgb(for: style.background, isForeground: false)
        if style.attributes.contains(.reverse) { swap(&fg, &bg) }
        if style.attributes.contains(.dim) { fg = SVGFormat.blend(fg, bg, 0.5) }
        return (fg, bg)
    }

    private mutating func renderRow(_ y: Int) {
        let cells = Array(buffer.row(y))
        let top = Double(y) * Self.lineHeight
        // The style a column is drawn with: a wide glyph's right half takes its left half's.
        let styles: [Style] = cells.indices.map { x in
            cells[x].isContinuation && x > 0 ? cells[x - 1].style : cells[x].style
        }
        renderBackgrounds(y)
        var run = TextRun()
        for x in cells.indices where !cells[x].isContinuation {
            let cell = cells[x]
            let style = styles[x]
            let look = textLook(for: style)
            let left = Double(x) * Self.cellWidth
            if cell.width == 1, cell.grapheme.unicodeScalars.count == 1, let scalar = cell.grapheme.unicodeScalars.first,
               let shape = SVGBoxGlyphs(light: Self.fontSize / 12).shape(
                   for: scalar, x: left, y: top, width: Self.cellWidth, height: Self.lineHeight, color: look.fill) {
                flush(&run, top: top)
                addShape(shape, color: look.fill)
                continue
            }
            if cell.width == 2 {
                flush(&run, top: top)
                let center = left + Self.cellWidth
                texts += "<text class=\"c\(classIndex(look)) w\" x=\"\(SVGFormat.number(center))\" "
                texts += "y=\"\(SVGFormat.number(top + Self.baseline))\" text-anchor=\"middle\">"
                texts += SVGFormat.escaped(cell.grapheme) + "</text>\n"
                continue
            }
            let isBlank = cell.grapheme == " " || cell.grapheme.isEmpty
            if run.look != look || run.end != x {
                flush(&run, top: top)
                if isBlank && !look.underline && !look.strike { continue }
                run = TextRun(look: look, start: x, end: x)
            }
            run.text += isBlank ? " " : cell.grapheme
            run.end = x + 1
            if !isBlank || look.underline || look.strike { run.visibleEnd = x + 1; run.visibleLength = run.text.count }
        }
        flush(&run, top: top)
    }

    /// The background colour of each column of row `y` (nil past the last row).
    private func backgroundColors(_ y: Int) -> [String]? {
        guard y < buffer.size.height else { return nil }
        let cells = buffer.row(y)
        return cells.indices.map { index in
            let style = cells[index].isContinuation && index > cells.startIndex ? cells[index - 1].style : cells[index].style
            return SVGFormat.hex(colors(of: style).bg)
        }
    }

    /// One `<rect>` per run of equal, non-default background on row `y`. A rect reaches half a
    /// pixel into a coloured neighbour to its right or below (drawn later, on top), so that
    /// anti-aliasing leaves no hairline of the window background between them.
    private mutating func renderBackgrounds(_ y: Int) {
        guard let colors = backgroundColors(y) else { return }
        let below = backgroundColors(y + 1)
        let defaultBackground = SVGFormat.hex(theme.rgb(for: .default, isForeground: false))
        let f = SVGFormat.number
        var start = 0
        while start < colors.count {
            var end = start + 1
            while end < colors.count, colors[end] == colors[start] { end += 1 }
            if colors[start] != defaultBackground {
                let bleedRight = end < colors.count && colors[end] != defaultBackground ? 0.5 : 0
                let bleedDown = below.map { $0[start] != defaultBackground } == true ? 0.5 : 0
                backgrounds += "<rect x=\"\(f(Double(start) * Self.cellWidth))\" y=\"\(f(Double(y) * Self.lineHeight))\" "
                backgrounds += "width=\"\(f(Double(end - start) * Self.cellWidth + bleedRight))\" "
                backgrounds += "height=\"\(f(Self.lineHeight + bleedDown))\" fill=\"\(colors[start])\"/>\n"
            }
            start = end
        }
    }

    /// A run of same-look single-width cells on one row.
    private struct TextRun {
        var look: TextLook?
        var start = 0, end = -1
        var text = ""
        /// One past the last cell that shows something, and the text length up to it.
        var visibleEnd = 0, visibleLength = 0
    }

    private mutating func flush(_ run: inout TextRun, top: Double) {
        defer { run = TextRun() }
        guard let look = run.look, run.visibleEnd > run.start else { return }
        let text = String(run.text.prefix(run.visibleLength))
        let f = SVGFormat.number
        texts += "<text class=\"c\(classIndex(look))\" x=\"\(f(Double(run.start) * Self.cellWidth))\" "
        texts += "y=\"\(f(top + Self.baseline))\" textLength=\"\(f(Double(run.visibleEnd - run.start) * Self.cellWidth))\">"
        texts += SVGFormat.escaped(text, keepSpaces: true) + "</text>\n"
    }

    private mutating func addShape(_ shape: SVGBoxGlyphs.Shape, color: String) {
        if !shape.element.isEmpty { shapes += shape.element + "\n" }
        guard !shape.fill.isEmpty else { return }
        if let index = shapeFillIndex[color] {
            shapeFills[index].path += shape.fill
        } else {
            shapeFillIndex[color] = shapeFills.count
            shapeFills.append((color, shape.fill))
        }
    }

    private func textLook(for style: Style) -> TextLook {
        let a = style.attributes
        return TextLook(fill: SVGFormat.hex(colors(of: style).fg), bold: a.contains(.bold), italic: a.contains(.italic),
                        underline: a.contains(.underline), strike: a.contains(.strikethrough))
    }

    private mutating func classIndex(_ look: TextLook) -> Int {
        if let index = classes[look] { return index }
        let index = classes.count
        classes[look] = index
        return index
    }
}
