/// Where frames go and events come from: a real terminal (`CursesBackend` full screen,
/// `InlineBackend` below the prompt) or memory (`HeadlessBackend`).
///
/// A backend is thin: the frame pipeline keeps the frame on screen, diffs each new one against
/// it and hands the backend a ``FrameUpdate`` with only the cells that changed and where the
/// terminal's cursor goes; the backend turns that into bytes for its terminal, in one write.
///
/// Every call happens on the main actor: one thread talks to the terminal.
@MainActor
public protocol Backend: AnyObject {
    /// The area the app draws in: the whole screen, or the largest region an inline backend
    /// may take.
    var size: Size { get }
    /// The colours the screen can show.
    var colorDepth: ColorDepth { get }
    /// Draws `update`: clears first when it says so, then its changed cells, then places (or
    /// hides) the terminal's cursor.
    func present(_ update: FrameUpdate)
    /// Drains the input that is ready now, without blocking.
    func readEvents() -> [Event]
    /// Bytes written and frames presented so far.
    var statistics: BackendStatistics { get }
    /// True when the terminal no longer shows the last frame presented (the shell drew on it
    /// while the app was suspended, say): the frame pipeline then sends a frame that clears and
    /// redraws every cell. False by default.
    var needsFullRedraw: Bool { get }
    /// Whether the window's height follows its content (the root view's `sizeThatFits(_:)`,
    /// asked each frame) up to ``size``'s height, as an inline backend's region does when it
    /// fits its content; false by default: the window is always ``size``.
    var fitsHeightToContent: Bool { get }
    /// Whether the backend wants changed rows whole (``FrameUpdate/wholeRows``), to erase and
    /// redraw each: a terminal such as tmux keeps a row as long as the longest text ever written
    /// to it unless the row is erased from its first column, and reflows it by that length when
    /// it gets narrower. False by default: only the changed cells.
    var updatesWholeRows: Bool { get }
}

extension Backend {
    /// False: a backend whose screen nobody else draws on always shows its last frame.
    public var needsFullRedraw: Bool { false }
    /// False: the window fills ``size``.
    public var fitsHeightToContent: Bool { false }
    /// False: only the changed cells.
    public var updatesWholeRows: Bool { false }
}

/// Counters a backend keeps about its output, in the spirit of notcurses' `ncstats`.
public struct BackendStatistics: Hashable, Sendable {
    /// Bytes written to the terminal (or that would have been, for a headless backend).
    public var bytesWritten: Int = 0
    /// Frames presented.
    public var framesPresented: Int = 0
    /// Cells written across all frames.
    public var cellsWritten: Int = 0
    /// Bytes written for the most recent frame.
    public var lastFrameBytes: Int = 0
    /// The most bytes any one frame needed.
    public var maxFrameBytes: Int = 0
    /// Cells written for the most recent frame.
    public var lastFrameCells: Int = 0
    /// Seconds the last frame took to reach the terminal: how long writing it blocked, which is
    /// about 0 unless the terminal reads more slowly than the app writes (a slow link); 0 for a
    /// backend that writes to no terminal.
    public var lastFrameWriteDuration: Double = 0

    /// Counters at zero, before any frame.
    public init() {}

    /// Adds one presented frame to the counters.
    package mutating func recordFrame(bytes: Int, cells: Int, writeDuration: Double = 0) {
        lastFrameWriteDuration = writeDuration
        framesPresented += 1
        bytesWritten += bytes
        cellsWritten += cells
        lastFrameBytes = bytes
        lastFrameCells = cells
        maxFrameBytes = max(maxFrameBytes, bytes)
    }

    /// Average bytes per presented frame; 0 before the first frame.
    public var averageFrameBytes: Double {
        framesPresented == 0 ? 0 : Double(bytesWritten) / Double(framesPresented)
    }
}
