import Testing
@testable import TUICurses

/// The ASCII stand-ins a terminal whose locale is not UTF-8 gets (issue 35): a stand-in means
/// one thing, and an icon keeps its place.
struct ASCIIFallbackTests {
    /// The marks the library and the apps draw, grouped by what they mean; a group's marks
    /// share a stand-in, and no two groups do. A check mark was `v`, the expanded header's
    /// mark; rain was `r`, the refetch key; the sun was `*`, the favourites' star.
    static let meanings: [(meaning: String, marks: [String])] = [
        ("pointing right", ["▸", "▶", "→", "›"]), ("pointing left", ["◂", "◀", "←", "‹"]),
        ("pointing down", ["▾", "▼", "↓"]), ("pointing up", ["▴", "▲", "↑"]),
        ("check", ["✓", "✔"]), ("cross", ["✕", "✗", "✘"]), ("star", ["★", "☆", "⭐"]),
        ("menu", ["≡", "☰"]), ("warning", ["⚠"]), ("sun", ["☀"]), ("rain", ["☔"]),
        ("separator", ["·", "…"]), ("bullet", ["•"]),
    ]

    @Test func aStandInMeansOneThing() {
        var owners: [String: String] = [:]
        for (meaning, marks) in Self.meanings {
            let standIns = Set(marks.map { ASCIIFallback.text(for: $0, width: 1) })
            #expect(standIns.count == 1, "\(meaning): \(marks) drawn as \(standIns.sorted())")
            for standIn in standIns {
                if let other = owners[standIn] {
                    Issue.record("'\(standIn)' stands for both \(other) and \(meaning)")
                }
                owners[standIn] = meaning
            }
        }
        // Nor is a mark drawn as a letter a key might be, but for the letters that are shapes:
        // an arrowhead, a cross, a disc, a small disc.
        for (meaning, marks) in Self.meanings {
            for mark in marks {
                let standIn = ASCIIFallback.text(for: mark, width: 1)
                #expect(!standIn.first!.isLetter || ["v", "x", "O", "o"].contains(standIn), "\(meaning): \(mark) drawn as the letter \(standIn)")
            }
        }
    }

    /// An icon (an emoji) keeps its two columns visible, so a sidebar row's name does not look
    /// indented for nothing; CJK text, which has no ASCII meaning, stays blank.
    @Test func anIconKeepsItsPlace() {
        #expect(ASCIIFallback.text(for: "🍎", width: 2) == "[]")
        #expect(ASCIIFallback.text(for: "📦", width: 2) == "[]")
        #expect(ASCIIFallback.text(for: "柿", width: 2) == "  ")
        #expect(ASCIIFallback.text(for: "⭐", width: 2) == "* ")
    }
}
