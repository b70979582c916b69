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
/// radius. Lower backgrounds stay rectangles. At `.monochrome` a coloured background becomes
/// reverse video.
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
        if !customizedBackgroundColor, role != .clear {
            if state.isFocused || state.isHighlighted {
                copy.storedBackgroundColor = state.isSelected || !role.isSidebar ? Palette.accent : Palette.focusedPill
            } else if state.isSelected {
                copy.storedBackgroundColor = role.isSidebar ? Palette.accent : Palette.selection
            }
        }
        if customizedBackgroundColor, !customizedStrokeColor, state.isFocused {
            copy.storedStrokeColor = Palette.focusRing
        }
        return copy
    }
}

extension BackgroundConfiguration.Role {
    var isSidebar: Bool { self == .sidebarCell || self == .sidebarHeader }
}
