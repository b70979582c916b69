import TUICore

/// One item of input as curses delivers it.
package enum InputToken: Equatable {
    /// A character code (`get_wch` returned OK).
    case character(UInt32)
    /// A curses key code (`get_wch` returned KEY_CODE_YES) and, for codes above `KEY_MAX`
    /// that terminfo defines at run time, its name (`keyname`, e.g. "kUP5").
    case keyCode(Int32, name: String?)
    /// Input already decoded by the reader (mouse, resize).
    case event(Event)
}

/// Turns the tokens of each read into events: keys, pastes and the terminal's focus.
///
/// Curses decodes the escape sequences its terminfo entry knows. Anything else arrives as ESC
/// followed by the bytes of the sequence; those are parsed here (CSI and SS3 forms, the kitty
/// keyboard protocol's `CSI … u`, focus reports) so that an unknown sequence never turns into an
/// Escape press plus stray characters. ESC followed by a printable character in the same read is
/// that character with Alt; a lone ESC (nothing else in the same read, after the escape delay)
/// is the Escape key. A bracketed paste (`CSI 200 ~` … `CSI 201 ~`) is one ``Event/paste(_:)``
/// however many reads it spans: the decoder keeps a paste that has not ended, which is why a
/// backend holds one decoder for its life.
package struct InputDecoder {
    /// A paste that has begun and not ended.
    private var paste: BracketedPaste?

    package init() {}

    /// Decodes the tokens of one read, in order, taking up a paste an earlier read began.
    ///
    /// - Complexity: O(n) in the number of tokens.
    package mutating func decode(_ tokens: [InputToken]) -> [Event] {
        var events: [Event] = []
        var index = 0
        // Whether the last event is a character key decoded from the token just before: a
        // combining mark joins only that, never a character before a dropped token.
        var followsCharacter = false
        while index < tokens.count {
            if paste != nil {
                index = paste!.take(tokens, from: index)
                if let text = paste!.finishedText {
                    events.append(.paste(text))
                    paste = nil
                } else if index < tokens.count, case .event(let event) = tokens[index] {
                    // A resize or a mouse report read during the paste goes on in its turn.
                    events.append(event)
                    index += 1
                }
                followsCharacter = false
                continue
            }
            switch tokens[index] {
            case .event(let event):
                events.append(event)
                followsCharacter = false
                index += 1
            case .keyCode(let code, let name):
                if let key = Self.key(forKeyCode: code) ?? name.flatMap(Self.key(forKeyName:)) {
                    events.append(.key(key))
                }
                followsCharacter = false
                index += 1
            case .character(0x1B):
                let (decoded, consumed) = Self.decodeEscape(tokens, at: index)
                switch decoded {
                case .event(let event)?: events.append(event)
                case .pasteBegins?: paste = BracketedPaste()
                case nil: break
                }
                followsCharacter = false
                index += consumed
            case .character(let code):
                if followsCharacter, case .key(.character(let base))? = events.last,
                   let joined = Self.joining(base, code) {
                    events[events.count - 1] = .key(.character(joined))
                } else {
                    let key = Self.key(forCharacter: code)
                    if let key { events.append(.key(key)) }
                    if case .character? = key { followsCharacter = true } else { followsCharacter = false }
                }
                index += 1
            }
        }
        return events
    }

    /// The paste a read left unfinished, as far as it came, ending it: for a terminal that went
    /// away mid-paste, and for decoding one read alone.
    package mutating func finish() -> [Event] {
        defer { paste = nil }
        guard let text = paste?.text, !text.isEmpty else { return [] }
        return [.paste(text)]
    }

    /// Decodes the tokens of one read alone: a paste it leaves unfinished is delivered as far as
    /// it came.
    ///
    /// - Complexity: O(n) in the number of tokens.
    package static func decode(_ tokens: [InputToken]) -> [Event] {
        var decoder = InputDecoder()
        return decoder.decode(tokens) + decoder.finish()
    }

    /// `base` with the combining mark `code` added, when the two make one grapheme; nil for
    /// anything else. Not every mark joins: after a control or format character (a soft
    /// hyphen, a zero-width space) a mark starts a grapheme of its own, and a few spacing marks
    /// (Myanmar's vowel sign AA) never extend the grapheme before them.
    private static func joining(_ base: Character, _ code: UInt32) -> Character? {
        guard let scalar = Unicode.Scalar(code), scalar.properties.generalCategory.isCombining else { return nil }
        let text = String(base) + String(scalar)
        return text.count == 1 ? Character(text) : nil
    }

    /// The key for a character code: control characters, then printable characters. Nil for
    /// C1 controls and invalid code points.
    static func key(forCharacter code: UInt32) -> Key? {
        switch code {
        case 0: return .control(" ")
        case 8, 0x7F: return .backspace
        case 9: return .tab
        case 10, 13: return .enter
        case 0x1B: return .escape
        case 1...26: return .control(Character(Unicode.Scalar(code + 0x60)!))
        case 28: return .control("\\")
        case 29: return .control("]")
        case 30: return .control("^")
        case 31: return .control("_")
        case 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The key for a curses key code (values from `<curses.h>`).
    package static func key(forKeyCode code: Int32) -> Key? {
        if code >= 0o411 && code < 0o411 + 63 { return .function(Int(code - 0o410)) }
        return keyCodes[code]
    }

    /// Curses key codes, with shifted and keypad variants folded onto the plain key.
    static let keyCodes: [Int32: Key] = [
        0o402: .down, 0o403: .up, 0o404: .left, 0o405: .right, 0o406: .home,
        0o407: .backspace, 0o512: .delete, 0o513: .insert, 0o522: .pageDown, 0o523: .pageUp,
        0o527: .enter, 0o541: .backTab, 0o550: .end,
        // Keypad corners: A1 home, A3 page up, C1 end, C3 page down.
        0o534: .home, 0o535: .pageUp, 0o537: .end, 0o540: .pageDown,
        // Shifted keys.
        0o517: .down, 0o520: .up, 0o611: .left, 0o622: .right, 0o607: .home, 0o602: .end,
        0o577: .delete, 0o610: .insert, 0o614: .pageDown, 0o616: .pageUp,
    ]

    /// The key for a user-defined terminfo key name such as "kUP5" (Ctrl-Up on xterm); the
    /// modifier digit is dropped because `Key` has no modifiers.
    static func key(forKeyName name: String) -> Key? {
        let base = String(name.prefix { !$0.isNumber })
        switch base {
        case "kUP": return .up
        case "kDN": return .down
        case "kLFT": return .left
        case "kRIT": return .right
        case "kHOM": return .home
        case "kEND": return .end
        case "kNXT": return .pageDown
        case "kPRV": return .pageUp
        case "kDC": return .delete
        case "kIC": return .insert
        default: return nil
        }
    }
}

extension Unicode.GeneralCategory {
    /// Marks that attach to the preceding character.
    var isCombining: Bool {
        self == .nonspacingMark || self == .enclosingMark || self == .spacingMark
    }
}
