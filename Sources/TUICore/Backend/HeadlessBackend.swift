/// An in-memory backend for tests and `--headless` runs: shows the frames it is given on a
/// screen in memory, records where the terminal's cursor would be, queues events you give it,
/// and counts the bytes a terminal would have received.
///
/// The byte counts come from `ANSIEncoder`, which writes what a terminal needs for the changed
/// cells (cursor moves only where needed, SGR only on style changes), so "bytes per frame" means
/// what it would on a real terminal. The screen starts blank, as a cleared terminal does.
@MainActor
public final class HeadlessBackend: Backend {
    public private(set) var size: Size
    public var colorDepth: ColorDepth
    public private(set) var statistics = BackendStatistics()
    /// The screen: what the updates presented so far have drawn, as a terminal would show it.
    public private(set) var screen: Buffer
    /// Where the terminal's cursor is after the last update, or `nil` while it is hidden (the
    /// default): what a screen reader would follow.
    public private(set) var cursor: Point?
    /// Whether the window's height follows its content up to ``size``'s height, as an inline
    /// backend's region does when it fits its content; false by default.
    public var fitsHeightToContent = false
    /// True after ``invalidateScreen()``, until the next update: the next frame redraws every
    /// cell.
    public private(set) var needsFullRedraw = false
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

    /// Draws `update` on the screen as a terminal would (clearing first when it says so),
    /// counts the bytes a terminal would receive for it, and moves the cursor.
    ///
    /// - Complexity: O(changes), or O(width x height) for an update that clears the screen.
    public func present(_ update: FrameUpdate) {
        var bytes = ANSIEncoder.encode(update.changes, colorDepth: colorDepth, erasingRows: update.wholeRows && !update.clearsScreen)
        if update.clearsScreen {
            bytes = ANSIEncoder.clearScreen + bytes
            screen = Buffer(size: update.size)
        } else if update.wholeRows {
            screen.clearRows(Set(update.changes.map(\.position.y)))
        }
        screen.apply(update.changes)
        bytes += ANSIEncoder.placeCursor(update.cursor, after: cursor, drewCells: update.clearsScreen || !update.changes.isEmpty)
        cursor = update.cursor
        needsFullRedraw = false
        statistics.recordFrame(bytes: bytes.utf8.count, cells: update.cellCount)
        if recordsOutput { output += bytes }
    }

    /// Forgets what the screen shows, as a terminal does when the shell draws on it while the
    /// app is suspended: ``needsFullRedraw`` turns true, and the next frame clears and redraws
    /// every cell.
    public func invalidateScreen() {
        needsFullRedraw = true
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
