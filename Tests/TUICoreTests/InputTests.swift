import Testing
@testable import TUICore

@Suite("Keys and events")
struct InputTests {
    @Test(arguments: [
        (Key.up, "↑"), (.down, "↓"), (.left, "←"), (.right, "→"), (.home, "Home"), (.end, "End"), (.pageUp, "PgUp"),
        (.pageDown, "PgDn"), (.enter, "Enter"), (.escape, "Esc"), (.tab, "Tab"), (.backTab, "Shift-Tab"),
        (.backspace, "Backspace"), (.delete, "Del"), (.insert, "Ins"), (.function(1), "F1"), (.function(12), "F12"),
        (.control("c"), "Ctrl-C"), (.character("q"), "q"), (.character(" "), "Space"), (.character("🍎"), "🍎"),
    ])
    func descriptionsRoundTrip(_ key: Key, _ name: String) {
        #expect(key.description == name)
        #expect(Key(named: name) == key)
    }

    @Test func vhsNamesAndVariants() {
        #expect(Key(named: "Down") == .down)
        #expect(Key(named: "PageDown") == .pageDown)
        #expect(Key(named: "Escape") == .escape)
        #expect(Key(named: "Ctrl+C") == .control("c"))
        #expect(Key(named: "^x") == .control("x"))
        #expect(Key(named: "RETURN") == .enter)
        #expect(Key(named: "f5") == .function(5))
        #expect(Key(named: "Q") == .character("Q"), "a single character keeps its case")
        #expect(Key(named: "Ctrl-1") == nil)
        #expect(Key(named: "nonsense") == nil)
        #expect(Key(named: "") == nil)
    }

    /// A control character names no key (terminals send those as Ctrl chords): a script line
    /// `alt-^Y` is an unknown key, not one whose name an error message would echo raw (found
    /// by the tape fuzzer; Fuzz/Corpus/fuzz-tape/regression-alt-control-character).
    @Test func controlCharactersNameNoKey() {
        #expect(Key(named: "alt-\u{19}") == nil)
        #expect(Key(named: "m-\u{7f}") == nil)
        #expect(Key(named: "\u{1b}") == nil)
        #expect(Key(named: "\u{85}") == nil)
        #expect(Key(named: "alt-x") == .alt("x"))
    }

    @Test func controlCodes() {
        #expect(Key(controlCode: 1) == .control("a"))
        #expect(Key(controlCode: 3) == .control("c"))
        #expect(Key(controlCode: 26) == .control("z"))
        #expect(Key(controlCode: 9) == .tab)
        #expect(Key(controlCode: 13) == .enter)
        #expect(Key(controlCode: 10) == .enter)
        #expect(Key(controlCode: 27) == .escape)
        #expect(Key(controlCode: 127) == .backspace)
        #expect(Key(controlCode: 8) == .backspace)
        #expect(Key(controlCode: 0) == nil)
        #expect(Key(controlCode: 65) == nil)
    }

    @Test func eventsAreValues() {
        let click = Event.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: 3, y: 4)))
        #expect(click == .mouse(MouseEvent(kind: .press(button: 1), position: Point(x: 3, y: 4))))
        #expect(Event.mouse(MouseEvent(kind: .wheelDown, position: .zero)) != .mouse(MouseEvent(kind: .wheelUp, position: .zero)))
        #expect(Set<Event>([.key(.tab), .key(.tab), .resize(Size(width: 80, height: 24)), .key(.backTab)]).count == 3)
    }
}
