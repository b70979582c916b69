/// Where frames go and events come from: a real terminal (`CursesBackend`) or memory
/// (`HeadlessBackend`).
///
/// Every call happens on the main actor: one thread talks to the terminal.
@MainActor
public protocol Backend: AnyObject {
    /// The current screen size.
    var size: Size { get }
    /// The colours the screen can show.
    var colorDepth: ColorDepth { get }
    /// Shows `buffer`, writing only what changed since the previous frame.
    func present(_ buffer: Buffer)
    /// Drains the input that is ready now, without blocking.
    func readEvents() -> [Event]
    /// Bytes written and frames presented so far.
    var statistics: BackendStatistics { get }
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

    /// Counters at zero, before any frame.
    public init() {}

    /// Adds one presented frame to the counters.
    package mutating func recordFrame(bytes: Int, cells: Int) {
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
