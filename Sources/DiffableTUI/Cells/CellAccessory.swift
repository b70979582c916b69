/// A glyph beside a list cell's content: the outline disclosure triangle, the disclosure
/// chevron, a checkmark, or a short label.
///
/// Mirrors `UICellAccessory`; set them with `CollectionViewListCell.accessories`. A cell may
/// hold each kind at most once (UIKit throws for a second instance of a system accessory).
///
/// | accessory | glyph | side |
/// |---|---|---|
/// | `.outlineDisclosure()` | `▸` collapsed, `▾` expanded | trailing on headers, leading on rows |
/// | `.disclosureIndicator()` | `›` | trailing |
/// | `.checkmark()` | `✓` | trailing |
/// | `.label(text:)` | the text, dim | trailing |
public struct CellAccessory: Hashable, Sendable {
    /// The kind of an accessory; mirrors `UICellAccessory.AccessoryType`.
    public enum AccessoryType: Hashable, Sendable, CustomStringConvertible {
        /// The outline triangle, `▸` collapsed and `▾` expanded.
        case outlineDisclosure
        /// The chevron, `›`: the row leads somewhere.
        case disclosureIndicator
        /// The checkmark, `✓`.
        case checkmark
        /// A short dim text.
        case label

        /// The case as written in Swift (`.checkmark`), as UIKit's misuse messages name it.
        public var description: String {
            switch self {
            case .outlineDisclosure: return ".outlineDisclosure"
            case .disclosureIndicator: return ".disclosureIndicator"
            case .checkmark: return ".checkmark"
            case .label: return ".label"
            }
        }
    }

    /// Which side of the content an accessory sits on.
    enum Placement: Hashable, Sendable {
        case leading
        case trailing
    }

    /// How an outline disclosure behaves; mirrors `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// Mirrors `UICellAccessory.OutlineDisclosureOptions.Style`.
        public enum Style: Hashable, Sendable {
            /// `.header` for a section's header item, `.cell` otherwise.
            case automatic
            /// The whole row toggles: Enter, Space, Left, Right and clicks expand and
            /// collapse it; the row is not selectable. The triangle sits at the trailing end.
            case header
            /// The row selects as usual; Left and Right (and clicks on the triangle) expand
            /// and collapse it. The triangle sits before the content.
            case cell
        }

        /// Whether the whole row toggles (`.header`) or only the triangle and the arrows do (`.cell`).
        public var style: Style
        /// The glyph's colour; `nil` draws it dim.
        public var tintColor: Color?

        /// Options with the style chosen by the row's place (`.automatic`) and a dim glyph, unless
        /// told otherwise.
        public init(style: Style = .automatic, tintColor: Color? = nil) {
            self.style = style
            self.tintColor = tintColor
        }
    }

    /// The colour of a simple accessory glyph or label.
    public struct Options: Hashable, Sendable {
        /// `nil` uses the accessory's default: dim for the chevron and labels; for the
        /// checkmark the terminal's own text colour, bold, which reads on dark and light
        /// themes alike (a fixed green read 1.7:1 on white).
        public var tintColor: Color?

        /// Options with the accessory's default colour, unless told otherwise.
        public init(tintColor: Color? = nil) {
            self.tintColor = tintColor
        }
    }

    enum Kind: Hashable, Sendable {
        case outlineDisclosure(OutlineDisclosureOptions)
        case disclosureIndicator(Options)
        case checkmark(Options)
        case label(String, Options)
    }

    let kind: Kind

    /// The outline triangle of an item that has children: `▸` collapsed, `▾` expanded.
    public static func outlineDisclosure(options: OutlineDisclosureOptions = OutlineDisclosureOptions()) -> Self {
        Self(kind: .outlineDisclosure(options))
    }

    /// The chevron `›` of a row that leads somewhere.
    public static func disclosureIndicator(options: Options = Options()) -> Self {
        Self(kind: .disclosureIndicator(options))
    }

    /// A checkmark `✓`.
    public static func checkmark(options: Options = Options()) -> Self {
        Self(kind: .checkmark(options))
    }

    /// A short dim text, such as a count.
    public static func label(text: String, options: Options = Options()) -> Self {
        Self(kind: .label(text, options))
    }

    /// Which kind of accessory this is, whatever its options; a cell may hold at most one of
    /// each kind.
    public var accessoryType: AccessoryType {
        switch kind {
        case .outlineDisclosure: return .outlineDisclosure
        case .disclosureIndicator: return .disclosureIndicator
        case .checkmark: return .checkmark
        case .label: return .label
        }
    }
}

extension CellAccessory {
    /// The outline style once `.automatic` is resolved for a row that is (or is not) its
    /// section's header.
    func outlineStyle(isHeader: Bool) -> OutlineDisclosureOptions.Style? {
        guard case .outlineDisclosure(let options) = kind else { return nil }
        if options.style == .automatic { return isHeader ? .header : .cell }
        return options.style
    }

    /// Which side the accessory is drawn on.
    func placement(isHeader: Bool) -> Placement {
        outlineStyle(isHeader: isHeader) == .cell ? .leading : .trailing
    }

    /// The text and style drawn for the accessory.
    func rendering(isExpanded: Bool) -> (text: String, style: Style) {
        switch kind {
        case .outlineDisclosure(let options):
            return (isExpanded ? "▾" : "▸", options.tintColor.map { Style(foreground: $0) } ?? Style.plain.dim)
        case .disclosureIndicator(let options):
            return ("›", options.tintColor.map { Style(foreground: $0) } ?? Style.plain.dim)
        case .checkmark(let options):
            return ("✓", Style(foreground: options.tintColor ?? .default).bold)
        case .label(let text, let options):
            return (text, options.tintColor.map { Style(foreground: $0) } ?? Style.plain.dim)
        }
    }

    /// Traps, as UIKit throws, when `accessories` holds a kind twice.
    static func validate(_ accessories: [CellAccessory]) {
        var seen: Set<AccessoryType> = []
        for accessory in accessories where !seen.insert(accessory.accessoryType).inserted {
            preconditionFailure(
                "Invalid accessories: more than one \(accessory.accessoryType) accessory. A cell may include at most one "
                    + "instance of each system accessory (UIKit throws an exception if you include more than one instance "
                    + "of any system accessory).")
        }
    }
}
