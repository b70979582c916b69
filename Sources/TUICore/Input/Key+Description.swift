extension Key: CustomStringConvertible {
    /// The name a key-help footer shows: `↑`, `↓`, `←`, `→`, `Home`, `End`, `PgUp`, `PgDn`,
    /// `Enter`, `Esc`, `Tab`, `Shift-Tab`, `Backspace`, `Del`, `Ins`, `F1`, `Ctrl-C`, `Alt-b`,
    /// `Space`, or the character itself (`q`).
    public var description: String {
        switch self {
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Del"
        case .insert: return "Ins"
        case .function(let n): return "F\(n)"
        case .control(let c): return "Ctrl-" + c.uppercased()
        case .alt(" "): return "Alt-Space"
        case .alt(let c): return "Alt-" + String(c)
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        }
    }

    /// The key with this name, for scripts and key maps: every `description` is accepted, as
    /// are the VHS tape names (`Up`, `PageDown`, `Escape`, `Backspace`, `Ctrl+C`, …) and
    /// `Return`, `Delete`, `Insert`, `BackTab`, `^C`; names are case-insensitive except a
    /// single character, which is that character.
    public init?(named name: String) {
        // A control character is no key's name: terminals send those as Ctrl chords (`Ctrl+C`).
        let lower = name.lowercased()
        if let key = Key.namedKeys[lower] {
            self = key
            return
        }
        if name.count == 1, let c = name.first, c != " ", !Self.isControl(c) {
            self = .character(c)
            return
        }
        for prefix in ["alt-", "alt+", "m-"] where lower.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.lowercased() == "space" {
                self = .alt(" ")
                return
            }
            guard rest.count == 1, let character = rest.first, !Self.isControl(character) else { return nil }
            self = .alt(character)
            return
        }
        for prefix in ["ctrl-", "ctrl+", "c-", "^"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            guard rest.count == 1, let letter = rest.first, letter.isLetter, letter.isASCII else { return nil }
            self = .control(letter)
            return
        }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...63).contains(n) {
            self = .function(n)
            return
        }
        return nil
    }

    private static let namedKeys: [String: Key] = [
        "↑": .up, "up": .up, "↓": .down, "down": .down, "←": .left, "left": .left, "→": .right, "right": .right,
        "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
        "shift-tab": .backTab, "shift+tab": .backTab, "backtab": .backTab, "backspace": .backspace,
        "del": .delete, "delete": .delete, "ins": .insert, "insert": .insert, "space": .character(" "),
    ]

    /// Whether `character` is a control character (C0, DEL, C1).
    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
