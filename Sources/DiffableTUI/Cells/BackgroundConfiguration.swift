/// How a cell's background looks in each state: colour, rounded box, stroke, insets.
///
/// Mirrors `UIBackgroundConfiguration`. The list styles (`.listPlainCell()`,
/// `.listGroupedCell()`, `.listSidebarCell()` and the header/footer styles) colour themselves
/// for the cell's state through `updated(for:)`: a blue bar on the focused row, a muted blue
/// bar on a selected row that is not focused, a pill in sidebars (blue when selected, grey
/// when only focused). Setting `backgroundColor` (or
/// `strokeColor`) yourself keeps your value in every state, as in UIKit; a focused cell with
/// a custom colour is then marked by its border instead (see `cornerRadius`).
///
/// Terminal conventions: `cornerRadius > 0` draws a rounded box border (`╭─╮`) when the
/// background is at least 3 rows tall, in `strokeColor` or, by default, the background colour
/// itself drawn as a line around the fill; `strokeWidth > 0` draws a square border at any
/// radius. Lower backgrounds stay rectangles.
///
/// Where colour cannot tell the states apart (see `Fill`): at `.monochrome` a coloured
/// background becomes reverse video, the list styles' focus is bold and underlined, the sidebar's
/// grey focus pill has no fill of its own and a focus ring is drawn bold; at 8 and 16 colours the
/// grey focus pill is reverse video.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill; `nil` draws no fill (the list's own background shows).
    public var backgroundColor: Color? {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue; customizedBackgroundColor = true }
    }
    /// Greater than 0: a rounded box border on backgrounds at least 3 rows tall; in
    /// sidebars, the rounded ends of the selection pill.
    public var cornerRadius = 0
    /// The border colour; `nil` uses the background colour.
    public var strokeColor: Color? {
        get { storedStrokeColor }
        set { storedStrokeColor = newValue; customizedStrokeColor = true }
    }
    /// Greater than 0 draws a border even without a corner radius.
    public var strokeWidth = 0
    /// Shrinks the background inside the cell.
    public var backgroundInsets = DirectionalEdgeInsets.zero

    let role: Role
    private var storedBackgroundColor: Color?
    private var storedStrokeColor: Color?
    private(set) var customizedBackgroundColor = false
    private var customizedStrokeColor = false
    /// What `updated(for:)` chose for the focus; a colour set afterwards overrides it.
    private var focusLook = FocusLook()

    /// The focus as `updated(for:)` coloured it, for the depths where colour cannot show it.
    struct FocusLook: Hashable, Sendable {
        /// The list style's fill of a focused (or highlighted) row.
        var isListFocus = false
        /// The sidebar's grey pill of a focused row that is not selected.
        var isPill = false
        /// The ring around a focused cell with a background colour of its own.
        var isRing = false
    }

    /// The row is focused in a list style: without colour the focus is bold and underlined.
    var marksFocus: Bool { focusLook.isListFocus && !customizedBackgroundColor }
    /// The fill is the sidebar's grey focus pill.
    var isFocusPill: Bool { focusLook.isPill && !customizedBackgroundColor }
    /// The border is the focus ring.
    var isFocusRing: Bool { focusLook.isRing && !customizedStrokeColor }

    enum Role: Hashable, Sendable {
        case clear, plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter, sidebarHeader
    }

    init(role: Role, backgroundColor: Color? = nil, cornerRadius: Int = 0) {
        self.role = role
        storedBackgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    /// No background in any state.
    public static func clear() -> Self { Self(role: .clear) }
    /// A plain-list row: clear; a bar when focused or selected.
    public static func listPlainCell() -> Self { Self(role: .plainCell) }
    /// A grouped-list row: on the section's tint; a bar when focused or selected.
    public static func listGroupedCell() -> Self { Self(role: .groupedCell, backgroundColor: Palette.groupedBackground) }
    /// A sidebar row: clear; a pill when selected or focused.
    public static func listSidebarCell() -> Self { Self(role: .sidebarCell, cornerRadius: 1) }
    /// A plain-list header or footer: an opaque bar, so a pinned header covers the rows.
    public static func listPlainHeaderFooter() -> Self { Self(role: .plainHeaderFooter, backgroundColor: Palette.headerBar) }
    /// A grouped-list header or footer: clear.
    public static func listGroupedHeaderFooter() -> Self { Self(role: .groupedHeaderFooter) }
    /// A sidebar header: clear; a pill when focused (an outline's header row).
    public static func listSidebarHeader() -> Self { Self(role: .sidebarHeader, cornerRadius: 1) }

    /// A copy coloured for `state`, for the properties you have not set yourself.
    public func updated(for state: CellConfigurationState) -> BackgroundConfiguration {
        var copy = self
        copy.focusLook = FocusLook()
        if !customizedBackgroundColor, role != .clear {
            if state.isFocused || state.isHighlighted {
                copy.storedBackgroundColor = state.isSelected || !role.isSidebar ? Palette.accent : Palette.focusedPill
                copy.focusLook.isPill = !state.isSelected && role.isSidebar
                copy.focusLook.isListFocus = true
            } else if state.isSelected {
                copy.storedBackgroundColor = role.isSidebar ? Palette.accent : Palette.selection
            }
        }
        if customizedBackgroundColor, !customizedStrokeColor, state.isFocused {
            copy.storedStrokeColor = Palette.focusRing
            copy.focusLook.isRing = true
        }
        return copy
    }
}

extension BackgroundConfiguration.Role {
    var isSidebar: Bool { self == .sidebarCell || self == .sidebarHeader }
}
