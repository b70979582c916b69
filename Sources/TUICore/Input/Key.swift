/// A key the user pressed, decoded from the terminal's input.
public enum Key: Hashable, Sendable {
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Enter/Return (also Ctrl-M and Ctrl-J).
    case enter
    /// Escape (also Ctrl-[).
    case escape
    /// Tab (also Ctrl-I).
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (terminals send DEL or Ctrl-H).
    case backspace
    /// The forward delete key.
    case delete
    /// The Insert key.
    case insert
    /// F1–F12 (and beyond, where the terminal reports them).
    case function(Int)
    /// Ctrl held with a letter, e.g. `.control("c")`; the character is lowercase.
    case control(Character)
    /// Alt (Option, Meta) held with a character, e.g. `.alt("b")`: what the terminal sends as
    /// Esc followed by the character, or, under the kitty keyboard protocol, reports as such.
    case alt(Character)
    /// A printable character, including space and any Unicode grapheme.
    case character(Character)
}

extension Key {
    /// The key an ASCII control code stands for, as a terminal in raw mode delivers it: 9 is
    /// `.tab`, 10 and 13 `.enter`, 27 `.escape`, 8 and 127 `.backspace`, other codes 1–26
    /// `.control` with the letter; nil for the rest (NUL and 28–31).
    package init?(controlCode: UInt32) {
        switch controlCode {
        case 9: self = .tab
        case 10, 13: self = .enter
        case 27: self = .escape
        case 8, 127: self = .backspace
        case 1...26: self = .control(Character(Unicode.Scalar(UInt8(controlCode) + 0x60)))
        default: return nil
        }
    }
}
