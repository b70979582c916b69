/// The entries kept: the newest `capacity` (give or take `slack`), oldest first, as a value
/// (cheap to hand to a background filter).
public struct LogBuffer: Sendable {
    public let capacity: Int
    /// How far past the capacity the log may grow before its oldest entries go, down to the
    /// capacity at once: 1% of it. Deleting rows at the top of a list costs about as much for
    /// a thousand as for twenty (the rows below shift once), so a capped log fed twenty
    /// entries a tick drops every fiftieth tick instead of every one.
    public var slack: Int { capacity / 100 }
    private var storage: [LogEntry] = []
    /// Entries at the front of `storage` already dropped; cut off in bulk now and then, so that
    /// dropping is O(1) per entry amortized.
    private var dropped = 0

    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    public var count: Int { storage.count - dropped }
    public var entries: ArraySlice<LogEntry> { storage[dropped...] }
    /// The id of the oldest entry kept (entries are numbered in order).
    public var firstID: Int { storage.count > dropped ? storage[dropped].id : (storage.last.map { $0.id + 1 } ?? 0) }
    /// The id the next entry will have.
    public var endID: Int { storage.last.map { $0.id + 1 } ?? 0 }

    /// The entry with `id`, if kept.
    public subscript(id: Int) -> LogEntry? {
        let index = dropped + id - firstID
        return id >= firstID && index < storage.count ? storage[index] : nil
    }

    /// Appends `new` and, once the log holds more than `capacity + slack`, drops the oldest
    /// down to the capacity; returns those dropped.
    ///
    /// - Complexity: O(new + dropped), amortized.
    @discardableResult
    public mutating func append(_ new: [LogEntry]) -> [LogEntry] {
        storage += new
        let excess = count > capacity + slack ? count - capacity : 0
        let gone = Array(storage[dropped..<dropped + excess])
        dropped += excess
        if dropped > capacity {
            storage.removeFirst(dropped)
            dropped = 0
        }
        return gone
    }
}
