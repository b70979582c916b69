import Synchronization

/// A process-wide collector for the warnings UIKit would log.
///
/// UIKit writes some misuse warnings to the console (for example when an item identifier
/// that is already in a snapshot is appended again). A terminal app cannot print while
/// curses owns the screen, so these warnings are recorded here instead; the app drains
/// them after it has restored the terminal and prints them then.
///
/// Safe to use from any thread.
public enum Diagnostics {
    private static let messages = Mutex<[String]>([])

    /// Records a warning to be printed later.
    public static func record(_ message: String) {
        messages.withLock { $0.append(message) }
    }

    /// Returns every recorded warning, oldest first, and empties the collector.
    public static func drain() -> [String] {
        messages.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }
}
