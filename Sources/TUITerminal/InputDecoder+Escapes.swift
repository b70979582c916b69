import TUICore

extension InputDecoder {
    /// What an escape sequence stands for.
    enum Escape {
        /// A key, a focus report.
        case event(Event)
        /// The start of a bracketed paste.
        case pasteBegins
    }

    /// Decodes what starts with the ESC at `start`: what it stands for (nil for a sequence to
    /// drop) and how many tokens it used.
    static func decodeEscape(_ tokens: [InputToken], at start: Int) -> (Escape?, Int) {
        guard start + 1 < tokens.count, case .character(let next) = tokens[start + 1] else {
            return (.event(.key(.escape)), 1)
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
            return (csi(parameters: parameters, final: Unicode.Scalar(final)!), index + 1 - start)
        case 0x4F: // "O": SS3 and one character
            guard start + 2 < tokens.count, case .character(let final) = tokens[start + 2] else {
                return (nil, 2)
            }
            return (ss3Key(Unicode.Scalar(final) ?? " ").map { .event(.key($0)) }, 3)
        case 0x1B:
            return (.event(.key(.escape)), 1)
        default:
            // Alt with a character: ESC then the character, in one read.
            guard case .character(let character)? = key(forCharacter: next) else { return (nil, 2) }
            return (.event(.key(.alt(character))), 2)
        }
    }

    /// A CSI sequence: a key (cursor, editing and function keys; the kitty keyboard protocol's
    /// `u` form), a focus report, or the start of a paste.
    private static func csi(parameters: String, final: Unicode.Scalar) -> Escape? {
        switch (parameters, final) {
        case ("200", "~"): return .pasteBegins
        case ("", "I"): return .event(.focus(isFocused: true))
        case ("", "O"): return .event(.focus(isFocused: false))
        case (_, "u"): return kittyKey(parameters).map { .event(.key($0)) }
        default: return csiKey(parameters: parameters, final: final).map { .event(.key($0)) }
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

    /// A key of the kitty keyboard protocol, `CSI code[:alternates] ; modifiers[:event] u`, as a
    /// terminal that was asked to disambiguate sends it: Esc as `CSI 27 u`, so that it is never
    /// taken for the start of a sequence; Alt and Ctrl chords as the key and its modifiers, so
    /// that Ctrl-I is not Tab. Chords a `Key` cannot say (Ctrl with Alt, Super, Hyper) are nil.
    ///
    /// - Complexity: O(1).
    static func kittyKey(_ parameters: String) -> Key? {
        guard !parameters.hasPrefix("?"), !parameters.hasPrefix(">"), !parameters.hasPrefix("<") else { return nil }
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard let code = fields.first.flatMap({ $0.split(separator: ":").first }).flatMap({ UInt32($0) }),
              let scalar = Unicode.Scalar(code) else { return nil }
        let encoded = fields.count > 1 ? Int(fields[1].split(separator: ":").first ?? "") ?? 1 : 1
        let modifiers = max(0, encoded - 1)
        let shift = modifiers & 1 != 0, alt = modifiers & 2 != 0, control = modifiers & 4 != 0
        guard modifiers & ~0b1100_0111 == 0, !(alt && control) else { return nil }   // Super, Hyper, Meta
        switch code {
        case 27: return alt ? nil : .escape
        case 13: return alt || control ? nil : .enter
        case 9: return alt || control ? nil : (shift ? .backTab : .tab)
        case 8, 127: return alt || control ? nil : .backspace
        case 57344...63743: return nil   // the protocol's own codes for keys without text (flag 8)
        default: break
        }
        guard scalar.properties.generalCategory != .control else { return nil }
        let text = shift ? String(scalar).uppercased() : String(scalar)
        guard text.count == 1, let character = text.first else { return nil }
        if control {
            switch character {
            case "a"..."z", " ", "\\", "]", "^", "_": return .control(character)
            default: return nil
            }
        }
        return alt ? .alt(character) : .character(character)
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
