import Dispatch

/// Reads lines from a file descriptor as they arrive — a pipe from another program, a file —
/// on a thread of its own, and hands them to the main queue, so the screen keeps answering keys
/// however fast or slowly the lines come.
///
/// Every shell tool that lists its standard input needs it: `git log | commits`,
/// `ls | pick`. A line ends at `\n`; a `\r` before it is dropped; a last line without one
/// counts too (``LineSplitter``).
///
/// ```swift
/// let reader = LineReader(descriptor: 0, lines: picker.append) { error in
///     guard let error else { return picker.endOfInput() }
///     app.printAfterExit("pick: cannot read standard input: \(error)")   // "Is a directory"
///     app.terminate(exitCode: 2)
/// }
/// reader.start()
/// ```
///
/// The reading is a blocking loop on a thread of its own, not a dispatch read source: on Linux,
/// cancelling a read source races libdispatch's epoll loop when the descriptor hangs up (as a
/// pipe does at its end), and the process can crash in `_dispatch_event_loop_drain`. A blocking
/// `read` never registers the descriptor with that loop. The thread stays at most two reads
/// ahead of the main queue, so a fast writer cannot pile up its whole output in queued batches
/// while the screen catches up; the pipe then holds the writer back, as it would for any reader.
@MainActor
public final class LineReader {
    private let descriptor: Int32
    private let lines: @MainActor ([String]) -> Void
    private let end: @MainActor (ReadError?) -> Void
    private var isStarted = false

    /// A read failed (standard input is a directory, an I/O error): the system's reason.
    public struct ReadError: Error, CustomStringConvertible, Equatable, Sendable {
        /// The `errno` value.
        public let code: Int32
        /// The system's description of `code` (`strerror`), e.g. "Is a directory".
        public var description: String { Platform.errorDescription(code) }

        /// The error with `errno` value `code`.
        public init(code: Int32) {
            self.code = code
        }
    }

    /// Reads `descriptor` once ``start()`` is called, handing each read's complete lines to
    /// `lines`, then calling `end` once: with `nil` at the end of the input, or with the error
    /// that stopped the reading (the lines read before it have been handed over). The
    /// descriptor stays open: the caller closes it, if it should be closed, after `end`.
    public init(descriptor: Int32, lines: @escaping @MainActor ([String]) -> Void,
                end: @escaping @MainActor (ReadError?) -> Void) {
        self.descriptor = descriptor
        self.lines = lines
        self.end = end
    }

    /// Starts reading; a second call does nothing.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        let descriptor = descriptor, lines = lines, end = end
        let failure = Platform.detachThread {
            Self.read(descriptor, lines: lines, end: end)
        }
        if failure != 0 {
            // No thread (the process is out of them): the reading ends, with the reason.
            DispatchQueue.main.async { MainActor.assumeIsolated { end(ReadError(code: failure)) } }
        }
    }

    /// The reading thread's loop.
    private nonisolated static func read(_ descriptor: Int32, lines: @escaping @MainActor ([String]) -> Void,
                                         end: @escaping @MainActor (ReadError?) -> Void) {
        let slots = DispatchSemaphore(value: 2)
        var splitter = LineSplitter()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var error: ReadError?
        while true {
            let count = chunk.withUnsafeMutableBytes { Platform.readBlocking(descriptor, into: $0) }
            if case .failure(let failure) = count { error = ReadError(code: failure.code) }
            guard case .success(let read) = count, read > 0 else { break }
            let batch = splitter.lines(completedBy: chunk[..<read])
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
