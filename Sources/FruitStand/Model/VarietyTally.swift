/// The varieties of one kind of fruit on the stand, each with how many fruit it has, kept in
/// natural order (`NaturalOrder`) as fruit come and go.
///
/// An inventory whose fruit each have a name of their own has as many varieties as fruit, a
/// million of them: sorting them all again for every edit held the main thread for seconds. So
/// the order is made once, off the main thread, when a stand is counted, and then kept: an edit
/// finds its variety by binary search and changes one entry. Entries live in chunks of at most
/// `chunkCapacity`, so that inserting or removing a variety moves the entries of one chunk, not
/// of a million, and a copy (the sidebar keeps one) shares every chunk an edit leaves alone.
struct VarietyTally: Sendable {
    /// Consecutive varieties in natural order, with their counts.
    private struct Chunk: Sendable {
        var names: [String]
        var counts: [Int32]
    }

    /// The chunks in order; none is empty.
    private var chunks: [Chunk] = []
    /// How many varieties there are.
    private(set) var count = 0

    /// The most entries a chunk holds; a fuller one is split in two.
    static let chunkCapacity = 512

    /// No varieties.
    init() {}

    /// The varieties of `counts` (a count of fruit per variety; zeros are left out), sorted.
    ///
    /// - Complexity: O(v log v) for v varieties, comparing bytes of their natural keys.
    init(counting counts: [String: Int]) {
        let names = NaturalOrder.sorted(counts.compactMap { $0.value > 0 ? $0.key : nil })
        self.init(sorted: names) { Int32(clamping: counts[names[$0]] ?? 0) }
    }

    /// The varieties of the fruit whose varieties are `varieties` (one entry per fruit),
    /// sorted, with the runs of equal names counted.
    ///
    /// - Complexity: O(n log n) for n fruit, comparing bytes of their natural keys.
    init(sorting varieties: [String]) {
        // Straight into chunks, in sorted order, runs of one name counted as they come: no
        // sorted copy of a million names on the way.
        let order = NaturalOrder.sortedIndices(varieties)
        var chunk = Chunk(names: [], counts: [])
        let fill = Self.chunkCapacity / 2 + Self.chunkCapacity / 4
        for index in order {
            let name = varieties[Int(index)]
            if let last = chunk.names.last, last == name {
                chunk.counts[chunk.counts.count - 1] += 1
                continue
            }
            if chunk.names.count == fill {
                chunks.append(chunk)
                chunk = Chunk(names: [], counts: [])
            }
            chunk.names.append(name)
            chunk.counts.append(1)
            count += 1
        }
        if !chunk.names.isEmpty { chunks.append(chunk) }
    }

    /// The varieties `names`, in natural order already, each with `count(index)` fruit.
    private init(sorted names: [String], count: (Int) -> Int32) {
        self.count = names.count
        let fill = Self.chunkCapacity / 2 + Self.chunkCapacity / 4
        var start = 0
        while start < names.count {
            let end = min(start + fill, names.count)
            chunks.append(Chunk(names: Array(names[start..<end]), counts: (start..<end).map(count)))
            start = end
        }
    }

    /// Whether there are no varieties.
    var isEmpty: Bool { count == 0 }

    /// How many fruit of `variety` there are; 0 for a variety not on the stand.
    ///
    /// - Complexity: O(log v) name comparisons.
    func count(of variety: String) -> Int {
        guard case .found(let chunk, let index) = find(variety) else { return 0 }
        return Int(chunks[chunk].counts[index])
    }

    /// The place of `variety` in natural order among the varieties (0 for the first), or nil
    /// when it is not on the stand.
    ///
    /// - Complexity: O(log v) name comparisons, plus O(v / `chunkCapacity`).
    func rank(of variety: String) -> Int? {
        guard case .found(let chunk, let index) = find(variety) else { return nil }
        return chunks[..<chunk].reduce(0) { $0 + $1.names.count } + index
    }

    /// The variety at `rank` in natural order (0 for the first), if there are that many.
    ///
    /// - Complexity: O(v / `chunkCapacity`).
    func name(atRank rank: Int) -> String? {
        var rank = rank
        for chunk in chunks {
            if rank < chunk.names.count { return rank >= 0 ? chunk.names[rank] : nil }
            rank -= chunk.names.count
        }
        return nil
    }

