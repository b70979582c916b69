import Dispatch
import Foundation

/// Reads lines from a file descriptor as they arrive (a pipe from another program, a file), on
/// the main queue, a few reads at a time: the screen keeps answering keys however fast or
/// slowly the lines come. A line ends at `\n`; a `\r` before it is dropped; a last line
/// without one counts too.
@MainActor
public final class LineReader {
    private let descriptor: Int32
    private let source: any DispatchSourceRead
    private let lines: @MainActor ([String]) -> Void
    private let end: @MainActor () -> Void
    private var partial: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var isDone = false

    /// Reads `descriptor` once `start()` is called, handing each read's complete lines to
    /// `lines` and calling `end` at the end of the input.
    public init(descriptor: Int32, lines: @escaping @MainActor ([String]) -> Void, end: @escaping @MainActor () -> Void) {
        self.descriptor = descriptor
        self.lines = lines
        self.end = end
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [unowned self] in
            MainActor.assumeIsolated { readAvailable() }
        }
    }

    /// Starts reading.
    public func start() {
        source.resume()
    }

    /// Reads what is there, up to four chunks, then comes back on the next turn of the main
    /// queue while there is more: libdispatch reports the end of a pipe only once, with the
    /// last bytes, so the reader asks the descriptor itself (`poll`) before each read, which
    /// therefore never blocks.
    private func readAvailable() {
        for _ in 0..<4 {
            guard !isDone, isReadable() else { return }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return finish() }
            lines(split(chunk[..<count]))
        }
        DispatchQueue.main.async { [self] in readAvailable() }
    }

    /// Whether a read would return at once: there are bytes, the writer is gone, or an error.
    private func isReadable() -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) > 0
    }

    private func finish() {
        isDone = true
        source.cancel()
        if !partial.isEmpty { lines([Self.line(partial[...])]) }
        partial = []
        end()
    }

    /// The complete lines of `bytes` after what was left over from the last read; what follows
    /// the last line feed is kept for the next.
    private func split(_ bytes: ArraySlice<UInt8>) -> [String] {
        var lines: [String] = []
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if partial.isEmpty {
                lines.append(Self.line(bytes[start..<end]))
            } else {
                lines.append(Self.line((partial + bytes[start..<end])[...]))
                partial = []
            }
            start = end + 1
        }
        partial += bytes[start...]
        return lines
    }

    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
    }
}
