import CommitsUI
import Testing

/// `git log | commits`: the history read from git's default output.
struct PipedHistoryTests {
    static let log = """
        commit 0f3c2a9b8e7d6c5b4a3928171605f4e3d2c1b0a9 (HEAD -> main)
        Author: Ada Lovelace <ada@example.com>
        Date:   Thu Nov 26 10:22:03 2026 +0000

            Pick the first apples

            They were ripe.

        commit 872d6e75aa00bb11cc22dd33ee44ff5566778899
        Merge: 1234567 89abcde
        Author: Grace Hopper <grace@example.com>
        Date:   Wed Nov 25 09:05:00 2026 +0100

            Merge the orchard
        """

    /// Each commit's hash, author, date (as `GitHistory` gives it) and subject; the message is
    /// the detail.
    @Test func readsGitsDefaultOutput() throws {
        let history = PipedHistory(text: Self.log)
        let commits = try history.commits()
        #expect(commits == [
            Commit(hash: "0f3c2a9b8e7d6c5b4a3928171605f4e3d2c1b0a9", author: "Ada Lovelace", date: "2026-11-26 10:22:03 +0000",
                   subject: "Pick the first apples"),
            Commit(hash: "872d6e75aa00bb11cc22dd33ee44ff5566778899", author: "Grace Hopper", date: "2026-11-25 09:05:00 +0100",
                   subject: "Merge the orchard"),
        ])
        #expect(try history.detail(of: commits[0]) == CommitDetail(message: "Pick the first apples\n\nThey were ripe.", files: []))
    }

    /// ISO dates (`git log --date=iso`, `--date=iso-strict`) read as the same date.
    @Test func readsISODates() throws {
        func date(_ written: String) throws -> String? {
            let log = "commit 0f3c2a9b8e7d6c5b4a3928171605f4e3d2c1b0a9\nAuthor: Ada <a@b.c>\nDate:   \(written)\n\n    Pick\n"
            return try PipedHistory(text: log).commits().first?.date
        }
        #expect(try date("2026-11-26 10:22:03 +0000") == "2026-11-26 10:22:03 +0000")
        #expect(try date("2026-11-26T10:22:03+00:00") == "2026-11-26 10:22:03+00:00")
        #expect(try date("Mon Jan 5 08:00:00 2026 -0500") == "2026-01-05 08:00:00 -0500")
    }

    /// Input that holds no commit is one line of complaint, as a repository that is not one is.
    @Test func inputWithoutCommitsSaysSo() {
        #expect(throws: GitError.self) { try PipedHistory(text: "hello\nworld\n").commits() }
    }
}
