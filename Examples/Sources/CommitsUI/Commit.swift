/// One commit of a repository's history, as `git log` prints it.
public struct Commit: Hashable, Sendable {
    /// The full hash.
    public var hash: String
    public var author: String
    /// The author date as git writes it, `2026-11-27 14:03:12 +0100`: the day and the time
    /// are read from it as written, in the author's own time zone.
    public var date: String
    /// The first line of the message.
    public var subject: String

    public init(hash: String, author: String, date: String, subject: String) {
        self.hash = hash
        self.author = author
        self.date = date
        self.subject = subject
    }

    /// `2026-11-27`: the day the commit is listed under.
    public var day: String { String(date.prefix(10)) }
    /// `14:03`.
    public var time: String { String(date.dropFirst(11).prefix(5)) }
    /// The first 8 characters of the hash.
    public var shortHash: String { String(hash.prefix(8)) }

    /// The separators of the format `GitHistory` asks `git log` for: unit separator between
    /// fields, record separator after each commit.
    static let fieldSeparator: Character = "\u{1f}", recordSeparator: Character = "\u{1e}"
    /// `git log --format=` for `parse(_:)`.
    static let logFormat = "%H%x1f%an%x1f%ai%x1f%s%x1e"

    /// The commits of `git log --format=\(logFormat)` output; malformed records are skipped.
    ///
    /// - Complexity: O(n) in the length of the output.
    public static func parse(_ output: String) -> [Commit] {
        output.split(separator: recordSeparator).compactMap { record in
            let fields = record.trimmingPrefix(while: \.isNewline).split(separator: fieldSeparator, omittingEmptySubsequences: false)
            guard fields.count == 4, fields[0].count >= 8, fields[2].count >= 16 else { return nil }
            return Commit(hash: String(fields[0]), author: String(fields[1]), date: String(fields[2]), subject: String(fields[3]))
        }
    }
}

/// What the detail column shows of a commit: its whole message and the files it changed.
public struct CommitDetail: Hashable, Sendable {
    public var message: String
    /// `M Sources/App.swift`, one per changed file, as `git show --name-status` lists them.
    public var files: [String]

    public init(message: String, files: [String]) {
        self.message = message
        self.files = files
    }
}

/// Where commits come from: a git repository, or fixed data in tests.
public protocol CommitSource: Sendable {
    /// The history, newest first. Runs off the main thread.
    func commits() throws -> [Commit]
    /// The message and changed files of one commit. Runs off the main thread.
    func detail(of commit: Commit) throws -> CommitDetail
}

/// A made-up history of `count` commits, the same on every run: for trying the table at a
/// million rows (`commits --generate 1000000`).
public struct GeneratedHistory: CommitSource {
    public let count: Int

    public init(count: Int) { self.count = count }

    static let authors = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov",
                          "Donald Knuth", "Margaret Hamilton", "Ken Thompson", "Frances Allen", "Dennis Ritchie"]
    static let verbs = ["Fix", "Add", "Remove", "Rename", "Speed up", "Document", "Test", "Refactor"]
    static let things = ["the parser", "the diff", "scrolling", "the header row", "sorting", "resizing", "the README", "the cache"]

    public func commits() -> [Commit] {
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        // Newest first: ten minutes apart on average, from 2026-11-27 back.
        var minutes = 0
        return (0..<count).map { index in
            minutes += 1 + next() % 19
            let day = 20_000 - minutes / 1440, minute = 1439 - minutes % 1440
            let hash = String(format16: UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 ^ 0xD1B5_4A32_D192_ED03)
            return Commit(
                hash: hash + hash, author: Self.authors[next() % Self.authors.count],
                date: "\(Self.date(ofDay: day)) \(Self.two(minute / 60)):\(Self.two(minute % 60)):00 +0000",
                subject: "\(Self.verbs[next() % Self.verbs.count]) \(Self.things[next() % Self.things.count]) (#\(count - index))")
        }
    }

    public func detail(of commit: Commit) -> CommitDetail {
        CommitDetail(message: commit.subject + "\n\nA generated commit.", files: ["M Sources/Generated.swift"])
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// `yyyy-mm-dd` of a day counted from 1970-01-01 (the civil-from-days algorithm).
    static func date(ofDay days: Int) -> String {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return "\(year)-\(two(month))-\(two(day))"
    }
}

extension String {
    /// 16 lower-case hex digits.
    init(format16 value: UInt64) {
        let digits = String(value, radix: 16)
        self = String(repeating: "0", count: 16 - digits.count) + digits
    }
}
