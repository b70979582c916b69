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

/// Turns the tokens of one read into key events.
///
/// Curses decodes the escape sequences its terminfo entry knows. Anything else arrives as ESC
/// followed by the bytes of the sequence; those are parsed here (CSI and SS3 forms) so that an
/// unknown sequence never turns into an Escape press plus stray characters, and an Alt-chord
/// (ESC + key, which `Key` cannot express) is dropped rather than delivered as Escape.
/// A lone ESC (nothing else in the same read, after curses' ESCDELAY) is the Escape key.
package enum InputDecoder {
    /// Decodes the tokens of one read, in order.
    ///
    /// - Complexity: O(n) in the number of tokens.
    package static func decode(_ tokens: [InputToken]) -> [Event] {
        var events: [Event] = []
        var index = 0
        // Whether the last event is a character key decoded from the token just before: a
        // combining mark joins only that, never a character before a dropped token.
        var followsCharacter = false
        while index < tokens.count {
            switch tokens[index] {
            case .event(let event):
                events.append(event)
                followsCharacter = false
                index += 1
            case .keyCode(let code, let name):
                if let key = key(forKeyCode: code) ?? name.flatMap(key(forKeyName:)) {
                    events.append(.key(key))
                }
                followsCharacter = false
                index += 1
            case .character(0x1B):
                let (key, consumed) = decodeEscape(tokens, at: index)
                if let key { events.append(.key(key)) }
                followsCharacter = false
                index += consumed
            case .character(let code):
                if followsCharacter, case .key(.character(let base))? = events.last,
                   let joined = joining(base, code) {
                    events[events.count - 1] = .key(.character(joined))
                } else {
                    let key = key(forCharacter: code)
                    if let key { events.append(.key(key)) }
                    if case .character? = key { followsCharacter = true } else { followsCharacter = false }
                }
                index += 1
            }
        }
        return events
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
    static func key(forKeyCode code: Int32) -> Key? {
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

    /// Decodes what starts with the ESC at `start`: the key (if any) and how many tokens it used.
    private static func decodeEscape(_ tokens: [InputToken], at start: Int) -> (Key?, Int) {
        guard start + 1 < tokens.count, case .character(let next) = tokens[start + 1] else {
            return (.escape, 1)
        }
        switch next {
        case 0x5B: // "[": CSI parameters, intermediates, final byte
            var index = start + 2
            var parameters = ""
            while index < tokens.count, case .character(let c) = tokens[index], (0x20...0x3F).contains(c) {
                parameters.unicodeScalars.append(Unicode.Scalar(c)!)
                index += 1
            }
            guard index < tokens.count, case .character(let final) = tokens[index], (0x40...0x7E).contains(final) else {
                return (nil, index - start)
            }
            return (csiKey(parameters: parameters, final: Unicode.Scalar(final)!), index + 1 - start)
        case 0x4F: // "O": SS3 and one character
            guard start + 2 < tokens.count, case .character(let final) = tokens[start + 2] else {
                return (nil, 2)
            }
            return (ss3Key(Unicode.Scalar(final) ?? " "), 3)
        case 0x1B:
            return (.escape, 1)
        default:
            return (nil, 2)
        }
    }

    private static func csiKey(parameters: String, final: Unicode.Scalar) -> Key? {
        let first = Int(parameters.split(separator: ";").first ?? "") ?? 0
        if let key = cursorKey(final) { return key }
        switch final {
        case "Z": return .backTab
        case "P", "Q", "R", "S": return parameters.hasPrefix("<") ? nil : .function(Int(final.value) - 0x4F)
        case "~":
            switch first {
            case 1, 7: return .home
            case 2: return .insert
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            case 11...15: return .function(first - 10)
            case 17...21: return .function(first - 11)
            case 23, 24: return .function(first - 12)
            default: return nil
            }
        default:
            return nil
        }
    }

    private static func ss3Key(_ final: Unicode.Scalar) -> Key? {
        if let key = cursorKey(final) { return key }
        switch final {
        case "M": return .enter
        case "P", "Q", "R", "S": return .function(Int(final.value) - 0x4F)
        default: return nil
        }
    }

    /// The cursor keys, which CSI (normal mode) and SS3 (application mode) spell alike.
    private static func cursorKey(_ final: Unicode.Scalar) -> Key? {
        switch final {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
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
