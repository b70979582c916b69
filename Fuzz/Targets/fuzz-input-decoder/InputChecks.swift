import CNCurses
import FuzzSupport
import TUICore
import TUICurses
import TUITerminal

/// What must hold for any read of terminal input.
enum InputChecks {
    /// Checks the events `InputDecoder` makes of `tokens`:
    ///
    /// - no trap, and at most one event per token (an escape sequence is one key or none);
    /// - every mouse and resize token comes out unchanged and in order: an escape sequence
    ///   never swallows one;
    /// - a character key is one grapheme and never starts with a control character (those are
    ///   control keys);
    /// - splitting the read before any token that is not a character changes nothing for a
    ///   decoder that reads both parts: what a token decodes to depends only on the characters
    ///   right before it (and a paste carries over), so input that arrives in two reads means
    ///   the same.
    static func check(_ tokens: [InputToken]) {
        let events = InputDecoder.decode(tokens)
        fuzzCheck(events.count <= tokens.count, "\(events.count) events from \(tokens.count) tokens: \(tokens) -> \(events)")

        let passed = tokens.compactMap { token -> Event? in
            if case .event(let event) = token { return event }
            return nil
        }
        // Pastes and focus reports come from characters; mouse and resize events pass through.
        let nonKeys = events.filter {
            switch $0 {
            case .mouse, .resize: true
            case .key, .paste, .focus: false
            }
        }
        fuzzCheck(nonKeys == passed, "mouse and resize events changed: \(passed) -> \(nonKeys); tokens \(tokens)")

        for case .key(.character(let character)) in events {
            // Release builds skip `Character.init(String)`'s one-grapheme check: test it here.
            fuzzCheck(String(character).count == 1, "character key \(character.unicodeScalars.map(\.value)) is \(String(character).count) graphemes; tokens \(tokens)")
            let first = character.unicodeScalars.first!
            fuzzCheck(first.properties.generalCategory != .control,
                      "character key starts with a control: U+\(String(first.value, radix: 16)); tokens \(tokens)")
        }

        var splits = 0
        for index in tokens.indices.dropFirst() where splits < 8 {
            if case .character = tokens[index] { continue }
            splits += 1
            var decoder = InputDecoder()
            let parts = decoder.decode(Array(tokens[..<index])) + decoder.decode(Array(tokens[index...])) + decoder.finish()
            fuzzCheck(parts == events, "split before token \(index) changes the events: \(events) vs \(parts); tokens \(tokens)")
        }
    }

    /// Checks one mouse report against a count of its bits: every pressed button (1-5) is one
    /// event, every released button (1-3) one, every clicked button (1-3) a press and a release;
    /// all at the report's position, and no button released before it is pressed.
    static func check(_ report: InputTokens.MouseReport) {
        let masks = MouseDecoder.Masks.curses
        func count(_ list: ArraySlice<mmask_t>) -> Int {
            list.filter { report.state & $0 != 0 }.count
        }
        let expected = count(masks.pressed[...]) + count(masks.released[0..<3]) + 2 * count(masks.clicked[0..<3])
        fuzzCheck(report.events.count == expected, "state \(report.state): \(report.events.count) events, expected \(expected)")
        fuzzCheck(report.events.allSatisfy { $0.position == report.position }, "events moved from \(report.position): \(report.events)")
        let kinds = report.events.map(\.kind)
        for button in 1...3 {
            if let press = kinds.firstIndex(of: .press(button: button)),
               let release = kinds.lastIndex(of: .release(button: button)) {
                fuzzCheck(press < release, "button \(button) released before it is pressed: \(kinds)")
            }
        }
    }
}
