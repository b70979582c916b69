/// One frame as a backend receives it: the cells that changed since the frame before, and where
/// the terminal's own cursor goes.
///
/// The frame pipeline of `DiffableTUI` keeps the frame on screen and diffs each new one
/// against it, once, for every backend; a backend only turns the changes into bytes for its
/// terminal (as ratatui's `Terminal` keeps the buffers and its backends draw what it hands
/// them). Make one yourself to drive a backend directly:
///
/// ```swift
/// let update = FrameUpdate(frame: next, previous: shown)
/// backend.present(update)
/// ```
public struct FrameUpdate: Hashable, Sendable {
    /// The frame's size; after the update, the backend shows exactly this many columns and rows.
    public var size: Size
    /// The cells to draw, in row-major order: those that differ from the previous frame, or,
    /// when ``clearsScreen`` is true, every cell that is not a blank (`Cell.blank`).
    public var changes: [CellChange]
    /// Whether the backend clears what it shows before drawing ``changes``: the first frame, a
    /// frame of a new size, and the first one after the terminal lost what it showed (the
    /// backend's `needsFullRedraw`).
    public var clearsScreen: Bool
    /// Whether ``changes`` lists whole rows: for each row that differs from the previous frame,
    /// its cells from column 0 through its last one that is not a blank (its first alone when
    /// it is all blank). The backend erases each listed row before drawing it, so that a
    /// terminal never holds a row longer than its text (see `Backend.updatesWholeRows`).
    public var wholeRows: Bool
    /// Where the terminal's own (hardware) cursor shows once the frame is drawn, in the frame's
    /// coordinates; `nil` hides it, which is what apps get unless they ask for it
    /// (`Window.terminalCursorPosition`). Screen readers and braille displays follow this
    /// cursor.
    public var cursor: Point?

    /// An update of `size` drawing `changes` (whole rows when `wholeRows` is true), clearing
    /// first when `clearsScreen` is true, with the terminal's cursor at `cursor` (`nil`: hidden).
    public init(size: Size, changes: [CellChange], clearsScreen: Bool, wholeRows: Bool = false, cursor: Point? = nil) {
        self.size = size
        self.changes = changes
        self.clearsScreen = clearsScreen
        self.wholeRows = wholeRows
        self.cursor = cursor
    }

    /// The update that turns a screen showing `previous` into one showing `frame`: the cells
    /// (or with `wholeRows`, the rows) that differ when `previous` has the same size, otherwise
    /// (and with no `previous`) a cleared screen and every cell of `frame` that is not blank. A
    /// `cursor` outside the frame is hidden.
    ///
    /// - Complexity: O(width x height).
    public init(frame: Buffer, previous: Buffer?, wholeRows: Bool = false, cursor: Point? = nil) {
        let redraws = previous?.size != frame.size
        let base = redraws ? Buffer(size: frame.size) : previous!
        let changes = redraws || !wholeRows ? frame.changes(from: base) : frame.rowChanges(from: base)
        self.init(size: frame.size, changes: changes, clearsScreen: redraws, wholeRows: wholeRows,
                  cursor: cursor.flatMap { frame.bounds.contains($0) ? $0 : nil })
    }

    /// The cells the update sets: every cell of the frame after a clear, otherwise the changes.
    /// What `BackendStatistics.cellsWritten` counts.
    public var cellCount: Int { clearsScreen ? size.area : changes.count }
}
