#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemPackage

/// Replaces a file so that a crash at any moment leaves either the old contents or the new,
/// never a mix: write a temporary file in the same directory, `fsync` it, `rename` it over the
/// target (atomic within a file system), then `fsync` the directory so the rename itself is
/// durable.
struct AtomicFileWriter: Sendable {
    /// The points of a write at which tests inject a crash.
    enum Stage: Hashable, Sendable {
        /// Half of the bytes are in the temporary file.
        case halfWritten
        /// The temporary file is complete and synced, not yet renamed.
        case beforeRename
    }

    /// Called at each stage; tests kill the process here to prove the target is never partial.
    var faultInjection: (@Sendable (Stage) -> Void)?

    /// Atomically replaces the file at `path` with `bytes` (mode 0600).
    func write(_ bytes: [UInt8], to path: String) throws(POSIXFileError) {
        let directory = Self.directory(of: path)
        let temporary = directory + "/" + Self.temporaryPrefix(for: path) + "\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(FilePath(temporary), .writeOnly, options: [.create, .exclusiveCreate, .closeOnExec],
                                           permissions: .ownerReadWrite)
        } catch {
            throw POSIXFileError(error)
        }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        try POSIXFileError.catching {
            do {
                let half = bytes.count / 2
                _ = try file.writeAll(bytes[..<half])
                faultInjection?(.halfWritten)
                _ = try file.writeAll(bytes[half...])
                // swift-system has no fsync; the descriptor is still its own.
                guard fsync(file.rawValue) == 0 else { throw Errno(rawValue: errno) }
            } catch {
                try? file.close()
                throw error
            }
            try file.close()
        }
        faultInjection?(.beforeRename)
        guard rename(temporary, path) == 0 else { throw .current }
        renamed = true
        // The new name is only durable once the directory entry is on disk. A failure here is
        // not an error for the caller: the file is complete either way.
        if let directoryFile = try? FileDescriptor.open(FilePath(directory), .readOnly, options: [.directory, .closeOnExec]) {
            fsync(directoryFile.rawValue)
            try? directoryFile.close()
        }
    }

    /// Deletes temporary files that writers which no longer run left behind (a crash between
    /// creating the temporary file and renaming it).
    static func removeOrphans(of path: String) {
        let directory = directory(of: path)
        let prefix = temporaryPrefix(for: path)
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp"),
                  let pid = Int32(name.dropFirst(prefix.count).prefix(while: { $0 != "." })),
                  pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(directory + "/" + name)
        }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// ".state.json." for "dir/state.json": hidden, and recognisably ours.
    static func temporaryPrefix(for path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        return "." + name + "."
    }
}
