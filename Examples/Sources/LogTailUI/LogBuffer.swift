/// The entries kept: the newest `capacity`, oldest first, as a value (cheap to hand to a
/// background filter).
public struct LogBuffer: Sendable {
    public let capacity: Int
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

    /// Appends `new` and drops the oldest beyond the capacity, returning those dropped.
    ///
    /// - Complexity: O(new + dropped), amortized.
    @discardableResult
    public mutating func append(_ new: [LogEntry]) -> [LogEntry] {
        storage += new
        let excess = max(0, count - capacity)
        let gone = Array(storage[dropped..<dropped + excess])
        dropped += excess
        if dropped > capacity {
            storage.removeFirst(dropped)
            dropped = 0
        }
        return gone
    }
}
