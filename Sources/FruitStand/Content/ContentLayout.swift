import DiffableTUI

/// The content's compositional layout: a grid of cards whose column count follows the width,
/// with a pinned header per section and a badge over each card's top-trailing corner; the
/// bad-weather section is one full-width card that grows to fit its message.
@MainActor
enum ContentLayout {
    /// The narrowest a card gets before the grid drops a column.
    nonisolated static let minimumCardWidth = 26
    /// The widest a card is made for its names; longer names are cut in the middle.
    nonisolated static let maximumCardWidth = 44
    /// Columns a card takes besides its name: the gaps between cards, the margins, a
    /// favourite's star.
    nonisolated static let cardChrome = 8
    /// Rows of a card.
    nonisolated static let cardHeight = 4
    /// `BadgeView`'s kind and width, as plain values the layout can use off the main actor.
    nonisolated static let badgeKind = "BadgeView"
    nonisolated static let badgeWidth = 6
    /// Columns between the content's edges and the cards.
    nonisolated static let sectionInset = 1

    /// The narrowest a card may be in a content area `width` columns wide to show names
    /// `widestName` columns wide whole: as wide as they need, within `minimumCardWidth` and
    /// `maximumCardWidth`, and never so wide that fewer than two cards fit side by side where
    /// two fit at the narrowest (a name cut in the middle beats a screen of one card a row).
    nonisolated static func cardWidth(forNames widestName: Int, inWidth width: Int) -> Int {
        let wanted = min(max(widestName + cardChrome, minimumCardWidth), maximumCardWidth)
        let twoUp = (width - 1) / 2
        return twoUp >= minimumCardWidth ? min(wanted, twoUp) : wanted
    }

    /// Columns for a content area `width` columns wide, for names `widestName` wide.
    nonisolated static func columns(forWidth width: Int, widestName: Int = 0) -> Int {
        max(1, (width - 1) / cardWidth(forNames: widestName, inWidth: width))
    }

    /// The layout; `section` names the section at an index (the data source's identifier),
    /// `widestName` gives the widest name on the stand, in columns.
    static func make(section: @escaping @MainActor (Int) -> Section?, widestName: @escaping @MainActor () -> Int) -> CompositionalLayout {
        CompositionalLayout { index, environment in
            // The collection view prepares layouts on the main actor.
            let (isClosed, widest) = MainActor.assumeIsolated { (section(index) == .empty, widestName()) }
            return isClosed ? closedSection() : gridSection(environment, widestName: widest)
        }
    }

    nonisolated private static func gridSection(_ environment: LayoutEnvironment, widestName: Int) -> LayoutSection {
        let width = environment.container.effectiveContentSize.width
        let columns = columns(forWidth: width, widestName: widestName)
        // Whole columns per card: a fractional width would make cards of one row differ by a
        // column; the remainder stays at the trailing edge.
        let rowWidth = max(columns, (width - sectionInset * 2) / columns * columns)
        // Seed 002's badge: anchored top-trailing with the seed's fractional offset, so it sits
        // on the card's top border over the corner (1.2 columns out, -0.2 rows round to the
        // border row). Hidden at stock 0, it draws nothing and the corner shows.
        let badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(badgeWidth), heightDimension: .absolute(1)),
            elementKind: badgeKind,
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: FractionalPoint(x: 0.2, y: -0.2)))
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(rowWidth), heightDimension: .absolute(cardHeight)),
            repeatingSubitem: item, count: columns)
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: sectionInset, bottom: 1, trailing: sectionInset)
        section.boundarySupplementaryItems = [pinnedHeader()]
        section.supplementariesFollowContentInsets = false
        return section
    }

    nonisolated private static func closedSection() -> LayoutSection {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(cardHeight)))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(cardHeight)),
            subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        section.boundarySupplementaryItems = [pinnedHeader()]
        section.supplementariesFollowContentInsets = false
        return section
    }

    nonisolated private static func pinnedHeader() -> LayoutBoundarySupplementaryItem {
        let header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        return header
    }
}
