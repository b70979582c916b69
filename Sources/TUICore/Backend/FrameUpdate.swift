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
    /// Where the terminal's own (hardware) cursor shows once the frame is drawn, in the frame's
    /// coordinates; `nil` hides it, which is what apps get unless they ask for it
    /// (`Window.terminalCursorPosition`). Screen readers and braille displays follow this
    /// cursor.
    public var cursor: Point?

    /// An update of `size` drawing `changes`, clearing first when `clearsScreen` is true, with
    /// the terminal's cursor at `cursor` (`nil`: hidden).
    public init(size: Size, changes: [CellChange], clearsScreen: Bool, cursor: Point? = nil) {
        self.size = size
        self.changes = changes
        self.clearsScreen = clearsScreen
        self.cursor = cursor
    }

    /// The update that turns a screen showing `previous` into one showing `frame`: the cells
    /// that differ when `previous` has the same size, otherwise (and with no `previous`) a
    /// cleared screen and every cell of `frame` that is not blank. A `cursor` outside the frame
    /// is hidden.
    ///
    /// - Complexity: O(width x height).
    public init(frame: Buffer, previous: Buffer?, cursor: Point? = nil) {
        let redraws = previous?.size != frame.size
        let base = redraws ? Buffer(size: frame.size) : previous!
        self.init(size: frame.size, changes: frame.changes(from: base), clearsScreen: redraws,
                  cursor: cursor.flatMap { frame.bounds.contains($0) ? $0 : nil })
    }

    /// The cells the update sets: every cell of the frame after a clear, otherwise the changes.
    /// What `BackendStatistics.cellsWritten` counts.
    public var cellCount: Int { clearsScreen ? size.area : changes.count }
}
