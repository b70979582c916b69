import Testing
import TUICore
@testable import TUITerminal

/// The inline backend's reading of the terminal's bytes: UTF-8 split across reads, escape
/// sequences that have not ended yet, the keys they become.
@Suite("Inline input")
struct InlineInputTests {
    private func keys(_ reads: [[UInt8]]) -> [Event] {
        var input = InlineInput()
        return reads.flatMap { InputDecoder.decode(input.tokens(from: $0)) }
    }

    @Test func charactersSplitAcrossReadsArriveWhole() {
        let apple = Array("é🍎".utf8)
        #expect(keys([Array(apple[0..<1]), Array(apple[1..<3]), Array(apple[3...])]) == [.key(.character("é")), .key(.character("🍎"))])
        #expect(keys([[0xFF, 0x61]]) == [.key(.character("\u{FFFD}")), .key(.character("a"))], "an invalid byte is a replacement character")
    }

    @Test func keysAndSequencesDecodeAsCursesDecodesThem() {
        #expect(keys([Array("\u{1B}[A\u{1B}OB\r\u{7F}\t".utf8)]) == [.key(.up), .key(.down), .key(.enter), .key(.backspace), .key(.tab)])
        #expect(keys([[0x1B]]) == [.key(.escape)], "ESC alone, after the wait, is Esc")
        #expect(keys([[0x0E], [0x10]]) == [.key(.control("n")), .key(.control("p"))])
    }

    /// The reader waits for the rest of an escape sequence only while one is unfinished.
    @Test func anUnfinishedEscapeSequenceIsRecognised() {
        for unfinished in ["\u{1B}", "\u{1B}[", "\u{1B}O", "\u{1B}[1;5", "a\u{1B}[2"] {
            #expect(InlineInput.endsInsideEscapeSequence(Array(unfinished.utf8)), "\(unfinished.debugDescription)")
        }
        for finished in ["", "a", "\u{1B}[A", "\u{1B}OP", "\u{1B}x", "\u{1B}[1;5C"] {
            #expect(!InlineInput.endsInsideEscapeSequence(Array(finished.utf8)), "\(finished.debugDescription)")
        }
    }

    @Test func incompleteCharactersAtTheEndAreCounted() {
        #expect(InlineInput.incompleteSuffixLength([]) == 0)
        #expect(InlineInput.incompleteSuffixLength(Array("ab".utf8)) == 0)
        #expect(InlineInput.incompleteSuffixLength([0x61, 0xC3]) == 1)
        #expect(InlineInput.incompleteSuffixLength([0xF0, 0x9F, 0x8D]) == 3)
        #expect(InlineInput.incompleteSuffixLength(Array("🍎".utf8)) == 0)
    }
}

/// The inline backend's sequences come from the terminal's terminfo entry.
@Suite("Terminfo")
struct TerminfoTests {
    @Test func anEntryGivesTheRegionItsMoves() throws {
        let entry = try Terminfo.load(term: "xterm-256color", descriptor: 1)
        let moves = try #require(entry.regionMoves())
        #expect(moves.cursorUp(3) == "\u{1B}[3A")
        #expect(moves.cursorDown(2) == "\u{1B}[2B")
        #expect(moves.cursorForward(5) == "\u{1B}[5C")
        #expect(moves.column(4) == "\u{1B}[5G")
        #expect(entry.string("ed") == "\u{1B}[J")
        #expect(entry.number("colors") == 256)
    }

    @Test func anUnknownTerminalIsAnError() {
        #expect(throws: TerminalError.unknownTerminalType("no-such-terminal")) {
            _ = try Terminfo.load(term: "no-such-terminal", descriptor: 1)
        }
    }
}