    /// The first `limit` varieties in natural order.
    ///
    /// - Complexity: O(`limit`).
    func prefix(_ limit: Int) -> [String] {
        var result: [String] = []
        result.reserveCapacity(min(limit, count))
        for chunk in chunks {
            guard result.count < limit else { break }
            result.append(contentsOf: chunk.names.prefix(limit - result.count))
        }
        return result
    }

    /// Every variety, in natural order.
    ///
    /// - Complexity: O(v).
    var names: [String] { prefix(count) }

    /// Counts one more fruit of `variety`, returning whether the variety is new on the stand.
    ///
    /// - Complexity: O(log v) name comparisons, plus O(`chunkCapacity`) to make room.
    @discardableResult
    mutating func add(_ variety: String) -> Bool {
        switch find(variety) {
        case .found(let chunk, let index):
            chunks[chunk].counts[index] += 1
            return false
        case .missing(let chunk, let index):
            count += 1
            guard !chunks.isEmpty else {
                chunks = [Chunk(names: [variety], counts: [1])]
                return true
            }
            chunks[chunk].names.insert(variety, at: index)
            chunks[chunk].counts.insert(1, at: index)
            if chunks[chunk].names.count > Self.chunkCapacity { split(chunk) }
            return true
        }
    }

    /// Counts one fruit of `variety` less, returning whether that was its last fruit (the
    /// variety left the stand). A variety not on the stand is left alone.
    ///
    /// - Complexity: O(log v) name comparisons, plus O(`chunkCapacity`).
    @discardableResult
    mutating func remove(_ variety: String) -> Bool {
        guard case .found(let chunk, let index) = find(variety) else { return false }
        guard chunks[chunk].counts[index] <= 1 else {
            chunks[chunk].counts[index] -= 1
            return false
        }
        count -= 1
        chunks[chunk].names.remove(at: index)
        chunks[chunk].counts.remove(at: index)
        if chunks[chunk].names.isEmpty { chunks.remove(at: chunk) }
        return true
    }

    private mutating func split(_ chunk: Int) {
        let half = chunks[chunk].names.count / 2
        let upper = Chunk(names: Array(chunks[chunk].names[half...]), counts: Array(chunks[chunk].counts[half...]))
        chunks[chunk].names.removeSubrange(half...)
        chunks[chunk].counts.removeSubrange(half...)
        chunks.insert(upper, at: chunk + 1)
    }

    /// Where a variety is, or where it would go.
    private enum Place {
        case found(chunk: Int, index: Int)
        case missing(chunk: Int, index: Int)
    }

    /// Binary search, first for the last chunk whose first name does not follow `variety`,
    /// then within it. `variety`'s natural key is made once; each probe makes its name's.
    private func find(_ variety: String) -> Place {
        guard !chunks.isEmpty else { return .missing(chunk: 0, index: 0) }
        let key = NaturalOrder.key(variety)
        // The last chunk whose first name comes before `variety` or is it.
        var low = 0, high = chunks.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if NaturalOrder.follows(variety, key: key, chunks[middle].names[0]) || chunks[middle].names[0] == variety {
                low = middle
            } else {
                high = middle
            }
        }
        let names = chunks[low].names
        var first = 0, last = names.count
        while first < last {
            let middle = (first + last) / 2
            if NaturalOrder.follows(variety, key: key, names[middle]) { first = middle + 1 } else { last = middle }
        }
        if first < names.count, names[first] == variety { return .found(chunk: low, index: first) }
        return .missing(chunk: low, index: first)
    }
}

extension VarietyTally: Hashable {
    /// Equal when the same varieties have the same counts, however they are chunked.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.entries.elementsEqual(rhs.entries) { $0.name == $1.name && $0.count == $1.count }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for (name, count) in entries {
            hasher.combine(name)
            hasher.combine(count)
        }
    }

    /// Every variety with its count, in order.
    private var entries: some Sequence<(name: String, count: Int32)> {
        chunks.lazy.flatMap { zip($0.names, $0.counts).lazy.map { (name: $0, count: $1) } }
    }
}
