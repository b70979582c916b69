import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

@Suite("Two-column grid with badges")
struct GridBadgeTests {
    static let badgeKind = "badge"

    /// The seed's grid: two items per 5-row group, a badge on each item's top-trailing corner.
    static func layout(badgeOffset: FractionalPoint) -> CompositionalLayout {
        let anchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: badgeOffset)
        let badge = LayoutSupplementaryItem(layoutSize: size(.absolute(4), .absolute(2)), elementKind: badgeKind, containerAnchor: anchor)
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(5)), repeatingSubitem: item, count: 2)
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
        return CompositionalLayout(section: section)
    }

    @Test func cellsTileTwoColumns() {
        let prepared = Self.layout(badgeOffset: FractionalPoint(x: 0.5, y: -0.5))
            .prepare(itemCounts: [5], containerSize: Size(width: 41, height: 20))
        #expect(prepared.frame(0) == Rect(x: 0, y: 1, width: 21, height: 5))  // 20.5 rounds up
        #expect(prepared.frame(1) == Rect(x: 21, y: 1, width: 20, height: 5))
        #expect(prepared.frame(2) == Rect(x: 0, y: 7, width: 21, height: 5))
        #expect(prepared.frame(4) == Rect(x: 0, y: 13, width: 21, height: 5))
        #expect(prepared.frame(5) == nil)
        #expect(prepared.contentSize.height == 18)
    }

    @Test func badgesOverlapTheTopTrailingCorner() {
        let prepared = Self.layout(badgeOffset: FractionalPoint(x: 0.5, y: -0.5))
            .prepare(itemCounts: [5], containerSize: Size(width: 41, height: 20))
        let badge0 = prepared.layoutAttributesForSupplementaryElement(ofKind: Self.badgeKind, at: path(0, 0))
        // Item 0 ends at column 21, row 1: the 4x2 badge is pushed half its width right and half
        // its height up, so it straddles the corner.
        #expect(badge0?.frame == Rect(x: 19, y: 0, width: 4, height: 2))
        #expect(badge0?.zIndex == 1)
        #expect(badge0?.representedElementCategory == .supplementaryView)
        let badge1 = prepared.layoutAttributesForSupplementaryElement(ofKind: Self.badgeKind, at: path(1, 0))
        #expect(badge1?.frame == Rect(x: 39, y: 0, width: 4, height: 2))
        #expect(prepared.elements(ofKind: Self.badgeKind).count == 5)
    }

    @Test func seedOffsetNudgesTheBadgeOutward() {
        // The seed's (0.2, -0.2): a fifth of a 4x2 badge is 0.8 columns and 0.4 rows, which
        // round to one column out and no rows.
        let prepared = Self.layout(badgeOffset: FractionalPoint(x: 0.2, y: -0.2))
            .prepare(itemCounts: [2], containerSize: Size(width: 40, height: 20))
        let badge = prepared.layoutAttributesForSupplementaryElement(ofKind: Self.badgeKind, at: path(1, 0))
        #expect(badge?.frame == Rect(x: 37, y: 1, width: 4, height: 2))
    }

    @Test func overhangingBadgeIsReportedWhenOnlyTheBadgeIsInTheRect() {
        let prepared = Self.layout(badgeOffset: FractionalPoint(x: 0.5, y: -0.5))
            .prepare(itemCounts: [6], containerSize: Size(width: 41, height: 20))
        // Row 6 is the gap between the first and second rows of cells; only the second row's
        // badges reach into it.
        let found = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 6, width: 41, height: 1))
        #expect(found.allSatisfy { $0.representedElementKind == Self.badgeKind })
        #expect(Set(found.map(\.indexPath)) == [path(2, 0), path(3, 0)])
        // Row 0 holds only the first row's badges (the cells start at row 1).
        let top = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 41, height: 1))
        #expect(Set(top.map(\.indexPath)) == [path(0, 0), path(1, 0)])
        #expect(top.allSatisfy { $0.representedElementCategory == .supplementaryView })
    }

    @Test func itemAnchorAttachesTheBadgeOutside() {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.absolute(3), .absolute(1)), elementKind: "tag",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]),
            itemAnchor: LayoutAnchor(edges: [.bottom, .leading])
        )
        let item = LayoutItem(layoutSize: size(.absolute(10), .absolute(4)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(4)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 2, leading: 0, bottom: 0, trailing: 0)
        let prepared = CompositionalLayout(section: section).prepare(itemCounts: [1], containerSize: Size(width: 30, height: 10))
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: "tag", at: path(0, 0))?.frame == Rect(x: 10, y: 1, width: 3, height: 1))
    }

    @Test func absoluteOffsetAndCenteredAnchor() {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.fractionalWidth(0.5), .absolute(1)), elementKind: "mid",
            containerAnchor: LayoutAnchor(edges: [.bottom], absoluteOffset: Point(x: 1, y: 1))
        )
        let item = LayoutItem(layoutSize: size(.absolute(10), .absolute(4)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(4)), subitems: [item])
        let prepared = CompositionalLayout(section: LayoutSection(group: group)).prepare(itemCounts: [1], containerSize: Size(width: 30, height: 10))
        // Centred horizontally (width 5 of 10 starts at 2.5 -> 3), at the bottom edge, then moved (1, 1).
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: "mid", at: path(0, 0))?.frame == Rect(x: 4, y: 4, width: 5, height: 1))
    }
}
