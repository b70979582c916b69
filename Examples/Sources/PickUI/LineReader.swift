import Dispatch
import Foundation

/// Reads lines from a file descriptor as they arrive (a pipe from another program, a file) and
/// hands them to the main queue: the screen keeps answering keys however fast or slowly the
/// lines come. A line ends at `\n`; a `\r` before it is dropped; a last line without one counts
/// too.
///
/// The reading is a blocking loop on a thread of its own, not a dispatch read source: on Linux,
/// cancelling a read source races libdispatch's epoll loop when the descriptor hangs up (as a
/// pipe does at its end), and the process can crash in `_dispatch_event_loop_drain`. A blocking
/// `read` never registers the descriptor with that loop.
@MainActor
public final class LineReader {
    private let descriptor: Int32
    private let lines: @MainActor ([String]) -> Void
    private let end: @MainActor (ReadError?) -> Void
    private var isStarted = false

    /// A read failed (standard input is a directory, an I/O error): the system's reason.
    public struct ReadError: Error, CustomStringConvertible {
        public let code: Int32
        public var description: String { String(cString: strerror(code)) }
    }

    /// Reads `descriptor` once `start()` is called, handing each read's complete lines to
    /// `lines`, then calling `end` once: with `nil` at the end of the input, or with the error
    /// that stopped the reading (the lines read before it have been handed over).
    public init(descriptor: Int32, lines: @escaping @MainActor ([String]) -> Void, end: @escaping @MainActor (ReadError?) -> Void) {
        self.descriptor = descriptor
        self.lines = lines
        self.end = end
    }

    /// Starts reading; a second call does nothing.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        let descriptor = descriptor, lines = lines, end = end
        Thread.detachNewThread {
            Self.read(descriptor, lines: lines, end: end)
        }
    }

    /// The reading thread's loop. It stays at most two reads ahead of the main queue, so a fast
    /// writer cannot pile up the whole input in queued batches while the screen catches up.
    private nonisolated static func read(_ descriptor: Int32, lines: @escaping @MainActor ([String]) -> Void, end: @escaping @MainActor (ReadError?) -> Void) {
        let slots = DispatchSemaphore(value: 2)
        var splitter = LineSplitter()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var error: ReadError?
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { error = ReadError(code: errno) }
            guard count > 0 else { break }
            let batch = splitter.lines(completedBy: chunk[..<count])
            guard !batch.isEmpty else { continue }
            slots.wait()
            DispatchQueue.main.async {
                MainActor.assumeIsolated { lines(batch) }
                slots.signal()
            }
        }
        let last = splitter.remainder(), failure = error
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                if let last { lines([last]) }
                end(failure)
            }
        }
    }
}
