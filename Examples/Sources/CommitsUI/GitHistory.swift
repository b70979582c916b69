import Foundation

/// A git repository's history, read with the `git` command.
public struct GitHistory: CommitSource {
    /// The repository's directory.
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public func commits() throws -> [Commit] {
        Commit.parse(try git(["log", "--format=\(Commit.logFormat)"]))
    }

    public func detail(of commit: Commit) throws -> CommitDetail {
        let output = try git(["show", "--no-color", "--format=%B%x1e", "--name-status", commit.hash])
        let parts = output.split(separator: Commit.recordSeparator, maxSplits: 1, omittingEmptySubsequences: false)
        let message = parts.first.map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
        let files = parts.count > 1 ? parts[1].split(separator: "\n").map { $0.replacingOccurrences(of: "\t", with: " ") } : []
        return CommitDetail(message: message, files: files)
    }

    /// Checks that `directory` is a git work tree, with a one-line reason when it is not.
    public func validate() throws {
        _ = try git(["rev-parse", "--git-dir"])
    }

    /// `git -C directory arguments…`'s standard output; throws `GitError` with git's own
    /// message when it fails.
    private func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw GitError(message: "cannot run git: \(error.localizedDescription)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "git failed"
            throw GitError(message: text)
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// git failed; `message` is its first line of complaint.
public struct GitError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
