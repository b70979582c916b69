import SystemPackage
import Foundation

/// Loads and saves `AppState` as `state.json` in a directory, never trapping and never leaving
/// a partial file.
///
/// Problems come back as warnings (one line each, starting `fruitstand-tui: warning:`) for the
/// app to print after it restores the terminal; the app always runs. A corrupt, truncated, empty
/// or newer-version file is ignored; a missing directory is created (mode 0700); an unwritable
/// one makes `save` return a warning. A newer version's file is never written over: what that
/// app saved would be lost to a version that cannot read it.
public struct StateStore: Sendable {
    /// The directory holding `state.json`.
    public let directory: String
    /// Files larger than this are not state files this app wrote; they are ignored.
    static let sizeLimit = 1 << 20

    var writer = AtomicFileWriter()

    public init(directory: String) {
        self.directory = directory
    }

    /// Makes every save pause for `seconds` half-way through writing its temporary file, so
    /// that a test can kill the process mid-write for certain (`--debug-slow-save`).
    public mutating func pauseMidWrite(for seconds: Double) {
        writer.faultInjection = { stage in
            if stage == .halfWritten { usleep(UInt32(seconds * 1_000_000)) }
        }
    }

    /// The path of the state file.
    public var path: String { directory + "/state.json" }

    /// Where the state lives by default: `$XDG_STATE_HOME/fruitstand-tui`, or
    /// `$HOME/.local/state/fruitstand-tui` when `XDG_STATE_HOME` is unset, empty or relative (the
    /// XDG spec says to ignore relative paths); nil when there is no home directory either.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/fruitstand-tui"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return (home == "/" ? "" : home) + "/.local/state/fruitstand-tui"
        }
        return nil
    }

    /// Reads the saved state; nil (with no warning) when there is none yet.
    public func load() -> (state: AppState?, warnings: [String]) {
        let bytes: [UInt8]
        do {
            bytes = try FileDescriptor.readWholeFile(path, limit: Self.sizeLimit)
        } catch {
            if error.errorNumber == ENOENT { return (nil, []) }
            return (nil, [warning("ignoring the state file \(path): \(error.reason)")])
        }
        switch decode(bytes) {
        case .success(let state): return (state, [])
        case .failure(let problem): return (nil, [warning("ignoring the state file \(path): \(problem.reason)")])
        }
    }

    /// Saves `state` atomically, creating the directory if needed; returns warnings (empty on
    /// success).
    ///
    /// While the file on disk is from a newer version nothing is written (no directory, no
    /// temporary file) and the warning is the one `load` gives for that file, so an app
    /// collecting both prints it once. The file is read again at every save, so a newer app
    /// that saves while this one runs is not overwritten either.
    public func save(_ state: AppState) -> [String] {
        if let version = newerVersionOnDisk() {
            return [warning("ignoring the state file \(path): \(AppState.newerVersionReason(version))")]
        }
        do {
            try Self.makeDirectories(directory)
            AtomicFileWriter.removeOrphans(of: path)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(state)
            try writer.write(Array(data) + [0x0A], to: path)
            return []
        } catch let error as POSIXFileError {
            return [warning("could not save the state to \(path): \(error.reason)")]
        } catch {
            return [warning("could not save the state to \(path): \(error)")]
        }
    }

    func warning(_ text: String) -> String {
        "fruitstand-tui: warning: " + text
    }

    /// `mkdir -p` with mode 0700, reporting which component failed and why.
    static func makeDirectories(_ path: String) throws(POSIXFileError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) == 0 { continue }
            let failure = errno
            var info = stat()
            if stat(prefix, &info) == 0 {
                if (info.st_mode & S_IFMT) == S_IFDIR { continue }
                throw POSIXFileError(reason: "cannot create the directory \(prefix): it is a file")
            }
            throw POSIXFileError(reason: "cannot create the directory \(prefix): \(POSIXFileError(errorNumber: failure).reason)")
        }
    }
}
