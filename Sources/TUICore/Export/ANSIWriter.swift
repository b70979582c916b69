/// Appends cells to an ANSI byte stream while tracking the terminal's cursor and style, so that
/// moves and SGR sequences are written only where needed.
struct ANSIWriter {
    let colorDepth: ColorDepth
    /// When true the stream is line-oriented text (`ansiText`): rows advance with `\n` and the
    /// writer never addresses a row, only columns.
    let lineMode: Bool
    private(set) var output = ""
    /// Where the cursor is, when known. After a grapheme of unstable width it is unknown.
    var cursor: Point?
    /// What the terminal draws with now, resolved for `colorDepth`.
    private var current = Style.plain
    /// The unresolved style last asked for, to skip resolving runs of equal styles.
    private var requested: Style = .plain

    init(colorDepth: ColorDepth, lineMode: Bool = false) {
        self.colorDepth = colorDepth
        self.lineMode = lineMode
    }

    /// Draws `cell` at `position`; continuation cells draw nothing.
    mutating func draw(_ cell: Cell, at position: Point) {
        guard !cell.isContinuation else { return }
        let width = Int(cell.width)
        let stable = cell.hasStableWidth
        move(to: position)
        setStyle(cell.style)
        if !stable {
            // Clear the grapheme's columns first: a terminal that draws it narrower (or not at
            // all) then shows spaces where the model has the rest of it.
            output += String(repeating: " ", count: max(1, width)) + "\u{1B}[\(position.x + 1)G"
        }
        output += cell.grapheme.isEmpty ? " " : cell.grapheme
        cursor = stable ? position.offsetBy(dx: max(1, width)) : nil
    }

    /// Moves the cursor to `target` with the shortest safe sequence.
    mutating func move(to target: Point) {
        if cursor == target { return }
        if let cursor, cursor.y == target.y {
            if target.x == 0 {
                output += "\r"
            } else if target.x > cursor.x {
                let n = target.x - cursor.x
                output += n == 1 ? "\u{1B}[C" : "\u{1B}[\(n)C"
            } else {
                // Absolute: after the last column the cursor waits at the margin, so relative
                // backward moves would land one column short.
                output += "\u{1B}[\(target.x + 1)G"
            }
        } else if lineMode {
            output += target.x == 0 ? "\r" : "\u{1B}[\(target.x + 1)G"
        } else if target == .zero {
            output += "\u{1B}[H"
        } else if target.x == 0 {
            output += "\u{1B}[\(target.y + 1)H"
        } else {
            output += "\u{1B}[\(target.y + 1);\(target.x + 1)H"
        }
        cursor = target
    }

    /// Selects `style` unless the terminal already draws with an equivalent one.
    mutating func setStyle(_ style: Style) {
        if style == requested { return }
        requested = style
        let resolved = style.resolved(for: colorDepth)
        if resolved == current { return }
        output += ANSIEncoder.transition(from: current, to: resolved)
        current = resolved
    }

    /// Back to the plain style, if needed.
    mutating func resetStyle() {
        setStyle(.plain)
    }

    /// Ends a line in line mode: plain style, then a line feed.
    mutating func newline() {
        resetStyle()
        output += "\n"
        cursor = Point(x: 0, y: (cursor?.y ?? 0) + 1)
    }
}
