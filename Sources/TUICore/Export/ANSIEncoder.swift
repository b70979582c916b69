/// Encodes cell changes as the ANSI/VT100 byte stream a terminal would receive: a cursor move
/// where the next cell is not where the cursor already is, an SGR sequence where the style
/// changes, then the grapheme.
///
/// Cursor moves take the shortest form that is safe (`\r`, `CUF`, `CHA` on the same row, `CUP`
/// otherwise). SGR sequences change only what differs from the current style, or reset when that
/// is shorter, with colours degraded to the `ColorDepth`. A grapheme whose width terminals
/// disagree about (see `Character.hasStableTerminalWidth`) is drawn over cleared cells and the
/// cursor is positioned explicitly after it, so rows stay aligned on every terminal.
package enum ANSIEncoder {
    /// The bytes that draw `changes`. Continuation cells are skipped; the style is reset at the
    /// end. The terminal is assumed to start with the plain style.
    ///
    /// - Complexity: O(number of changes).
    package static func encode(_ changes: [CellChange], colorDepth: ColorDepth, erasingRows: Bool = false) -> String {
        var writer = ANSIWriter(colorDepth: colorDepth)
        var row = -1
        for change in changes {
            if erasingRows && change.position.y != row {
                // A row drawn whole is erased first, from its first column.
                row = change.position.y
                writer.resetStyle()
                writer.move(to: Point(x: 0, y: row))
                writer.append("\u{1B}[K")
            }
            writer.draw(change.cell, at: change.position)
        }
        writer.resetStyle()
        return writer.output
    }

    /// The bytes that turn a screen showing `previous` into one showing `buffer`: only the
    /// changes when the sizes match, otherwise a clear followed by every non-blank cell.
    ///
    /// - Complexity: O(width x height).
    package static func encodeFrame(_ buffer: Buffer, over previous: Buffer?, colorDepth: ColorDepth) -> String {
        if let previous, previous.size == buffer.size {
            return encode(buffer.changes(from: previous), colorDepth: colorDepth)
        }
        return clearScreen + encode(buffer.changes(from: Buffer(size: buffer.size)), colorDepth: colorDepth)
    }

    /// Reset the style, home the cursor, clear the screen.
    static let clearScreen = "\u{1B}[0m\u{1B}[H\u{1B}[2J"

    /// The bytes that leave the terminal's cursor at `position` (shown) or hidden (`nil`) after
    /// a frame, when it was at `previous` before the frame: drawing moves a shown cursor, so it
    /// is put back after any frame that drew cells; a hidden one stays hidden.
    package static func placeCursor(_ position: Point?, after previous: Point?, drewCells: Bool) -> String {
        guard let position else { return previous == nil ? "" : "\u{1B}[?25l" }
        var bytes = ""
        if drewCells || position != previous { bytes += "\u{1B}[\(position.y + 1);\(position.x + 1)H" }
        if previous == nil { bytes += "\u{1B}[?25h" }
        return bytes
    }

    /// Number of bytes `encode` produces for `changes` drawn over `previous` (the screen they
    /// update; every change is drawn, so the count depends only on the changes).
    package static func byteCount(of changes: [CellChange], from previous: Buffer, colorDepth: ColorDepth) -> Int {
        encode(changes, colorDepth: colorDepth).utf8.count
    }

    /// The SGR sequence that selects `style` from a reset state (`ESC[0;…m`).
    package static func sgr(for style: Style, colorDepth: ColorDepth) -> String {
        let resolved = style.resolved(for: colorDepth)
        return "\u{1B}[" + (["0"] + fullCodes(for: resolved)).joined(separator: ";") + "m"
    }

    /// The shortest SGR sequence that changes the terminal from drawing `old` to drawing `new`;
    /// empty when both look the same at `colorDepth`.
    package static func sgr(from old: Style, to new: Style, colorDepth: ColorDepth) -> String {
        transition(from: old.resolved(for: colorDepth), to: new.resolved(for: colorDepth))
    }

    /// `sgr(from:to:colorDepth:)` for styles already resolved for the depth.
    static func transition(from old: Style, to new: Style) -> String {
        if old == new { return "" }
        if new == .plain { return "\u{1B}[0m" }
        var codes: [String] = []
        let removed = old.attributes.subtracting(new.attributes)
        var added = new.attributes.subtracting(old.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            codes.append("22")  // clears bold and dim together: re-add whichever stays
            added.formUnion(new.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { codes.append("23") }
        if removed.contains(.underline) { codes.append("24") }
        if removed.contains(.reverse) { codes.append("27") }
        if removed.contains(.strikethrough) { codes.append("29") }
        codes += attributeCodes(added)
        if old.foreground != new.foreground { codes += colorCodes(new.foreground, foreground: true, defaultCode: "39") }
        if old.background != new.background { codes += colorCodes(new.background, foreground: false, defaultCode: "49") }
        let incremental = codes.joined(separator: ";")
        let reset = (["0"] + fullCodes(for: new)).joined(separator: ";")
        return "\u{1B}[" + (incremental.utf8.count <= reset.utf8.count ? incremental : reset) + "m"
    }

    private static func fullCodes(for style: Style) -> [String] {
        attributeCodes(style.attributes)
            + colorCodes(style.foreground, foreground: true, defaultCode: nil)
            + colorCodes(style.background, foreground: false, defaultCode: nil)
    }

    private static func attributeCodes(_ a: TextAttributes) -> [String] {
        var codes: [String] = []
        if a.contains(.bold) { codes.append("1") }
        if a.contains(.dim) { codes.append("2") }
        if a.contains(.italic) { codes.append("3") }
        if a.contains(.underline) { codes.append("4") }
        if a.contains(.reverse) { codes.append("7") }
        if a.contains(.strikethrough) { codes.append("9") }
        return codes
    }

    private static func colorCodes(_ color: Color, foreground: Bool, defaultCode: String?) -> [String] {
        switch color {
        case .default:
            return defaultCode.map { [$0] } ?? []
        case .ansi(let value):
            let n = Int(value % 16)
            let base = foreground ? 30 : 40
            return [String(n < 8 ? base + n : base + 60 + n - 8)]
        case .indexed(let n):
            return [foreground ? "38" : "48", "5", String(n)]
        case .rgb(let r, let g, let b):
            return [foreground ? "38" : "48", "2", String(r), String(g), String(b)]
        }
    }
}
