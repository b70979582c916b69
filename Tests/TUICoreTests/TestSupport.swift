@testable import TUICore
import TestSupport

/// The shared seeded generator, under the name these tests use.
typealias SeededRandom = SeededGenerator

/// Graphemes of every width class, for random text.
let sampleGraphemes: [String] = [
    "a", "b", "Z", " ", " ", "-", "…", "é", "e\u{301}", "中", "文", "日", "🍎", "🍊", "❤️", "🇫🇷",
    "👨‍👩‍👧", "👍🏽", "\u{200B}", "\t", "न्त्र", "ｱ", "Ａ", "╭", "😀\u{FE0E}", "x",
]

func randomText(length: Int, using random: inout SeededRandom) -> String {
    (0..<length).map { _ in sampleGraphemes.randomElement(using: &random)! }.joined()
}

extension Buffer {
    /// True when every width-2 cell is followed by a continuation and every continuation
    /// follows a width-2 cell.
    var keepsWideGlyphInvariant: Bool {
        for y in 0..<size.height {
            for x in 0..<size.width {
                let cell = self[x, y]
                if cell.width == 2 && (x + 1 >= size.width || !self[x + 1, y].isContinuation) { return false }
                if cell.isContinuation && (x == 0 || self[x - 1, y].width != 2) { return false }
            }
        }
        return true
    }

    /// True when row `y`'s graphemes, put side by side as a terminal receives them, take exactly
    /// the columns of the row: no cell joins its neighbour into another grapheme.
    func rowIsAsWideAsItsCells(_ y: Int) -> Bool {
        (0..<size.width).map { self[$0, y].grapheme }.joined().terminalWidth == size.width
    }

    /// Row `y` as text, trailing spaces kept.
    func text(row y: Int) -> String {
        lines(trimmingTrailingSpaces: false)[y]
    }
}

/// A minimal VT100 screen for tests: enough of CUP, CUF, CUB, CHA, CR, LF, ED and SGR to replay
/// what `ANSIEncoder` and `ansiText` write. Graphemes are as wide as TUICore says; like tmux, it
/// keeps emoji sequences in one cell and gives every spacing letter of other clusters its own.
struct TestTerminal {
    var screen: Buffer
    var cursor = Point.zero
    var style = Style.plain
    /// Treat LF as CR LF, as a tty with `onlcr` does for `cat`.
    var newlineReturns = true

    init(size: Size, screen: Buffer? = nil) {
        self.screen = screen ?? Buffer(size: size)
    }

    mutating func feed(_ bytes: String) {
        var scalars = Array(bytes.unicodeScalars)[...]
        var text = String.UnicodeScalarView()
        func flush(_ terminal: inout TestTerminal) {
            for character in String(text) { terminal.put(character) }
            text = String.UnicodeScalarView()
        }
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}":
                flush(&self)
                guard scalars.popFirst() == "[" else { continue }
                var parameters = ""
                while let next = scalars.popFirst() {
                    if (0x40...0x7E).contains(next.value) {
                        csi(parameters, final: Character(next))
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            case "\r":
                flush(&self)
                cursor.x = 0
            case "\n":
                flush(&self)
                cursor.y += 1
                if newlineReturns { cursor.x = 0 }
            default:
                text.append(scalar)
            }
        }
        flush(&self)
    }

    private mutating func put(_ character: Character) {
        let width = character.terminalWidth
        guard width > 0 else { return }
        let first = character.unicodeScalars.first!
        if character.hasStableTerminalWidth, !first.isRegionalIndicator, character.terminalSegments.count > 1 {
            // Like tmux and other wcwidth-based terminals: one cell per spacing scalar of a
            // non-emoji cluster (an Indic conjunct, say).
            for segment in character.terminalSegments {
                screen[cursor.x, cursor.y] = Cell(grapheme: segment.text, style: style, width: UInt8(segment.width))
                cursor.x += segment.width
            }
            return
        }
        screen[cursor.x, cursor.y] = Cell(grapheme: String(character), style: style, width: UInt8(width))
        cursor.x += width
    }

    private mutating func csi(_ parameters: String, final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        func value(_ index: Int, _ fallback: Int) -> Int {
            index < numbers.count && numbers[index] > 0 ? numbers[index] : fallback
        }
        switch final {
        case "H": cursor = Point(x: value(1, 1) - 1, y: value(0, 1) - 1)
        case "C": cursor.x += value(0, 1)
        case "D": cursor.x -= value(0, 1)
        case "G": cursor.x = value(0, 1) - 1
        case "J": screen = Buffer(size: screen.size)
        case "m": sgr(numbers.isEmpty ? [0] : numbers)
        default: break
        }
    }

    private mutating func sgr(_ codes: [Int]) {
        var index = 0
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .ansi(UInt8(code - 30))
            case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
            case 39: style.foreground = .default
            case 40...47: style.background = .ansi(UInt8(code - 40))
            case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
            case 49: style.background = .default
            case 38, 48:
                let color: Color
                if codes[index + 1] == 5 {
                    color = .indexed(UInt8(codes[index + 2]))
                    index += 2
                } else {
                    color = .rgb(UInt8(codes[index + 2]), UInt8(codes[index + 3]), UInt8(codes[index + 4]))
                    index += 4
                }
                if code == 38 { style.foreground = color } else { style.background = color }
            default: break
            }
            index += 1
        }
    }
}

/// Compares what a terminal shows with a buffer: each row's text, and the style (resolved for
/// `depth`) each column is drawn with. Cell boundaries inside a cluster may differ: a terminal
/// may join two cells of a split Indic cluster into one, which draws the same.
func screen(_ terminal: Buffer, shows buffer: Buffer, depth: ColorDepth) -> Bool {
    screenDifference(terminal, buffer, depth: depth) == nil
}

/// Where a terminal's screen differs from a buffer (see `screen(_:shows:depth:)`).
func screenDifference(_ terminal: Buffer, _ buffer: Buffer, depth: ColorDepth) -> String? {
    guard terminal.size == buffer.size else { return "sizes differ" }
    let shown = terminal.lines(trimmingTrailingSpaces: false), expected = buffer.lines(trimmingTrailingSpaces: false)
    func columnStyle(_ b: Buffer, _ x: Int, _ y: Int) -> Style {
        b[x, y].isContinuation ? b[x - 1, y].style : b[x, y].style
    }
    for y in 0..<buffer.size.height {
        if shown[y] != expected[y] { return "row \(y) shows \"\(shown[y])\", expected \"\(expected[y])\"" }
        for x in 0..<buffer.size.width where columnStyle(terminal, x, y) != columnStyle(buffer, x, y).resolved(for: depth) {
            return "(\(x), \(y)) is drawn with \(columnStyle(terminal, x, y)), expected \(columnStyle(buffer, x, y))"
        }
    }
    return nil
}

/// The first cell where two buffers differ, described briefly; nil when they are equal.
func firstDifference(_ a: Buffer, _ b: Buffer) -> String? {
    guard a.size == b.size else { return "sizes \(a.size) and \(b.size)" }
    for y in 0..<a.size.height {
        for x in 0..<a.size.width where a[x, y] != b[x, y] {
            return "(\(x), \(y)): \(a[x, y]) vs \(b[x, y])\n\(a.plainText())\n--\n\(b.plainText())"
        }
    }
    return nil
}
