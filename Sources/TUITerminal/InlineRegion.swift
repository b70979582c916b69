import TUICore

/// The bytes that keep an inline region — the rows below the prompt an inline app draws in — in
/// step with the frames drawn in it, without ever knowing where on the screen it is.
///
/// The region starts on the cursor's row. Between frames the cursor is *parked* on the region's
/// first row, column 0 (or where the frame asks the terminal's cursor to show), and every move
/// is relative to it. That is what survives a resize: a terminal that reflows its lines when it
/// gets narrower (tmux, VTE, kitty) splits the region's rows into more rows, but keeps the
/// cursor at the start of the first one, so a redraw that clears from there to the end of the
/// screen leaves no ghost rows behind. A frame that clears (the first, a new size, one after
/// `fg`) clears from the first row down, then reserves its rows with line feeds, which scroll
/// the screen when the region would run past its bottom, and comes back up.
///
/// Rows are drawn whole (`Backend.updatesWholeRows`): each changed row is erased from its first
/// column (`el`), which is what makes tmux forget how long it was, then drawn up to its last
/// cell that is not blank. So the terminal holds each row only as long as its text, and a
/// reflowing terminal splits only rows longer than its new width. (When the rows split into
/// more lines than there are lines above the region, such a terminal pushes the region's first
/// row itself into its scrollback and puts the cursor at the top of the screen: the screen is
/// still redrawn right, but the old rows stay in the scrollback, where no program can reach
/// them.)
///
/// Pure: the terminal backend writes the bytes, and tests feed them to a terminal model.
struct InlineRegion {
    /// What the region is drawn with: the terminal's own sequences (from terminfo), or ECMA-48.
    struct Sequences {
        /// Relative cursor moves.
        var moves: ControlSequences
        /// Clears from the cursor to the end of the screen (`ed`).
        var clearToEnd: String
        /// Clears from the cursor to the end of its row (`el`).
        var clearToEndOfLine: String
        /// Moves down a row, scrolling the screen up at its bottom (`ind`, a line feed).
        var lineFeed: String
        /// Hides and shows the terminal's cursor (`civis`, `cnorm`).
        var hideCursor: String
        var showCursor: String

        /// ECMA-48, as xterm-like terminals take it.
        static var ansi: Sequences {
            Sequences(moves: .ansi, clearToEnd: "\u{1B}[J", clearToEndOfLine: "\u{1B}[K", lineFeed: "\n",
                      hideCursor: "\u{1B}[?25l", showCursor: "\u{1B}[?25h")
        }
    }

    let sequences: Sequences
    let colorDepth: ColorDepth
    /// Rows the region holds on the terminal; 0 before its first frame.
    private(set) var height = 0
    /// Where the cursor is parked, in the region's coordinates.
    private(set) var cursor = Point.zero
    /// Whether the terminal's cursor shows (the frame asked for it).
    private(set) var showsCursor = false

    init(sequences: Sequences, colorDepth: ColorDepth) {
        self.sequences = sequences
        self.colorDepth = colorDepth
    }

    /// Starts over on the cursor's row, with the cursor hidden: the shell has had the terminal
    /// (Ctrl-Z and `fg`), and the cursor is at the start of a fresh line.
    mutating func restart() {
        height = 0
        cursor = .zero
        showsCursor = false
    }

    /// The bytes that draw `update`: for an update that clears, back to the first row, clear to
    /// the end of the screen and reserve the update's rows; then the changed cells; then the
    /// cursor parked, shown or hidden as the update says.
    ///
    /// - Complexity: O(changes + rows).
    mutating func draw(_ update: FrameUpdate) -> String {
        var encoder = RegionEncoder(colorDepth: colorDepth, sequences: sequences.moves, cursor: cursor)
        let clears = update.clearsScreen || update.size.height != height
        if clears {
            clear(with: &encoder)
            let rows = max(1, update.size.height)
            if rows > 1 {
                let feed = sequences.moves.carriageReturn + sequences.lineFeed
                encoder.append(String(repeating: feed, count: rows - 1) + sequences.moves.cursorUp(rows - 1),
                               cursorAfter: .zero)
            }
            height = rows
        }
        var row = -1
        for change in update.changes {
            if update.wholeRows && !clears && change.position.y != row {
                row = change.position.y
                encoder.resetStyle()
                encoder.move(to: Point(x: 0, y: row))
                encoder.append(sequences.clearToEndOfLine)
            }
            // After a clear every cell is blank already.
            if (update.wholeRows || clears) && change.cell == .blank { continue }
            encoder.draw(change)
        }
        encoder.resetStyle()
        let park = update.cursor ?? .zero
        encoder.move(to: park)
        if (update.cursor != nil) != showsCursor {
            showsCursor = update.cursor != nil
            encoder.append(showsCursor ? sequences.showCursor : sequences.hideCursor)
        }
        cursor = park
        return encoder.output
    }

    /// The bytes that end the region: cleared, the cursor on its first row, column 0, where
    /// the shell goes on; or with `keepingFrame`, the last frame left in place and the cursor on
    /// a fresh line below it. The cursor's visibility and the terminal's modes are the caller's.
    mutating func finish(keepingFrame: Bool) -> String {
        var encoder = RegionEncoder(colorDepth: colorDepth, sequences: sequences.moves, cursor: cursor)
        if keepingFrame && height > 0 {
            encoder.move(to: Point(x: 0, y: height - 1))
            encoder.append(sequences.moves.carriageReturn + sequences.lineFeed + sequences.clearToEnd)
        } else {
            clear(with: &encoder)
        }
        height = 0
        cursor = .zero
        return encoder.output
    }

    /// Back to the first row, column 0, and clear to the end of the screen.
    private func clear(with encoder: inout RegionEncoder) {
        encoder.move(to: Point(x: cursor.x, y: 0))
        encoder.append(sequences.moves.carriageReturn + sequences.clearToEnd, cursorAfter: .zero)
    }
}
