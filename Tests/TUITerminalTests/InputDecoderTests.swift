import Testing
import TUICore
@testable import TUITerminal

/// Key decoding: curses key codes (values from <curses.h>), control characters, and the escape
/// sequences curses leaves undecoded.
struct InputDecoderTests {
    private func decode(_ text: String) -> [Event] {
        InputDecoder.decode(text.unicodeScalars.map { .character($0.value) })
    }

    @Test(arguments: [
        (Int32(0o402), Key.down), (0o403, .up), (0o404, .left), (0o405, .right),
        (0o406, .home), (0o550, .end), (0o523, .pageUp), (0o522, .pageDown),
        (0o512, .delete), (0o513, .insert), (0o407, .backspace), (0o527, .enter), (0o541, .backTab),
        (0o520, .up), (0o517, .down), (0o611, .left), (0o622, .right),
    ])
    func keyCodes(code: Int32, key: Key) {
        #expect(InputDecoder.decode([.keyCode(code, name: nil)]) == [.key(key)])
    }

    @Test func functionKeys() {
        for n in 1...12 {
            #expect(InputDecoder.key(forKeyCode: 0o410 + Int32(n)) == .function(n))
        }
        #expect(InputDecoder.key(forKeyCode: 0o410) == nil)
    }

    @Test func extendedKeyNamesDropModifiers() {
        #expect(InputDecoder.decode([.keyCode(600, name: "kUP5")]) == [.key(.up)])
        #expect(InputDecoder.decode([.keyCode(601, name: "kRIT3")]) == [.key(.right)])
        #expect(InputDecoder.decode([.keyCode(602, name: "kNXT")]) == [.key(.pageDown)])
        #expect(InputDecoder.decode([.keyCode(603, name: "kFOO")]).isEmpty)
    }

    @Test func controlCharacters() {
        #expect(decode("\r\n\t\u{7F}\u{08}") == [.key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace)])
        #expect(decode("\u{01}\u{03}\u{13}\u{1A}") == [.key(.control("a")), .key(.control("c")), .key(.control("s")), .key(.control("z"))])
        #expect(decode("\u{00}\u{1C}\u{1F}") == [.key(.control(" ")), .key(.control("\\")), .key(.control("_"))])
        #expect(decode("\u{85}").isEmpty, "C1 controls are dropped")
    }

    @Test func printableUnicode() {
        #expect(decode("aé柿🍎") == [.key(.character("a")), .key(.character("é")), .key(.character("柿")), .key(.character("🍎"))])
    }

    @Test func combiningMarksJoinThePreviousCharacter() {
        #expect(decode("e\u{301}x") == [.key(.character("e\u{301}")), .key(.character("x"))])
    }

