/// A process-wide collector for the warnings UIKit would log.
///
/// UIKit writes some misuse warnings to the console (for example when an item identifier
/// that is already in a snapshot is appended again). A terminal app cannot print while it
/// owns the screen, so these warnings are collected here, each distinct warning once with a
/// count, and `Application` prints them after it has restored the terminal (unless
/// `printsDiagnosticsAfterExit` is off). Headless, drain them yourself.
///
/// Safe to use from any thread.
public enum Diagnostics {
    /// A distinct warning and how often it was recorded.
    package struct Entry: Hashable, Sendable {
        package var message: String
        package var count: Int
    }

    private struct Log {
        var entries: [Entry] = []
        /// Where each message is in `entries`, so that recording stays O(1) however many
        /// distinct warnings pile up.
        var indices: [String: Int] = [:]
    }

    private static let log = Locked(Log())

    /// Records a warning to be printed later; a warning recorded again only counts.
    @usableFromInline
    package static func record(_ message: String) {
        log.withLock { log in
            if let index = log.indices[message] {
                log.entries[index].count += 1
            } else {
                log.indices[message] = log.entries.count
                log.entries.append(Entry(message: message, count: 1))
            }
        }
    }

    /// Returns every distinct warning with its count, oldest first, and empties the collector.
    package static func drainEntries() -> [Entry] {
        log.withLock { log in
            defer { log = Log() }
            return log.entries
        }
    }

    /// Returns every recorded warning once, oldest first, followed by how often it happened
    /// when more than once (`… (12 times)`), and empties the collector.
    public static func drain() -> [String] {
        drainEntries().map { $0.count == 1 ? $0.message : "\($0.message) (\($0.count) times)" }
    }
}
