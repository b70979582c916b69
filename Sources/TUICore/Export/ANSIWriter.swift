/// Appends cells to an ANSI byte stream while tracking the terminal's cursor and style, so that
/// moves and SGR sequences are written only where needed.
///
/// Three ways to reach a cell: addressing it on the screen (`CUP`, the default); line mode,
/// for text printed anywhere (`ansiText`); and region mode, for a region below the prompt whose
/// place on the screen is unknown, where every move is relative to the cursor, with the
/// region's own sequences (an inline backend's, from terminfo).
struct ANSIWriter {
    let colorDepth: ColorDepth
    /// When true the stream is line-oriented text (`ansiText`): rows advance with `\n` and the
    /// writer never addresses a row, only columns.
    let lineMode: Bool
    /// Set in region mode: the sequences rows and columns are reached with, never by address.
    let region: ControlSequences?
    private(set) var output = ""
    /// Where the cursor is, when known. After a grapheme of unstable width it is unknown.
    var cursor: Point?
    /// The cursor's row in region mode, known even while its column is not.
    private(set) var row = 0
    /// What the terminal draws with now, resolved for `colorDepth`.
    private var current = Style.plain
    /// The unresolved style last asked for, to skip resolving runs of equal styles.
    private var requested: Style = .plain

    init(colorDepth: ColorDepth, lineMode: Bool = false) {
        self.colorDepth = colorDepth
        self.lineMode = lineMode
        self.region = nil
    }

    /// A writer in region mode with the cursor at `cursor`, in the region's coordinates.
    init(colorDepth: ColorDepth, region: ControlSequences, cursor: Point) {
        self.colorDepth = colorDepth
        self.lineMode = false
        self.region = region
        self.cursor = cursor
        self.row = cursor.y
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
            output += String(repeating: " ", count: max(1, width)) + (region?.column(position.x) ?? "\u{1B}[\(position.x + 1)G")
        }
        output += cell.grapheme.isEmpty ? " " : cell.grapheme
        cursor = stable ? position.offsetBy(dx: max(1, width)) : nil
    }

    /// Appends bytes that leave the cursor where it is (a mode, a clear), or that move it to
    /// `cursor` as the writer's own moves would.
    mutating func append(_ bytes: String, cursorAfter cursor: Point? = nil) {
        output += bytes
        if let cursor {
            self.cursor = cursor
            row = cursor.y
        }
    }

    /// Moves the cursor to `target` with the shortest safe sequence.
    mutating func move(to target: Point) {
        if cursor == target { return }
        if let region { return moveInRegion(to: target, with: region) }
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

    /// Region mode: up or down to the row, then to the column: a carriage return for the first,
    /// nothing when a move up or down kept the cursor in its column, forward on the same row,
    /// else the column by number (after the last column the cursor waits at the margin, where
    /// relative moves land a column short).
    private mutating func moveInRegion(to target: Point, with region: ControlSequences) {
        var column = cursor?.x
        if target.y < row {
            output += region.cursorUp(row - target.y)
        } else if target.y > row {
            output += region.cursorDown(target.y - row)
        } else if let x = column, target.x > x {
            output += region.cursorForward(target.x - x)
            column = target.x
        }
        row = target.y
        if column != target.x {
            output += target.x == 0 ? region.carriageReturn : region.column(target.x)
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