    /// Found by the libFuzzer input decoder target: a mark after a dropped key code or escape
    /// sequence joined the character before it, so the same input split into two reads at the
    /// dropped token decoded differently.
    @Test func combiningMarksJoinOnlyTheCharacterJustBeforeThem() {
        #expect(InputDecoder.decode([.character(0x65), .keyCode(0o777, name: nil), .character(0x301)])
            == [.key(.character("e")), .key(.character("\u{301}"))])
        #expect(decode("e\u{1B}[99z\u{301}") == [.key(.character("e")), .key(.character("\u{301}"))])
        #expect(InputDecoder.decode([.character(0x65), .character(0xFFFF_FFFF), .character(0x301)])
            == [.key(.character("e")), .key(.character("\u{301}"))], "an invalid code is dropped")
    }

    /// Found by the libFuzzer input decoder target: a mark that does not extend the character
    /// before it (after a soft hyphen or a zero-width space; Myanmar's vowel sign AA after any
    /// letter) was glued to it anyway, making a `Character` of two graphemes — a trap in debug
    /// builds, a broken character key in release builds.
    @Test func aMarkThatStartsAGraphemeIsAKeyOfItsOwn() {
        for (base, mark) in [("\u{AD}", "\u{301}"), ("\u{200B}", "\u{301}"), ("\u{1019}", "\u{102C}"), ("a", "\u{102B}")] {
            let events = decode(base + mark)
            #expect(events == [.key(.character(Character(base))), .key(.character(Character(mark)))], "\(base.unicodeScalars.first!.value)")
        }
    }

    @Test func loneEscapeIsTheEscapeKey() {
        #expect(decode("\u{1B}") == [.key(.escape)])
        #expect(decode("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
        #expect(InputDecoder.decode([.character(0x1B), .keyCode(0o402, name: nil)]) == [.key(.escape), .key(.down)])
    }

    @Test func undecodedSequencesBecomeKeys() {
        #expect(decode("\u{1B}[A\u{1B}[1;5B\u{1B}OC\u{1B}[D") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(decode("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~") == [.key(.delete), .key(.pageUp), .key(.pageDown), .key(.home), .key(.end)])
        #expect(decode("\u{1B}OP\u{1B}[15~\u{1B}[24~\u{1B}[Z") == [.key(.function(1)), .key(.function(5)), .key(.function(12)), .key(.backTab)])
    }

    @Test func unknownSequencesAreDroppedWhole() {
        #expect(decode("\u{1B}[99zq") == [.key(.character("q"))])
        #expect(decode("\u{1B}[<0;12;5Mq") == [.key(.character("q"))], "an SGR mouse report is not keys")
        #expect(decode("\u{1B}[12;4$q") == [], "a final byte after intermediates")
        #expect(decode("\u{1B}[1;5") == [], "an incomplete sequence")
    }

    /// ESC and a character in one read is the character with Alt, never an Escape press and a
    /// stray key; ESC before a control character is dropped with it.
    @Test func altChordsAreAltKeys() {
        #expect(decode("\u{1B}qx") == [.key(.alt("q")), .key(.character("x"))])
        #expect(decode("\u{1B}B\u{1B} ") == [.key(.alt("B")), .key(.alt(" "))])
        #expect(decode("\u{1B}\u{01}x") == [.key(.character("x"))])
    }

    @Test func heldKeyDecodesEveryRepeat() {
        let tokens = Array(repeating: [InputToken.character(0x1B), .character(0x4F), .character(0x42)], count: 500).flatMap { $0 }
        let events = InputDecoder.decode(tokens)
        #expect(events.count == 500)
        #expect(events.allSatisfy { $0 == .key(.down) })
    }

    @Test func eventsPassThroughInOrder() {
        let size = Size(width: 10, height: 4)
        #expect(InputDecoder.decode([.character(0x61), .event(.resize(size)), .character(0x62)])
            == [.key(.character("a")), .resize(size), .key(.character("b"))])
    }

    // MARK: The terminal's modern input

    /// A bracketed paste is one event, whatever it holds: keys, escape sequences and line ends
    /// are text (CR and CRLF become LF), other control characters are dropped.
    @Test func aBracketedPasteIsOneEvent() {
        #expect(decode("a\u{1B}[200~q\r\nline two\rthree\u{1B}[A\u{03}\tend\u{1B}[201~b")
            == [.key(.character("a")), .paste("q\nline two\nthree[A\tend"), .key(.character("b"))])
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    }

    /// A paste over several reads is still one event, even with its end marker split between
    /// two reads; a paste that never ends is delivered as far as it came. (An escape sequence
    /// that begins one — the start marker — is never split: the backends read it whole, as they
    /// read every sequence, within the escape delay.)
    @Test func aPasteSpansReads() {
        let text = "\u{1B}[200~first read, second\u{1B}\u{1B}[2" + "01~x"
        for cut in text.unicodeScalars.indices.dropFirst(6) {
            var decoder = InputDecoder()
            let scalars = text.unicodeScalars
            let first = scalars[..<cut].map { InputToken.character($0.value) }
            let second = scalars[cut...].map { InputToken.character($0.value) }
            let events = decoder.decode(first) + decoder.decode(second) + decoder.finish()
            #expect(events == [.paste("first read, second"), .key(.character("x"))], "cut at \(scalars.distance(from: scalars.startIndex, to: cut))")
        }
        #expect(decode("\u{1B}[200~never ends") == [.paste("never ends")])
    }

    /// Found by the libFuzzer input decoder target: a resize or a mouse report read in the middle
    /// of a paste was swallowed with it. It passes through, in its turn.
    @Test func eventsReadDuringAPastePassThrough() {
        let size = Size(width: 10, height: 4)
        let tokens: [InputToken] = "\u{1B}[200~ab".unicodeScalars.map { .character($0.value) } + [.event(.resize(size))]
            + "c\u{1B}[201~".unicodeScalars.map { .character($0.value) }
        #expect(InputDecoder.decode(tokens) == [.resize(size), .paste("abc")])
    }

    /// Focus reports (mode 1004) are focus events, distinct from SS3's `ESC O`.
    @Test func focusReportsAreFocusEvents() {
        #expect(decode("\u{1B}[O\u{1B}[I\u{1B}OA") == [.focus(isFocused: false), .focus(isFocused: true), .key(.up)])
    }

    /// The kitty keyboard protocol tells apart what legacy bytes cannot: Esc from the start of a
    /// sequence, Alt chords from Esc and a key, Ctrl-I from Tab.
    @Test func kittyKeysAreToldApart() {
        #expect(decode("\u{1B}[27u") == [.key(.escape)])
        #expect(decode("\u{1B}[105;5u\u{1B}[9u\u{1B}[9;2u") == [.key(.control("i")), .key(.tab), .key(.backTab)])
        #expect(decode("\u{1B}[98;3u\u{1B}[98;4u") == [.key(.alt("b")), .key(.alt("B"))])
        #expect(decode("\u{1B}[99;5u\u{1B}[92;5u") == [.key(.control("c")), .key(.control("\\"))])
        #expect(decode("\u{1B}[13u\u{1B}[127u\u{1B}[97u") == [.key(.enter), .key(.backspace), .key(.character("a"))])
        // Chords a Key cannot say, and the protocol's codes for keys without text, are dropped whole.
        #expect(decode("\u{1B}[99;7u\u{1B}[97;9u\u{1B}[57441;2uq") == [.key(.character("q"))])
        // A key that upper-cases into two characters is not one character with Shift.
        #expect(decode("\u{1B}[223;4u") == [])
        // The reply to the protocol's query is not a key.
        #expect(decode("\u{1B}[?1u") == [])
    }
}
