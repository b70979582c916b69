/// A key the user pressed, decoded from the terminal's input.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, escape, tab, backTab, backspace, delete, insert
    /// F1–F12 (and beyond, where the terminal reports them).
    case function(Int)
    /// Ctrl held with a letter, e.g. `.control("c")`; the character is lowercase.
    case control(Character)
    /// A printable character, including space and any Unicode grapheme.
    case character(Character)
}
