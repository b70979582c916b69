import Testing
import TUICore
@testable import TUICurses

#if canImport(Glibc)
import Glibc
#endif

/// What is handed to curses for a cell, so that curses' idea of its width (the C library's
/// `wcwidth`) always matches the buffer's.
@MainActor
struct GlyphTests {
    init() {
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    /// The characters for the first column (NUL-terminated) and what fills the second, if anything.
    private func glyph(_ grapheme: String, width: UInt8) -> (characters: [UInt32], filler: UInt32?) {
        var glyph: [wchar_t] = []
        let filler = CursesBackend.prepareGlyph(&glyph, for: Cell(grapheme: grapheme, width: width))
        return (glyph.map { UInt32(bitPattern: $0) }, filler.map { UInt32(bitPattern: $0) })
    }

    @Test func agreeingWidthsPassThrough() {
        #expect(glyph("a", width: 1) == ([0x61, 0], nil))
        #expect(glyph("柿", width: 2) == ([0x67FF, 0], nil))
        #expect(glyph("🍎", width: 2) == ([0x1F34E, 0], nil))
        #expect(glyph("e\u{301}", width: 1) == ([0x65, 0x301, 0], nil))
        #expect(glyph(" ", width: 1) == ([0x20, 0], nil))
        #expect(glyph("~", width: 1) == ([0x7E, 0], nil))
    }

    /// Printable ASCII takes a short way; the cells it cannot take it for still get theirs.
    @Test func asciiThatIsNotOneColumnIsNotTakenAsIs() {
        #expect(glyph("a", width: 2) == ([0x61, 0], 0x20), "a narrow glyph in a wide cell is padded")
        #expect(glyph("\u{7F}", width: 1) == ([0xFFFD, 0], nil), "DEL is a control character")
    }

    @Test func combiningMarksAreCappedAtCursesLimit() {
        let stacked = "a" + String(repeating: "\u{301}", count: 8)
        #expect(glyph(stacked, width: 1).characters.count == 6, "five characters and the NUL")
    }

    @Test func wideEmojiSequenceWithNarrowBaseIsPadded() {
        // U+2764 is narrow to the C library; with VS16 the buffer draws it two columns wide.
        #expect(glyph("\u{2764}\u{FE0F}", width: 2) == ([0x2764, 0], 0x20))
    }

    @Test func unknownWidthsBecomeAReplacementCharacter() {
        #expect(glyph("\u{0378}", width: 1) == ([0xFFFD, 0], nil), "an unassigned code point")
        #expect(glyph("\u{0378}", width: 2) == ([0xFFFD, 0], 0x20))
        #expect(glyph("\u{07}", width: 1) == ([0xFFFD, 0], nil))
        #expect(glyph("", width: 2) == ([0x20, 0], 0x20))
    }

    @Test func joinersAreNeverSent() {
        // tmux would join a trailing U+200D with the next cell's character.
        #expect(glyph("👨\u{200D}👩\u{200D}👧\u{200D}👦", width: 2) == ([0x1F468, 0], nil), "a family draws its first member")
        #expect(glyph("x\u{200D}", width: 1) == ([0x78, 0], nil))
        #expect(glyph("e\u{301}\u{200D}\u{302}", width: 1) == ([0x65, 0x301, 0], nil), "marks after a joiner are dropped too")
    }

    @Test func emojiModifiersAreDropped() {
        #expect(glyph("👍🏽", width: 2) == ([0x1F44D, 0], nil), "the skin tone is a spacing character to the C library")
        #expect(glyph("🍎\u{FE0F}", width: 2) == ([0x1F34E, 0xFE0F, 0], nil), "a variation selector combines")
    }

    @Test func flagsBecomeTheirRegionLetters() {
        #expect(glyph("🇯🇵", width: 2) == ([0x4A, 0], 0x50), "JP")
        #expect(glyph("🇫", width: 2) == ([0x46, 0], 0x20), "a lone indicator: its letter and a space")
        #expect(glyph("🇫", width: 1) == ([0x46, 0], nil))
    }
}
