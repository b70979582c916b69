/// How text that does not fit its width is wrapped or cut, as `NSLineBreakMode` is in UIKit.
///
/// Multi-line text always wraps (at words, or at characters for `.byCharWrapping`); the mode
/// decides what happens on the last line when the text still does not fit. On a single line the
/// wrapping modes cut like `.byClipping`, at a word boundary for `.byWordWrapping`.
public enum LineBreakMode: Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries; a word longer than the line breaks between characters.
    case byWordWrapping
    /// Wrap between any two characters.
    case byCharWrapping
    /// Cut at the edge without an ellipsis; a wide glyph that would straddle it becomes a space.
    case byClipping
    /// Keep the end: `…ing text`.
    case byTruncatingHead
    /// Keep the start: `Long te…` (the default, as for `UILabel`).
    case byTruncatingTail
    /// Keep both ends: `Lon…ext`.
    case byTruncatingMiddle

    /// True for the modes that mark cut text with `…`.
    public var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: return true
        case .byWordWrapping, .byCharWrapping, .byClipping: return false
        }
    }
}
