/// An in-memory backend for tests and `--headless` runs: keeps the last frame, queues events you
/// give it, and counts the bytes a terminal would have received.
///
/// The byte counts come from `ANSIEncoder`, which writes what a terminal needs for the changed
/// cells (cursor moves only where needed, SGR only on style changes), so "bytes per frame" means
/// what it would on a real terminal. The screen starts blank, as a cleared terminal does.
@MainActor
public final class HeadlessBackend: Backend {
    public private(set) var size: Size
    public var colorDepth: ColorDepth
    public private(set) var statistics = BackendStatistics()
    /// The frame most recently presented.
    public private(set) var screen: Buffer
    /// When true, `output` accumulates the byte stream of every frame (off by default: it grows
    /// without bound).
    public var recordsOutput = false
    /// The bytes a terminal would have received since `recordsOutput` was turned on: feed them
    /// to a VT emulator to check what a real screen would show.
    public private(set) var output = ""
    private var queue: [Event] = []

    /// A backend whose screen is `size`, blank, and that resolves colours for `colorDepth`.
    public init(size: Size, colorDepth: ColorDepth = .truecolor) {
        self.size = size
        self.colorDepth = colorDepth
        self.screen = Buffer(size: size)
    }

    /// Diffs `buffer` against the screen, counts what a terminal would receive, and keeps
    /// `buffer` as the new screen. A frame of another size than the screen redraws everything
    /// after a clear, as a terminal backend does after a resize.
    public func present(_ buffer: Buffer) {
        let sameSize = buffer.size == screen.size
        let changes = buffer.changes(from: sameSize ? screen : Buffer(size: buffer.size))
        var bytes = ANSIEncoder.encode(changes, colorDepth: colorDepth)
        if !sameSize { bytes = ANSIEncoder.clearScreen + bytes }
        statistics.recordFrame(bytes: bytes.utf8.count, cells: sameSize ? changes.count : buffer.size.area)
        if recordsOutput { output += bytes }
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

    /// Queues events for the next `readEvents()`.
    public func enqueue(contentsOf events: [Event]) {
        queue.append(contentsOf: events)
    }

    /// Queues key presses for the next `readEvents()`.
    public func press(_ keys: Key...) {
        queue.append(contentsOf: keys.map(Event.key))
    }

    /// Changes the screen size and queues the matching `.resize` event.
    public func resize(to newSize: Size) {
        size = newSize
        queue.append(.resize(newSize))
    }

    /// Forgets the recorded output and resets the statistics, keeping the screen.
    public func resetStatistics() {
        statistics = BackendStatistics()
        output = ""
    }
}
