import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

@Suite("Spacing and insets")
struct SpacingTests {
    @Test func fixedInterItemSpacing() {
        let item = LayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitems: [item])
        group.interItemSpacing = .fixed(2)
        let prepared = CompositionalLayout(section: LayoutSection(group: group)).prepare(itemCounts: [4], containerSize: Size(width: 35, height: 10))
        // 10 + 2 + 10 + 2 + 10 = 34 fits in 35; a fourth would need 46.
        #expect((0..<3).map { prepared.frame($0)!.minX } == [0, 12, 24])
        #expect(prepared.frame(3)!.minY == 2)
    }

    @Test func flexibleSpacingSpreadsItemsAcrossTheGroup() {
        let item = LayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), repeatingSubitem: item, count: 3)
        let itemGroup = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitems: [item, item, item])
        itemGroup.interItemSpacing = .flexible(1)
        group.interItemSpacing = .flexible(1)
        let prepared = CompositionalLayout(section: LayoutSection(group: itemGroup)).prepare(itemCounts: [3], containerSize: Size(width: 40, height: 10))
        // 30 columns of items leave 10: two gaps of 5.
        #expect((0..<3).map { prepared.frame($0)! } == [
            Rect(x: 0, y: 0, width: 10, height: 2), Rect(x: 15, y: 0, width: 10, height: 2), Rect(x: 30, y: 0, width: 10, height: 2),
        ])
    }

    @Test func fixedSpacingInsideRepeatingGroupShrinksItems() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(2)
        let prepared = CompositionalLayout(section: LayoutSection(group: group)).prepare(itemCounts: [3], containerSize: Size(width: 40, height: 10))
        // (40 - 4) / 3 = 12 each.
        #expect((0..<3).map { prepared.frame($0)! } == [
            Rect(x: 0, y: 0, width: 12, height: 2), Rect(x: 14, y: 0, width: 12, height: 2), Rect(x: 28, y: 0, width: 12, height: 2),
        ])
    }

    @Test func interGroupSpacingAndSectionInsets() {
        let section = rowSection(height: 2)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 3, leading: 4, bottom: 2, trailing: 6)
        let prepared = CompositionalLayout(section: section).prepare(itemCounts: [3], containerSize: Size(width: 30, height: 10))
        #expect(prepared.frame(0) == Rect(x: 4, y: 3, width: 20, height: 2))
        #expect(prepared.frame(1) == Rect(x: 4, y: 6, width: 20, height: 2))
        #expect(prepared.frame(2) == Rect(x: 4, y: 9, width: 20, height: 2))
        #expect(prepared.contentSize.height == 3 + 2 + 1 + 2 + 1 + 2 + 2)
    }

    @Test func itemContentInsetsShrinkTheCell() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 2)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(4)), subitems: [item])
        let prepared = CompositionalLayout(section: LayoutSection(group: group)).prepare(itemCounts: [2], containerSize: Size(width: 20, height: 10))
        #expect(prepared.frame(0) == Rect(x: 1, y: 1, width: 7, height: 3))
        #expect(prepared.frame(1) == Rect(x: 11, y: 1, width: 7, height: 3))
    }

    @Test func contentInsetsAreIgnoredOnEstimatedAxes() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(2)))
        item.contentInsets = DirectionalEdgeInsets(all: 1)
        let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(2)), subitems: [item])
        let prepared = CompositionalLayout(section: LayoutSection(group: group)).prepare(itemCounts: [2], containerSize: Size(width: 20, height: 10))
        #expect(prepared.frame(0) == Rect(x: 1, y: 0, width: 18, height: 2))
        #expect(prepared.frame(1) == Rect(x: 1, y: 2, width: 18, height: 2))
    }

    @Test func interSectionSpacing() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 2
        let layout = CompositionalLayout(section: rowSection(), configuration: configuration)
        let prepared = layout.prepare(itemCounts: [2, 0, 1], containerSize: Size(width: 10, height: 10))
        #expect(prepared.frame(1, 0)!.minY == 1)
        #expect(prepared.frame(0, 2)!.minY == 2 + 2 + 0 + 2)
        #expect(prepared.frameForSection(1) == Rect(x: 0, y: 4, width: 10, height: 0))
        #expect(prepared.contentSize.height == 7)
    }
}
