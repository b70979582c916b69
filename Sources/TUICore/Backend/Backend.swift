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

/// Counters a backend keeps about its output.
public struct BackendStatistics: Hashable, Sendable {
    /// Bytes written to the terminal (or that would have been, for a headless backend).
    public var bytesWritten: Int = 0
    /// Frames presented.
    public var framesPresented: Int = 0
    /// Cells written across all frames.
    public var cellsWritten: Int = 0

    public init() {}
}
