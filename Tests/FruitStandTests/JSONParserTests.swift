import Foundation
import Testing
@testable import FruitStand

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8)).value
    }

    @Test func parsesEveryKindOfValue() throws {
        let text = #" {"a": [1, -2.5e3, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9"], "b": {}} "#
        let value = try parse(text)
        guard case .object(let members) = value, members.count == 2,
              case .array(let elements) = members[0].value.value else {
            Issue.record("unexpected shape: \(value)")
            return
        }
        #expect(elements.map(\.value) == [.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null,
                                           .string("x\"\\/\u{8}\u{C}\n\r\té")])
        #expect(members[1].value.value == .object([]))
        #expect(members[1].keyOffset == text.utf8.count - 9)
        #expect(members[0].keyOffset == 2)
    }

    @Test func surrogatePairsCombineAndLoneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try parse(#""\uD83C\uDF4A""#) == .string("🍊"))
        #expect(try parse(#""\uD800""#) == .string("\u{FFFD}"))
        #expect(try parse(#""\uDC00\uD800x""#) == .string("\u{FFFD}\u{FFFD}x"))
        #expect(try parse(#""\uD800\u0041""#) == .string("\u{FFFD}A"))
        #expect(try parse(#""\uD800\n""#) == .string("\u{FFFD}\n"))
    }

    @Test(arguments: ["1.", ".5", "-", "1e", "1e+", "00", "-01", "+1", "0x10", "3mm", "1.2.3"])
    func invalidNumbersAreRejected(_ literal: String) {
        #expect(throws: JSONSyntaxError(offset: 1, message: "invalid number '\(literal)'")) {
            try parse("[\(literal)]")
        }
    }

    /// Found by the libFuzzer inventory target: an invalid number was quoted whole and raw,
    /// so a C1 control or a line separator in it (a number runs to the end of the word, and
    /// every non-ASCII byte belongs to a word) broke the one-line message.
    @Test func invalidNumbersAreQuotedOnOneLine() {
        #expect(throws: JSONSyntaxError(offset: 1, message: "invalid number '5\u{FFFD}x\u{FFFD}'")) {
            try parse("[5\u{93}x\u{2028}]")
        }
        let long = "1" + String(repeating: "+", count: 22) + "林林"
        #expect(throws: JSONSyntaxError(offset: 1, message: "invalid number '1\(String(repeating: "+", count: 22))林…'")) {
            try parse("[\(long)]")
        }
    }

    /// Found by the libFuzzer inventory target: a backslash before U+2028 or U+2029 quoted the
    /// separator raw in "invalid escape", breaking the one-line message.
    @Test func anInvalidEscapeOfALineSeparatorIsSpelledOut() {
        #expect(throws: JSONSyntaxError(offset: 1, message: "invalid escape '\\U+2029' in a string")) {
            try parse("\"\\\u{2029}\"")
        }
        #expect(throws: JSONSyntaxError(offset: 2, message: "invalid escape '\\U+2028' in a string")) {
            try parse("[\"\\\u{2028}\"]")
        }
    }

    @Test(arguments: ["0", "-0", "10", "1.25", "1E5", "1e-5", "-3.0e+2"])
    func validNumbersAreKeptAsWritten(_ literal: String) throws {
        #expect(try parse(literal) == .number(literal))
    }

    @Test func literalsMustBeWholeWords() {
        #expect(throws: JSONSyntaxError(offset: 0, message: "expected a value, got 'trueish'")) { try parse("trueish") }
        #expect(throws: JSONSyntaxError(offset: 0, message: "expected a value, got 'trüe'")) { try parse("trüe") }
    }

    @Test func lineIndexCountsLineFeedsCRLFAndLoneCR() {
        let index = LineIndex(Array("a\nb\r\nc\rd".utf8))
        #expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(index.line(at:)) == [1, 1, 2, 2, 2, 3, 3, 4, 4])
        #expect(index.column(at: 7) == 1)
        #expect(index.column(at: 4) == 3)
        let wide = LineIndex(Array("林檎x".utf8))
        #expect(wide.column(at: 6) == 3)
    }

    @Test func utf8ValidationFollowsTable3_7() {
        let valid: [[UInt8]] = [[0x41], [0xC2, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF]]
        for bytes in valid { #expect(UTF8Validation.firstInvalidOffset(in: bytes) == nil, "\(bytes)") }
        let invalid: [[UInt8]] = [[0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
                                  [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xFF]]
        for bytes in invalid { #expect(UTF8Validation.firstInvalidOffset(in: [0x61] + bytes) == 1, "\(bytes)") }
    }

    /// An error message quotes the offending token as one line: its line breaks (U+2028, NEL)
    /// and other controls show as U+FFFD, and a long token is cut between characters, never
    /// inside one (found by the text fuzzer).
    @Test func quotedTokensHoldNoControlsOrBrokenCharacters() {
        #expect(throws: JSONSyntaxError(offset: 1, message: "expected a value, got '\u{FFFD}x\u{FFFD}'")) {
            try parse("[\u{2028}x\u{85}]")
        }
        #expect(throws: JSONSyntaxError(offset: 8, message: "expected ',' or '}' after a member, got \"\u{FFFD}b\u{FFFD}\"")) {
            try parse("{\"a\": 1 \"\u{9B}b\u{7F}\": 2}")
        }
        let long = String(repeating: "a", count: 23) + "林林"
        #expect(throws: JSONSyntaxError(offset: 1, message: "expected a value, got '\(String(repeating: "a", count: 23))林…'")) {
            try parse("[\(long)]")
        }
        #expect(throws: JSONSyntaxError(offset: 8, message: "expected ',' or '}' after a member, got \"\(String(repeating: "a", count: 23))林…")) {
            try parse("{\"a\": 1 \"\(long)\": 2}")
        }
    }

    /// Seeded mutations of a valid file (byte flips, deletions, insertions of JSON punctuation,
    /// truncation) must each load or produce exactly one line naming a line of the file.
    @Test func mutatedFilesNeverTrapAndAlwaysExplainThemselves() throws {
        let original = Array(documentedInventory.utf8)
        let lineCount = documentedInventory.split(separator: "\n", omittingEmptySubsequences: false).count
        let alphabet = Array("{}[]\",:\\ \n0123456789-.eEtruefalsn".utf8) + [0x00, 0x1B, 0xC3, 0xE2, 0xF0, 0x80, 0xFF]
        var random = SeededRandom(seed: 2024)
        var failures = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<random.next(in: 1...4) {
                let position = random.next(below: bytes.count)
                switch random.next(below: 4) {
                case 0: bytes[position] = random.element(of: alphabet)
                case 1: bytes.remove(at: position)
                case 2: bytes.insert(random.element(of: alphabet), at: position)
                default: bytes.removeSubrange(position...)
                }
                if bytes.isEmpty { bytes = [random.element(of: alphabet)] }
            }
            do {
                _ = try Inventory.decode(bytes, file: "stand.json")
            } catch {
                failures += 1
                let line = try #require(error.line)
                #expect((1...max(lineCount, 1) + 1).contains(line))
                #expect(error.description.hasPrefix("fruitstand-tui: stand.json: line \(line): "))
                #expect(!error.description.contains { $0.isNewline })
                #expect(error.description.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control })
            }
        }
        #expect(failures > 2000)
    }
}
