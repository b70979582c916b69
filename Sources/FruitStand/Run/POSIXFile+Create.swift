#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension POSIXFile {
    /// Creates (or truncates) the file at `path` with `text` (screenshots).
    static func create(_ path: String, contents text: String) throws(POSIXFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .current }
        do throws(POSIXFileError) {
            try writeAll(Array(text.utf8), to: descriptor)
        } catch {
            _ = try? close(descriptor)
            throw error
        }
        try close(descriptor)
    }
}
