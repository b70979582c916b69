import Foundation

/// A history piped in from `git log` (`git log | commits`): read from standard input, while the
/// keys come from the terminal.
///
/// It reads `git log`'s default output (`commit`, `Author:`, `Date:`, the indented message),
/// with any `--date=` that `git log` prints as a date git understands: its default
/// (`Thu Nov 26 10:22:03 2026 +0000`) and the ISO forms. The message it keeps is the detail; the
/// files a commit changed are not in that output, so the detail lists none.
public struct PipedHistory: CommitSource {
    /// What was piped in, parsed once read.
    private let read: @Sendable () throws -> [ParsedCommit]

    /// The history on `descriptor` (standard input by default), read when `commits()` is called.
    public init(descriptor: Int32 = 0) {
        read = {
            let data = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readDataToEndOfFile()
            return PipedHistory.parse(String(decoding: data, as: UTF8.self))
        }
    }

    /// A history of `text`, for tests.
    public init(text: String) {
        read = { PipedHistory.parse(text) }
    }

    public func commits() throws -> [Commit] {
        let parsed = try read()
        guard !parsed.isEmpty else { throw GitError(message: "no commits in standard input (pipe git log into it)") }
        return parsed.map(\.commit)
    }

    public func detail(of commit: Commit) throws -> CommitDetail {
        let message = try read().first { $0.commit.hash == commit.hash }?.message ?? commit.subject
        return CommitDetail(message: message, files: [])
    }

    /// One commit as `git log` printed it.
    struct ParsedCommit {
        var commit: Commit
        var message: String
    }

    /// The commits of `git log` output, newest first as printed; text that is not a commit is
    /// skipped.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func parse(_ text: String) -> [ParsedCommit] {
        var commits: [ParsedCommit] = []
        var current: (hash: String, author: String, date: String, message: [String])?
        func finish() {
            guard let entry = current else { return }
            let message = entry.message.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
            let subject = message.first ?? ""
            commits.append(ParsedCommit(commit: Commit(hash: entry.hash, author: entry.author, date: entry.date, subject: subject),
                                        message: message.joined(separator: "\n")))
            current = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("commit "), let hash = line.dropFirst(7).split(separator: " ").first, hash.count >= 7 {
                finish()
                current = (String(hash), "", "", [])
            } else if current != nil, line.hasPrefix("Author: ") {
                current?.author = String(line.dropFirst(8).split(separator: "<").first ?? "").trimmingCharacters(in: .whitespaces)
            } else if current != nil, line.hasPrefix("Date: ") {
                current?.date = isoDate(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) ?? ""
            } else if current != nil, line.hasPrefix("    ") || line.isEmpty {
                current?.message.append(line.isEmpty ? "" : String(line.dropFirst(4)))
            }
        }
        finish()
        return commits.filter { $0.commit.date.count >= 16 }
    }

    /// `2026-11-26 10:22:03 +0000` from git's default date (`Thu Nov 26 10:22:03 2026 +0000`)
    /// or an ISO one (`2026-11-26 10:22:03 +0000`, `2026-11-26T10:22:03+00:00`).
    static func isoDate(_ text: String) -> String? {
        if text.first?.isNumber == true {
            let date = text.replacingOccurrences(of: "T", with: " ")
            return date.count >= 16 ? date : nil
        }
        let parts = text.split(separator: " ")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count >= 5, let month = months.firstIndex(of: String(parts[1])), let day = Int(parts[2]) else { return nil }
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts[4])-\(two(month + 1))-\(two(day)) \(parts[3])" + (parts.count > 5 ? " \(parts[5])" : "")
    }
}
