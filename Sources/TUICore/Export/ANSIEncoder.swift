/// Encodes cell changes as the ANSI/VT100 byte stream a terminal would receive: a cursor move
/// where the next cell is not where the cursor already is, an SGR sequence where the style
/// changes, then the grapheme.
public enum ANSIEncoder {
    /// The bytes that draw `changes`.
    ///
    /// - Complexity: O(number of changes).
    public static func encode(_ changes: [CellChange], colorDepth: ColorDepth) -> String {
        var output = ""
        var cursor: Point? = nil
        var current: Style? = nil
        for change in changes where !change.cell.isContinuation {
            if cursor != change.position {
                output += "\u{1B}[\(change.position.y + 1);\(change.position.x + 1)H"
            }
            if current != change.cell.style {
                output += sgr(for: change.cell.style, colorDepth: colorDepth)
                current = change.cell.style
            }
            output += change.cell.grapheme
            cursor = change.position.offsetBy(dx: Int(change.cell.width))
        }
        if current != nil { output += "\u{1B}[0m" }
        return output
    }

    /// Number of bytes `encode` would produce for `changes` drawn over `previous`.
    public static func byteCount(of changes: [CellChange], from previous: Buffer, colorDepth: ColorDepth) -> Int {
        encode(changes, colorDepth: colorDepth).utf8.count
    }

    /// The SGR sequence that selects `style` from a reset state.
    public static func sgr(for style: Style, colorDepth: ColorDepth) -> String {
        var codes = ["0"]
        let a = style.attributes
        if a.contains(.bold) { codes.append("1") }
        if a.contains(.dim) { codes.append("2") }
        if a.contains(.italic) { codes.append("3") }
        if a.contains(.underline) { codes.append("4") }
        if a.contains(.reverse) { codes.append("7") }
        if a.contains(.strikethrough) { codes.append("9") }
        if colorDepth > .monochrome {
            codes += colorCodes(style.foreground.resolved(for: colorDepth), foreground: true)
            codes += colorCodes(style.background.resolved(for: colorDepth), foreground: false)
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCodes(_ color: Color, foreground: Bool) -> [String] {
        switch color {
        case .default:
            return []
        case .ansi(let n):
            let base = foreground ? 30 : 40
            return [String(n < 8 ? base + Int(n) : base + 60 + Int(n) - 8)]
        case .indexed(let n):
            return [foreground ? "38" : "48", "5", String(n)]
        case .rgb(let r, let g, let b):
            return [foreground ? "38" : "48", "2", String(r), String(g), String(b)]
        }
    }
}
