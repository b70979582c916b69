/// The UIKit styles, with terminal conventions: rows keep 2 columns before their text (list
/// separators start there), sidebar rows 1 (the sidebar already insets them by 1 for the
/// selection pill); secondary texts and footers are dim; headers are bold, except grouped
/// headers, which are dim capitals.
extension ListContentConfiguration {
    private static let rowMargins = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    private static let sidebarMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)

    private init(role: Role, margins: DirectionalEdgeInsets, text: TextAttributes, secondary: TextAttributes = .dim) {
        self.init(role: role, margins: margins)
        textProperties.attributes = text
        secondaryTextProperties.attributes = secondary
    }

    /// A row: glyph, text, and a secondary text below it when set.
    public static func cell() -> Self { Self(role: .cell, margins: rowMargins, text: []) }

    /// A row with a dim secondary text on the line below the text.
    public static func subtitleCell() -> Self { Self(role: .subtitleCell, margins: rowMargins, text: []) }

    /// A row with the secondary text on the same line, against the trailing edge
    /// (`Apples ·········· 12`).
    public static func valueCell() -> Self {
        var configuration = Self(role: .valueCell, margins: rowMargins, text: [])
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .trailing
        return configuration
    }

    /// A sidebar row.
    public static func sidebarCell() -> Self { Self(role: .sidebarCell, margins: sidebarMargins, text: []) }

    /// A sidebar row with a dim secondary text below.
    public static func sidebarSubtitleCell() -> Self { Self(role: .sidebarSubtitleCell, margins: sidebarMargins, text: []) }

    /// A section header that suits any list: bold.
    public static func header() -> Self { Self(role: .header, margins: rowMargins, text: .bold) }

    /// A section footer that suits any list: dim.
    public static func footer() -> Self { Self(role: .footer, margins: rowMargins, text: .dim) }

    /// The header of a plain list: bold, on the header bar its background draws.
    public static func plainHeader() -> Self { Self(role: .plainHeader, margins: rowMargins, text: .bold) }

    /// The footer of a plain list: dim.
    public static func plainFooter() -> Self { Self(role: .plainFooter, margins: rowMargins, text: .dim) }

    /// The header of a grouped list: dim capitals (`FRUITS`).
    public static func groupedHeader() -> Self {
        var configuration = Self(role: .groupedHeader, margins: rowMargins, text: .dim)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// The footer of a grouped list: dim.
    public static func groupedFooter() -> Self { Self(role: .groupedFooter, margins: rowMargins, text: .dim) }

    /// The header of an inset-grouped list: bold, aligned with the rows in the box.
    public static func prominentInsetGroupedHeader() -> Self {
        Self(role: .prominentInsetGroupedHeader, margins: rowMargins, text: .bold)
    }

    /// A louder inset-grouped header: bold and underlined.
    public static func extraProminentInsetGroupedHeader() -> Self {
        Self(role: .extraProminentInsetGroupedHeader, margins: rowMargins, text: [.bold, .underline])
    }

    /// The header of a sidebar section (a supplementary header, or the first item of the
    /// section under `.firstItemInSection`): bold.
    public static func sidebarHeader() -> Self { Self(role: .sidebarHeader, margins: sidebarMargins, text: .bold) }
}
