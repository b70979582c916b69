import DiffableTUI
import Foundation
import Testing
@testable import FruitStand

/// Moves that never tear (issue 35, §2): every frame of a shuffle, read as text, holds only
/// whole words of the cards — no piece of a title left beside a card sliding over it ("ious"
/// of "Golden Delicious", "old out" of "sold out"), no badge cut in half.
@MainActor
struct AppTearingTests {
    static let cases: [(seed: UInt64, size: Size)] = [
        (2, Size(width: 100, height: 30)), (2, Size(width: 80, height: 24)),
        (7, Size(width: 120, height: 40)), (11, Size(width: 100, height: 30)),
    ]

    @Test(arguments: 0..<4)
    func noFrameOfAShuffleShowsAPieceOfACard(run: Int) async {
        let (seed, size) = Self.cases[run]
        let app = await launchApp(size: size, seed: seed)
        await app.keys(.tab)
        let phrases = Self.phrases(of: app)
        var torn: [String] = []
        for shuffle in 0..<3 {
            app.press(.character("s"))
            var frame = 0
            repeat {
                app.driver.advance(by: 1.0 / 60)
                frame += 1
                for run in Self.runs(in: app) where !Self.isWhole(run, phrases: phrases) {
                    torn.append("shuffle \(shuffle + 1), frame \(frame): “\(run)”")
                }
            } while !app.isIdle && frame < 240
        }
        #expect(torn.isEmpty, "\(torn.count) pieces, the first: \(torn.prefix(8).joined(separator: "; "))")
    }

    /// The words a card or the content pane may show, as runs of words: every title (with
    /// the star or check mark before it), every detail, a badge's number, a section's name.
    static func phrases(of app: HeadlessRun) -> [[Substring]] {
        var phrases: [String] = ["sold out", "Apples", "Oranges"]
        for kind in FruitKind.allCases {
            for name in app.session.store.inventory.names(of: kind) {
                phrases += [name, "★ " + name, "✓ " + name, "✓ ★ " + name]
            }
        }
        for thickness in 0...1000 { phrases += ["core thickness: \(thickness)mm", "peel thickness: \(thickness)mm"] }
        return phrases.map { $0.split(separator: " ") }
    }

    /// The content pane's runs of text below its header: borders and blocks as spaces, runs
    /// split where two spaces or more part them.
    static func runs(in app: HeadlessRun) -> [String] {
        let pane = app.session.contentPane
        let origin = pane.originInWindow
        let screen = app.driver.screen
        var runs: [String] = []
        for y in (origin.y + 1)..<min(screen.size.height - 1, origin.y + pane.frame.height) {
            var row = ""
            for x in origin.x..<min(screen.size.width, origin.x + pane.frame.width) {
                let cell = screen[x, y]
                if cell.isContinuation { continue }
                row += cell.grapheme.unicodeScalars.allSatisfy { (0x2500...0x259F).contains($0.value) } ? " " : cell.grapheme
            }
            runs += row.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return runs
    }

    /// Whether `run` is whole phrases side by side, each possibly cut short with "…", or
    /// numbers (badges).
    static func isWhole(_ run: String, phrases: [[Substring]]) -> Bool {
        let words = run.split(separator: " ")
        var reachable = Set([0])
        for start in 0..<words.count where reachable.contains(start) {
            if words[start].allSatisfy(\.isNumber) { reachable.insert(start + 1) }
            for phrase in phrases where phrase.first == words[start] || words[start].hasSuffix("…") {
                for (offset, word) in phrase.enumerated() {
                    let index = start + offset
                    guard index < words.count else { break }
                    if words[index] == word {
                        if offset == phrase.count - 1 { reachable.insert(index + 1) }
                        continue
                    }
                    if words[index].hasSuffix("…"), word.hasPrefix(words[index].dropLast()) { reachable.insert(index + 1) }
                    break
                }
            }
        }
        return reachable.contains(words.count)
    }
}
