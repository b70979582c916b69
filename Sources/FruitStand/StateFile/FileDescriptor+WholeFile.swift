import SystemPackage

/// Whole-file reads and writes on swift-system's `FileDescriptor`, with the system's error
/// reasons (which Foundation's file APIs lose on Linux).
extension FileDescriptor {
    /// The contents of the file at `path`, failing for a directory or a file larger than
    /// `limit` bytes (so a state file that grew without bound cannot exhaust memory).
    static func readWholeFile(_ path: String, limit: Int = Int.max) throws(POSIXFileError) -> [UInt8] {
        try POSIXFileError.catching {
            let file = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
            return try file.closeAfter {
                let size = try file.checkedSize(limit: limit)
                var bytes: [UInt8] = []
                bytes.reserveCapacity(size + 1)
                var chunk = [UInt8](repeating: 0, count: 64 * 1024)
                while true {
                    let count = try chunk.withUnsafeMutableBytes { try file.read(into: $0) }
                    if count == 0 { return bytes }
                    bytes.append(contentsOf: chunk[0..<count])
                    if bytes.count > limit { throw POSIXFileError.tooLarge(limit: limit) }
                }
            }
        }
    }

    /// The size in bytes of the file at `path`, failing for a directory or a file larger than
    /// `limit` bytes.
    static func sizeOfFile(_ path: String, limit: Int = Int.max) throws(POSIXFileError) -> Int {
        try POSIXFileError.catching {
            let file = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
            return try file.closeAfter { try file.checkedSize(limit: limit) }
        }
    }

    /// Creates (or truncates) the file at `path` with `text` (mode 0644; screenshots).
    static func createFile(_ path: String, contents text: String) throws(POSIXFileError) {
        try POSIXFileError.catching {
            let file = try FileDescriptor.open(
                FilePath(path), .writeOnly, options: [.create, .truncate, .closeOnExec],
                permissions: [.ownerReadWrite, .groupRead, .otherRead])
            do {
                _ = try file.writeAll(text.utf8)
            } catch {
                try? file.close()
                throw error
            }
            try file.close()
        }
    }

    /// The file's size; throws "Is a directory" for a directory and `tooLarge` over `limit`.
    private func checkedSize(limit: Int) throws -> Int {
        let status = try stat()
        if status.type == .directory { throw Errno.isDirectory }
        if status.size > Int64(limit) { throw POSIXFileError.tooLarge(limit: limit) }
        return Int(status.size)
    }
}
