/// The content of a list row, header or footer: a glyph, a text and a secondary text.
///
/// Mirrors `UIListContentConfiguration`. Start from a style (`.cell()`, `.subtitleCell()`,
/// `.valueCell()`, `.sidebarCell()`, the header and footer styles) or from
/// `cell.defaultContentConfiguration()`, which picks the style that matches the list, then
/// set the content:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = "🍎"
/// content.text = apple.name
/// content.secondaryText = "core \(apple.coreThickness) mm"
/// cell.contentConfiguration = content
/// ```
///
/// Units are terminal cells: margins and paddings count columns and rows. Texts wrap up to
/// their `numberOfLines` (0 = unlimited) and report their height through `sizeThatFits`, so
/// rows sized `.estimated` grow to fit.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// A glyph or emoji drawn before the text (`"🍎"`, `"★"`); `nil` for none.
    public var image: String?
    /// The primary text; `nil` for none.
    public var text: String?
    /// The secondary text (a detail, a count), below the text or beside it depending on the
    /// style; `nil` for none.
    public var secondaryText: String?
    /// How the image looks: its colour and the columns reserved for it.
    public var imageProperties = ImageProperties()
    /// How the text looks and wraps.
    public var textProperties = TextProperties()
    /// How the secondary text looks and wraps.
    public var secondaryTextProperties = TextProperties()
    /// Space around the content, in columns and rows.
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// Puts the secondary text on the text's row, against the trailing edge, when both fit
    /// there; otherwise it goes below.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Columns between the image and the text.
    public var imageToTextPadding = 1
    /// Columns kept free between the text and a side-by-side secondary text.
    public var textToSecondaryTextHorizontalPadding = 2
    /// Rows between the text and a secondary text below it.
    public var textToSecondaryTextVerticalPadding = 0

    /// Which UIKit style this configuration started as; decides how it reacts to state.
    let role: Role

    enum Role: Hashable, Sendable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
        case header, plainHeader, groupedHeader, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader
        case footer, plainFooter, groupedFooter
    }

    init(role: Role, margins: DirectionalEdgeInsets) {
        self.role = role
        directionalLayoutMargins = margins
    }

    @MainActor
    public func makeContentView() -> any View & ContentView {
        ListContentView(configuration: self)
    }

    /// A copy styled for `state`: on an emphasised (focused, selected or highlighted) row a
    /// dim secondary text turns normal so it reads on the selection bar, and the selected
    /// row of a sidebar turns bold; disabled rows are dimmed. Colours are left alone: the
    /// cell's background gives default-coloured text a readable colour.
    public func updated(for state: CellConfigurationState) -> ListContentConfiguration {
        var copy = self
        if state.isEmphasized && role.isRow {
            copy.secondaryTextProperties.attributes.remove(.dim)
        }
        if state.isSelected && role.isSidebar {
            copy.textProperties.attributes.insert(.bold)
        }
        if state.isDisabled {
            copy.textProperties.attributes.insert(.dim)
            copy.secondaryTextProperties.attributes.insert(.dim)
        }
        return copy
    }
}

extension ListContentConfiguration.Role {
    /// Rows (as opposed to headers and footers) take selection styling.
    var isRow: Bool {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell: return true
        default: return false
        }
    }

    /// Headers, which carry the header accessibility trait.
    var isHeader: Bool {
        switch self {
        case .header, .plainHeader, .groupedHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader: return true
        default: return false
        }
    }

    var isSidebar: Bool {
        self == .sidebarCell || self == .sidebarSubtitleCell || self == .sidebarHeader
    }
}
