/// A screen written out as text and styles, the form golden screens are stored in: the text
/// rows between bars (trailing spaces visible), then the same grid with one key per cell (`.`
/// for the plain style, a letter per other style in order of first appearance; a wide glyph's
/// two cells share one), then a legend naming each key's style.
///
/// ```
/// |> Apples  |
/// |A.........|
///
/// A  fg 28 · bold
/// ```
///
/// A change of colour or attribute shows in the dump as surely as a change of text, and a
/// failing golden test's diff points at the cell.
public struct ScreenDump: Hashable, Sendable, CustomStringConvertible {
    /// The dump: text rows, style rows, legend, each line ending in a newline.
    public let text: String

    /// Writes out `screen`.
    ///
    /// - Complexity: O(cells).
    public init(_ screen: Buffer) {
        let keys = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var legend: [Style] = []
        var styleRows: [String] = []
        for y in 0..<screen.size.height {
            var row = ""
            for x in 0..<screen.size.width {
                let style = screen[x, y].style
                if style == .plain {
                    row.append(".")
                    continue
                }
                let index = legend.firstIndex(of: style) ?? {
                    legend.append(style)
                    return legend.count - 1
                }()
                row.append(index < keys.count ? keys[index] : "?")
            }
            styleRows.append(row)
        }
        var out = screen.lines(trimmingTrailingSpaces: false).map { "|\($0)|" }
        out.append("")
        out += styleRows.map { "|\($0)|" }
        out.append("")
        for (index, style) in legend.enumerated() {
            out.append("\(index < keys.count ? keys[index] : "?")  \(Self.describe(style))")
        }
        text = out.joined(separator: "\n") + "\n"
    }

    /// The dump's ``text``, so that a failing expectation prints the screen.
    public var description: String { text }

    /// A style in words: `fg 28 · bg #1e1e1e · bold`.
    public static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if style.foreground != .default { parts.append("fg \(describe(style.foreground))") }
        if style.background != .default { parts.append("bg \(describe(style.background))") }
        let names: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
            (.strikethrough, "strikethrough"),
        ]
        parts += names.filter { style.attributes.contains($0.0) }.map(\.1)
        return parts.joined(separator: " · ")
    }

    /// A colour in words: `default`, `ansi3`, `208`, `#ff8800`.
    public static func describe(_ color: Color) -> String {
        switch color {
        case .default: return "default"
        case .ansi(let n): return "ansi\(n)"
        case .indexed(let n): return "\(n)"
        case .rgb(let r, let g, let b):
            let hex = [r, g, b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
            return "#\(hex)"
        }
    }
}
