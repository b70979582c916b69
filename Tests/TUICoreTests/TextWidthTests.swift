import Testing
@testable import TUICore

@Suite("Text width")
struct TextWidthTests {
    @Test(arguments: [
        ("a", 1), ("~", 1), (" ", 1),
        ("中", 2), ("한", 2), ("Ａ", 2), ("\u{3000}", 2), ("\u{20000}", 2), ("ｱ", 1),
        ("🍎", 2), ("⌚", 2), ("\u{1FAE8}", 2),
        ("❤", 1), ("❤️", 2), ("©️", 2), ("1️⃣", 2),
        ("☂\u{FE0E}", 1), ("😀\u{FE0E}", 2),
        ("🇫🇷", 2), ("🇫", 1),
        ("👨‍👩‍👧", 2), ("🏳️‍🌈", 2), ("👍🏽", 2),
        ("e\u{301}", 1), ("n\u{303}\u{323}", 1), ("\u{1100}\u{1161}\u{11A8}", 2), ("क्ष", 2),
        ("\u{200B}", 0), ("\u{200D}", 0), ("\u{2060}", 0), ("\u{FEFF}", 0), ("\u{301}", 0), ("\u{AD}", 1),
        ("\t", 0), ("\u{1B}", 0), ("\r\n", 0), ("\u{7F}", 0), ("\u{85}", 0),
        ("…", 1), ("╭", 1), ("\u{FFFD}", 1),
    ])
    func characterWidth(_ text: String, _ expected: Int) {
        #expect(text.count == 1, "sample must be one grapheme")
        #expect(Character(text).terminalWidth == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func stringWidthSumsGraphemes() {
        #expect("".terminalWidth == 0)
        #expect("hello".terminalWidth == 5)
        #expect("日本語".terminalWidth == 6)
        #expect("a🍎b".terminalWidth == 4)
        #expect("🇫🇷🇩🇪".terminalWidth == 4)
        #expect("caf\u{E9} cafe\u{301}".terminalWidth == 9)
        #expect("👨‍👩‍👧 family".terminalWidth == 9)
        #expect("a\tb".terminalWidth == 3, "the tab is drawn as U+FFFD")
        #expect(Substring("xx中xx").terminalWidth == 6)
    }

    /// An Indic cluster with three spacing letters is as wide as wcwidth-based terminals draw it.
    @Test func clusterWithSeveralSpacingScalarsSumsThem() {
        let conjunct = Character("न्त्र")
        #expect(conjunct.terminalWidth == 3)
        #expect(conjunct.terminalSegments.map(\.width) == [1, 1, 1])
        #expect(conjunct.terminalSegments.map(\.text).joined() == String(conjunct))
    }

    @Test(arguments: [
        ("a", true), ("中", true), ("🍎", true), ("🇫🇷", true), ("e\u{301}", true), ("\u{1100}\u{1161}", true),
        ("❤️", false), ("1️⃣", false), ("😀\u{FE0E}", false), ("👨‍👩‍👧", false), ("👍🏽", false), ("🇫", false),
        ("\u{1FAE8}", false), ("🥲", false), ("\u{31350}", false), ("🍎🏽", false),
    ])
    func stability(_ text: String, _ stable: Bool) {
        #expect(Character(text).hasStableTerminalWidth == stable)
    }

    @Test func cellStabilityAlsoChecksTheStoredWidth() {
        #expect(Cell(grapheme: "中", width: 2).hasStableWidth)
        #expect(!Cell(grapheme: "中", width: 1).hasStableWidth)
        #expect(!Cell(grapheme: "❤️", width: 2).hasStableWidth)
        #expect(Cell.continuation(.plain).hasStableWidth)
    }

    @Test func generatedTableIsSortedAndDisjoint() {
        let table = unicodeWidthRanges
        #expect(table.count % 3 == 0)
        var previousEnd: UInt32? = nil
        for index in stride(from: 0, to: table.count, by: 3) {
            let low = table[index], high = table[index + 1], width = table[index + 2]
            #expect(low <= high)
            #expect(width == 0 || width == 2)
            if let previousEnd { #expect(low > previousEnd) }
            previousEnd = high
        }
    }

    /// The generated table agrees with the standard library's own Unicode data for scalars
    /// that existed in Unicode 15: emoji-presentation scalars are wide, nonspacing and
    /// enclosing marks are zero-width, and CJK ideographs are wide.
    @Test func tableAgreesWithStandardLibraryProperties() {
        for value in UInt32(0xA0)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                  (age.major, age.minor) <= (15, 0) else { continue }
            let properties = scalar.properties
            if properties.isEmojiPresentation && !scalar.isRegionalIndicator {
                #expect(scalar.terminalWidth == 2, "U+\(String(value, radix: 16)) is emoji presentation")
            }
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                #expect(scalar.terminalWidth == 0, "U+\(String(value, radix: 16)) is a mark")
            default:
                break
            }
            if properties.isIdeographic && (0x4E00...0x9FFF).contains(value) {
                #expect(scalar.terminalWidth == 2)
            }
        }
    }
}
