import TUICore

/// How a list section looks: its appearance, header and footer modes and separators.
///
/// Mirrors `UICollectionLayoutListConfiguration`. Pass it to `LayoutSection.list(using:
/// layoutEnvironment:)` or `CompositionalLayout.list(using:)`. The terminal conventions of
/// each appearance (insets, separators, pinning, boxes) are described in <doc:ListAppearances>.
public struct ListConfiguration: Hashable, Sendable {
    /// The overall style of a list.
    public enum Appearance: Hashable, Sendable {
        /// Full-width rows, pinned headers, indented separators.
        case plain
        /// A blank row above each section, sections tinted by a background.
        case grouped
        /// Grouped sections drawn as rounded boxes inset from the sides.
        case insetGrouped
        /// A navigation sidebar: rows inset one column for the selection pill.
        case sidebar
        /// A full-width sidebar with pinned headers.
        case sidebarPlain
    }

    /// How a section's header is provided.
    public enum HeaderMode: Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `ElementKind.sectionHeader`.
        case supplementary
        /// The first item of the section is styled as its header (item 0 is the header,
        /// the real rows start at item 1), as outlines with a collapsible header need.
        case firstItemInSection
    }

    /// How a section's footer is provided.
    public enum FooterMode: Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `ElementKind.sectionFooter`.
        case supplementary
    }

    /// The decoration kind of the separator rows between list items.
    public static let separatorElementKind = "ListConfiguration.separator"
    /// The decoration kind of the background behind grouped and inset-grouped sections.
    public static let sectionBackgroundElementKind = "ListConfiguration.sectionBackground"
    /// How far separators are indented from an item's leading edge: the width of the text
    /// inset a list cell leaves before its text.
    public static let separatorLeadingInset = 2

    /// The list's style, fixed when the configuration is made; it sets the defaults of the rest.
    public let appearance: Appearance
    /// Whether a separator row follows each item but the last of a section. Defaults to true
    /// for `.plain`, `.grouped` and `.insetGrouped`, false for the sidebars (as in UIKit).
    public var showsSeparators: Bool
    /// How each section's header is provided; none by default.
    public var headerMode: HeaderMode = .none
    /// How each section's footer is provided; none by default.
    public var footerMode: FooterMode = .none
    /// The list's background; `nil` means the appearance's default.
    public var backgroundColor: Color?

    /// A configuration of `appearance`, with separators where that appearance has them (not in
    /// the sidebars), no headers and no footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        switch appearance {
        case .plain, .grouped, .insetGrouped: showsSeparators = true
        case .sidebar, .sidebarPlain: showsSeparators = false
        }
    }
}
