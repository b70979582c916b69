import Dispatch

/// What the user typed, as a matcher: a line matches when it contains the text. Letters A to Z
/// match either case unless the text has a capital (smart case, as in fzf).
public struct Query: Hashable, Sendable {
    /// The text typed.
    public let text: String
    private let needle: [UInt8]
    private let ignoresCase: Bool

    public init(_ text: String) {
        self.text = text
        ignoresCase = !text.contains { $0.isUppercase }
        needle = Array((ignoresCase ? text.lowercased() : text).utf8)
    }

    /// The UTF-8 offsets of the first match in `line`, or nil; the empty query matches every
    /// line, at its start.
    ///
    /// - Complexity: O(n x m) for a line of n bytes and a query of m, O(n) in practice.
    public func match(in line: String) -> Range<Int>? {
        guard let first = needle.first else { return 0..<0 }
        var line = line
        return line.withUTF8 { bytes in
            var start = 0
            while start + needle.count <= bytes.count {
                if fold(bytes[start]) == first {
                    var length = 1
                    while length < needle.count, fold(bytes[start + length]) == needle[length] { length += 1 }
                    if length == needle.count { return start..<start + length }
                }
                start += 1
            }
            return nil
        }
    }

    /// Whether every line that matches this query matches `other` too: this text contains
    /// `other`'s, so filtering for it only needs to look at `other`'s matches.
    public func narrows(_ other: Query) -> Bool {
        other.text.isEmpty || text.contains(other.text)
    }

    private func fold(_ byte: UInt8) -> UInt8 {
        ignoresCase && (65...90).contains(byte) ? byte | 0x20 : byte
    }
}

/// The lines that match a query, found off the main thread.
public struct Filtered: Sendable {
    /// The query they match.
    public let query: Query
    /// How many lines were looked at: the lines there were when filtering began.
    public let scanned: Int
    /// The matching lines' indexes, ascending.
    public let matches: [Int]

    /// Filters `lines` for `query`. When `query` narrows `previous`'s, only `previous`'s matches
    /// and the lines read since are looked at: each letter typed looks at fewer lines. The
    /// lines are looked at in chunks on every core, as fzf does.
    ///
    /// - Complexity: O(lines looked at), spread over the cores.
    public init(lines: Lines, query: Query, narrowing previous: Filtered? = nil) {
        self.query = query
        scanned = lines.count
        if query.text.isEmpty {
            matches = Array(0..<lines.count)
        } else if let previous, query.narrows(previous.query) {
            matches = Self.matches(among: previous.matches + (previous.scanned..<lines.count), of: lines, for: query)
        } else {
            matches = Self.matches(among: Array(0..<lines.count), of: lines, for: query)
        }
    }

    /// How many candidates a chunk holds: enough that handing one to a core costs little
    /// beside matching it.
    private static let chunkSize = 1 << 14

    /// The `candidates` whose lines match `query`, in order.
    private static func matches(among candidates: [Int], of lines: Lines, for query: Query) -> [Int] {
        let chunks = (candidates.count + chunkSize - 1) / chunkSize
        guard chunks > 1 else { return candidates.filter { query.match(in: lines[$0]) != nil } }
        let found = ChunkResults(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let start = chunk * chunkSize
            found.set(chunk, candidates[start..<min(start + chunkSize, candidates.count)].filter { query.match(in: lines[$0]) != nil })
        }
        return found.joined()
    }
}

/// The matches of each chunk, written by the core that matched it: each slot has one writer,
/// and they are read once every writer is done (`concurrentPerform` returns).
private final class ChunkResults: @unchecked Sendable {
    private let results: UnsafeMutableBufferPointer<[Int]>

    init(count: Int) {
        results = .allocate(capacity: count)
        results.initialize(repeating: [])
    }

    deinit {
        results.deinitialize()
        results.deallocate()
    }

    func set(_ chunk: Int, _ matches: [Int]) {
        results[chunk] = matches
    }

    func joined() -> [Int] {
        Array(results.joined())
    }
}
