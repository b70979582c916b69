/// The way a key moved the focus; mirrors `UIFocusHeading` (its arrow, first and last
/// headings: Tab moves the focus between views, not between a collection view's items, so
/// UIKit's `next` and `previous` have no key here).
///
/// A focus update's ``CollectionViewFocusUpdateContext/focusHeading`` says which key moved it:
/// ↑ and PgUp `.up`, ↓ and PgDn `.down`, ← and → `.left` and `.right` (in a grid, and to an
/// outline row's parent or first child), Home `.first`, End `.last`. It is empty when the
/// focus moved without a heading: set by code, by a click, or to another item because its own
/// went away. A live log uses it to tell "the reader went up" (stop following) from "the
/// newest entry took the focus" (keep following).
public struct FocusHeading: OptionSet, Hashable, Sendable {
    /// The heading's bits.
    public let rawValue: UInt

    /// A heading from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Up: ↑ or PgUp.
    public static let up = FocusHeading(rawValue: 1 << 0)
    /// Down: ↓ or PgDn.
    public static let down = FocusHeading(rawValue: 1 << 1)
    /// Left: ←.
    public static let left = FocusHeading(rawValue: 1 << 2)
    /// Right: →.
    public static let right = FocusHeading(rawValue: 1 << 3)
    /// The first item: Home.
    public static let first = FocusHeading(rawValue: 1 << 6)
    /// The last item: End.
    public static let last = FocusHeading(rawValue: 1 << 7)
}
