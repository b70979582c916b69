/// An in-memory backend for tests and `--headless` runs: keeps the last frame, queues events you
/// give it, and counts the bytes a terminal would have received.
@MainActor
public final class HeadlessBackend: Backend {
    public private(set) var size: Size
    public var colorDepth: ColorDepth
    public private(set) var statistics = BackendStatistics()
    /// The frame most recently presented.
    public private(set) var screen: Buffer
    private var queue: [Event] = []

    public init(size: Size, colorDepth: ColorDepth = .truecolor) {
        self.size = size
        self.colorDepth = colorDepth
        self.screen = Buffer(size: size)
    }

    public func present(_ buffer: Buffer) {
        let changes = buffer.changes(from: screen)
        statistics.framesPresented += 1
        statistics.cellsWritten += changes.count
        statistics.bytesWritten += ANSIEncoder.byteCount(of: changes, from: screen, colorDepth: colorDepth)
        screen = buffer
    }

    public func readEvents() -> [Event] {
        defer { queue.removeAll() }
        return queue
    }

    /// Queues events for the next `readEvents()`.
    public func enqueue(_ events: Event...) {
        queue.append(contentsOf: events)
    }

    /// Changes the screen size and queues the matching `.resize` event.
    public func resize(to newSize: Size) {
        size = newSize
        queue.append(.resize(newSize))
    }
}
