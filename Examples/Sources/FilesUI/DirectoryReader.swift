import Glibc

/// One entry of a directory.
public struct DirectoryEntry: Hashable, Sendable {
    public var name: String
    public var isDirectory: Bool
    /// Bytes, for files.
    public var size: Int

    public init(name: String, isDirectory: Bool, size: Int = 0) {
        self.name = name
        self.isDirectory = isDirectory
        self.size = size
    }
}

/// Lists directories: the file system live, a fixed tree in tests.
@MainActor
public protocol DirectoryReader: AnyObject {
    /// The entries of the directory at `path`, in any order; empty when it cannot be read.
    func entries(at path: String) -> [DirectoryEntry]
}

/// Lists directories with `opendir`/`readdir`, following symbolic links for the kind and size.
@MainActor
public final class FileSystemReader: DirectoryReader {
    public init() {}

    public func entries(at path: String) -> [DirectoryEntry] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            let found = stat(FileBrowser.join(path, name), &info) == 0
            let isDirectory = found && (info.st_mode & S_IFMT) == S_IFDIR
            entries.append(DirectoryEntry(name: name, isDirectory: isDirectory, size: found ? Int(info.st_size) : 0))
        }
        return entries
    }
}
