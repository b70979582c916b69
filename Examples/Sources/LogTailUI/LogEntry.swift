/// One line of a log, with the lines of detail it expands into (a stack trace, a request's
/// fields).
public struct LogEntry: Hashable, Sendable, Identifiable {
    public enum Level: Int, CaseIterable, Sendable {
        case debug, info, warning, error

        /// The level as the row shows it, five columns wide.
        public var label: String {
            switch self {
            case .debug: "DEBUG"
            case .info: "INFO "
            case .warning: "WARN "
            case .error: "ERROR"
            }
        }

        /// The level as a screen reader says it: a word, not the row's capitals.
        public var spokenName: String {
            switch self {
            case .debug: "Debug"
            case .info: "Info"
            case .warning: "Warning"
            case .error: "Error"
            }
        }
    }

    /// Entries are numbered from 0 in the order they arrive.
    public var id: Int
    /// Milliseconds since midnight.
    public var time: Int
    public var level: Level
    public var service: String
    public var message: String
    public var details: [String]

    public init(id: Int, time: Int, level: Level, service: String, message: String, details: [String]) {
        self.id = id
        self.time = time
        self.level = level
        self.service = service
        self.message = message
        self.details = details
    }

    /// `HH:MM:SS.mmm`.
    public var timestamp: String {
        let seconds = time / 1000
        return "\(Self.pad(seconds / 3600 % 24, 2)):\(Self.pad(seconds / 60 % 60, 2)):\(Self.pad(seconds % 60, 2)).\(Self.pad(time % 1000, 3))"
    }

    /// The whole line, as the row shows it and the filter searches it.
    public var line: String {
        "\(timestamp) \(level.label) \(service + String(repeating: " ", count: max(0, 7 - service.count))) \(message)"
    }

    /// The entry as a screen reader says it (its accessibility label): level, service and
    /// message, `"Warning, billing, retrying job 4729 (attempt 5)"`.
    ///
    /// The time is left out: said to the millisecond it is a sentence's first four words, before
    /// anything that tells entries apart, and a key every few seconds would cut the message it
    /// pushes to the end. The rows are in time order, and a reader's review of the line
    /// (Fenrir's "read current line") reads it from the screen, time first.
    public var spokenLine: String {
        "\(level.spokenName), \(service), \(message)"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// What the list shows: an entry, or one of its detail lines under it.
public enum LogItem: Hashable, Sendable {
    case entry(Int)
    case detail(entry: Int, line: Int)

    /// The entry a row belongs to.
    public var entry: Int {
        switch self {
        case .entry(let id), .detail(let id, _): id
        }
    }
}
