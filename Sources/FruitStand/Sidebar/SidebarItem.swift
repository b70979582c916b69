/// The sections of the sidebar (seed 001): a first section without a header, then sections
/// whose first item is their collapsible header.
enum SidebarSection: Hashable, CaseIterable, Sendable {
    /// All Fruit, In Stock, Favorites.
    case library
    case apples
    case oranges
    case weather

    /// The header row's title; nil for the library, which has no header.
    var title: String? {
        switch self {
        case .library: nil
        case .apples: "Apples"
        case .oranges: "Oranges"
        case .weather: "Weather"
        }
    }

    /// The section that lists the varieties of `kind`.
    init(_ kind: FruitKind) {
        self = kind == .apple ? .apples : .oranges
    }
}

/// One row of the sidebar: a destination the content can show, a section's header row, one
/// of the weather switches, or the row that stands for the varieties of a kind past the
/// listed ones.
enum SidebarItem: Hashable, Sendable {
    case destination(FruitQuery)
    case header(SidebarSection)
    case weather(Weather)
    /// The varieties of a kind past `SidebarController.listedVarietyLimit`: Enter shows the
    /// kind and starts the name filter.
    case moreVarieties(FruitKind)

    /// The glyph before the title.
    var glyph: String {
        switch self {
        case .destination(.all): "🧺"
        case .destination(.inStock): "📦"
        case .destination(.favorites): "⭐"
        case .destination(.kind(let kind)), .destination(.variety(let kind, _)): kind.glyph
        case .header: ""
        case .weather(.good): "☀"
        case .weather(.bad): "☔"
        case .moreVarieties(let kind): kind.glyph
        }
    }

    /// The row's title; the sidebar says how many varieties `.moreVarieties` stands for.
    var title: String {
        switch self {
        case .destination(let query): query.title
        case .header(let section): section.title ?? ""
        case .weather(.good): "Sunny"
        case .weather(.bad): "Rain"
        case .moreVarieties: "more"
        }
    }

    /// The section the row is in.
    var section: SidebarSection {
        switch self {
        case .destination(.kind(let kind)), .destination(.variety(let kind, _)), .moreVarieties(let kind): SidebarSection(kind)
        case .destination: .library
        case .header(let section): section
        case .weather: .weather
        }
    }
}

extension FruitQuery {
    /// What the sidebar and the compact bar call the destination.
    var title: String {
        switch self {
        case .all: "All Fruit"
        case .inStock: "In Stock"
        case .favorites: "Favorites"
        case .kind(let kind): "All \(kind.title)"
        case .variety(_, let variety): variety
        }
    }
}
