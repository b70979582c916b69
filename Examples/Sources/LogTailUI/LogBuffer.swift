/// The entries kept: the newest `capacity` (give or take `slack`), oldest first, as a value
/// (cheap to hand to a background filter).
public struct LogBuffer: Sendable {
    public let capacity: Int
    /// How far past the capacity the log may grow before its oldest entries go, down to the
    /// capacity at once: 1% of it. Deleting rows at the top of a list costs about as much for
    /// a thousand as for twenty (the rows below shift once), so a capped log fed twenty
    /// entries a tick drops every fiftieth tick instead of every one.
    public var slack: Int { capacity / 100 }
    /// The entries kept. Dropped entries leave it at once: kept past their drop (to cut them
    /// off in bulk less often), they held memory that grew for minutes at the cap.
    private var storage: [LogEntry] = []

    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    public var count: Int { storage.count }
    public var entries: ArraySlice<LogEntry> { storage[...] }
    /// The id of the oldest entry kept (entries are numbered in order).
    public var firstID: Int { storage.first?.id ?? 0 }
    /// The id the next entry will have.
    public var endID: Int { storage.last.map { $0.id + 1 } ?? 0 }

    /// The entry with `id`, if kept.
    public subscript(id: Int) -> LogEntry? {
        let index = id - firstID
        return id >= firstID && index < storage.count ? storage[index] : nil
    }

    /// Appends `new` and, once the log holds more than `capacity + slack`, drops the oldest
    /// down to the capacity; returns those dropped.
    ///
    /// - Complexity: O(new), plus O(capacity) on the one append in `slack` entries or so that
    ///   drops (the entries kept move up): O(100) per entry amortized, at a slack of 1%.
    @discardableResult
    public mutating func append(_ new: [LogEntry]) -> [LogEntry] {
        storage += new
        guard storage.count > capacity + slack else { return [] }
        let excess = storage.count - capacity
        let gone = Array(storage[..<excess])
        storage.removeFirst(excess)
        return gone
    }
}
