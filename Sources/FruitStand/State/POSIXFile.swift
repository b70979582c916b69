#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
private let systemClose = Glibc.close
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
private let systemClose = Darwin.close
#endif

/// Whole-file reads and writes with the system's error reasons, which Foundation's file APIs
/// lose on Linux.
enum POSIXFile {
    /// The contents of the file at `path`, failing for a directory or a file larger than
    /// `limit` bytes (so a state file that grew without bound cannot exhaust memory).
    static func read(_ path: String, limit: Int = Int.max) throws(POSIXFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current }
        defer { _ = systemClose(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .current }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw POSIXFileError(errorNumber: EISDIR) }
        if Int(info.st_size) > limit { throw .tooLarge(limit: limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge(limit: limit) }
        }
    }

    /// The size in bytes of the regular file at `path`, failing for a directory or a file
    /// larger than `limit` bytes.
    static func size(of path: String, limit: Int = Int.max) throws(POSIXFileError) -> Int {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current }
        defer { _ = systemClose(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .current }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw POSIXFileError(errorNumber: EISDIR) }
        if Int(info.st_size) > limit { throw .tooLarge(limit: limit) }
        return Int(info.st_size)
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes and interruptions.
    static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) throws(POSIXFileError) {
        let buffer = Array(bytes)
        var written = 0
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress! + written, raw.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            written += count
        }
    }

    /// Closes `descriptor`; throws when the system reports that buffered data was lost.
    static func close(_ descriptor: Int32) throws(POSIXFileError) {
        guard systemClose(descriptor) == 0 else { throw .current }
    }
}
