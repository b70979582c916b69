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

    private func glyph(_ grapheme: String, width: UInt8) -> (characters: [UInt32], padded: Bool) {
        var glyph: [wchar_t] = []
        let padded = CursesBackend.prepareGlyph(&glyph, for: Cell(grapheme: grapheme, width: width))
        return (glyph.map { UInt32(bitPattern: $0) }, padded)
    }

    @Test func agreeingWidthsPassThrough() {
        #expect(glyph("a", width: 1) == ([0x61, 0], false))
        #expect(glyph("柿", width: 2) == ([0x67FF, 0], false))
        #expect(glyph("🍎", width: 2) == ([0x1F34E, 0], false))
        #expect(glyph("e\u{301}", width: 1) == ([0x65, 0x301, 0], false))
    }

    @Test func combiningMarksAreCappedAtCursesLimit() {
        let stacked = "a" + String(repeating: "\u{301}", count: 8)
        #expect(glyph(stacked, width: 1).characters.count == 6, "five characters and the NUL")
    }

    @Test func wideEmojiSequenceWithNarrowBaseIsPadded() {
        // U+2764 is narrow to the C library; with VS16 the buffer draws it two columns wide.
        #expect(glyph("\u{2764}\u{FE0F}", width: 2) == ([0x2764, 0], true))
    }

    @Test func unknownWidthsBecomeAReplacementCharacter() {
        #expect(glyph("\u{0378}", width: 1) == ([0xFFFD, 0], false), "an unassigned code point")
        #expect(glyph("\u{0378}", width: 2) == ([0xFFFD, 0], true))
        #expect(glyph("\u{07}", width: 1) == ([0xFFFD, 0], false))
        #expect(glyph("", width: 2) == ([0x20, 0], true))
    }
}
