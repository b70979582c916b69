#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SystemPackage
import TUICore

/// Records the bytes the app sends to the terminal as an asciicast v2 file (`--record FILE.cast`)
/// that `asciinema play` replays.
///
/// Write failures never interrupt the app: the first one is kept and reported by `close()` as a
/// warning to print after exit, and later events are dropped.
public final class AsciicastWriter {
    private var encoder = AsciicastEncoder()
    private var file: FileDescriptor?
    private var failure: String?
    /// The path as given.
    public let path: String

    /// Creates (or truncates) the file and writes the header.
    ///
    /// - Parameters:
    ///   - size: the terminal size when recording starts.
    ///   - timestamp: when the recording starts (Unix seconds in the header).
    ///   - environment: the `env` object; by default `TERM` and `SHELL` from the process.
    ///   - title: an optional title for players.
    /// - Throws: `RecordingError` when the file cannot be created.
    public init(
        path: String, size: Size, timestamp: Date = Date(),
        environment: [String: String] = AsciicastWriter.defaultEnvironment(), title: String? = nil
    ) throws(RecordingError) {
        self.path = path
        do {
            file = try FileDescriptor.open(FilePath(path), .writeOnly, options: [.create, .truncate, .closeOnExec],
                                           permissions: [.ownerReadWrite, .groupRead, .otherRead])
        } catch {
            throw RecordingError(description: "fruitstand-tui: \(path): cannot create the recording: \(POSIXFileError(error).reason)")
        }
        let header = encoder.header(size: size, timestamp: Int(timestamp.timeIntervalSince1970),
                                    environment: environment, title: title)
        append(header)
    }

    deinit {
        try? file?.close()
    }

    /// `TERM` and `SHELL` from `environment`, defaulting to `xterm-256color` and `/bin/sh`.
    public static func defaultEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        ["TERM": environment["TERM"] ?? "xterm-256color", "SHELL": environment["SHELL"] ?? "/bin/sh"]
    }

    /// Records terminal output written `time` seconds after the recording started.
    func writeOutput(_ bytes: some Sequence<UInt8>, at time: Double) {
        if let line = encoder.output(bytes, at: time) { append(line) }
    }

    /// Records terminal output written `time` seconds after the recording started.
    func writeOutput(_ text: String, at time: Double) {
        writeOutput(text.utf8, at: time)
    }

    /// Records a terminal resize.
    func writeResize(to size: Size, at time: Double) {
        append(encoder.resize(to: size, at: time))
    }

    /// Flushes held-back bytes, closes the file and returns warnings (empty on success).
    func close(at time: Double) -> [String] {
        guard let file else { return failure.map { [$0] } ?? [] }
        if let line = encoder.finish(at: time) { append(line) }
        do {
            try file.close()
        } catch {
            failure = failure ?? "fruitstand-tui: warning: the recording \(path) may be incomplete: \(POSIXFileError(error).reason)"
        }
        self.file = nil
        return failure.map { [$0] } ?? []
    }

    private func append(_ line: String) {
        guard failure == nil, let file else { return }
        do {
            _ = try file.writeAll((line + "\n").utf8)
        } catch {
            failure = "fruitstand-tui: warning: the recording \(path) is incomplete: \(POSIXFileError(error).reason)"
        }
    }
}
