/// What kind of element a view is and what state it is in, for assistive technologies;
/// mirrors `UIAccessibilityTraits`, with UIKit's names.
///
/// Traits are read after the label and value: ``header`` as "heading", ``selected`` as
/// "selected", ``notEnabled`` as "dimmed", ``button`` as "button" (see <doc:AccessibleMode>).
///
/// ```swift
/// cell.accessibilityTraits.insert(.button)
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64

    /// The traits whose bits are `rawValue`.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// Acts when activated (Enter).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image or a glyph.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Selected (a cell sets it while its item is selected).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the screen, read when the app starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled: shown dimmed, cannot be acted on (a disabled cell sets it).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Changes often (a clock, a progress figure): not announced on every change.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// A value the user changes step by step.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// A heading over the content that follows (list headers set it).
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 17)
    /// A button that toggles between two states.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 18)
    /// A key of a keyboard.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 19)

    /// The words the traits add to a description, in the order they are read.
    var spokenWords: [String] {
        var words: [String] = []
        if contains(.header) { words.append("heading") }
        if contains(.button) { words.append("button") }
        if contains(.toggleButton) { words.append("toggle button") }
        if contains(.link) { words.append("link") }
        if contains(.searchField) { words.append("search field") }
        if contains(.image) { words.append("image") }
        if contains(.adjustable) { words.append("adjustable") }
        if contains(.tabBar) { words.append("tab bar") }
        if contains(.selected) { words.append("selected") }
        if contains(.notEnabled) { words.append("dimmed") }
        return words
    }
}
