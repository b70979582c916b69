import Diffable
import Testing
import TUICore
@testable import CompositionalLayout
import TestSupport

@Suite("Sizing and rounding")
struct SizingTests {
    @Test func thirdsOfOneHundredTileAs33_34_33() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let prepared = layout.prepare(itemCounts: [6], containerSize: Size(width: 100, height: 30))
        #expect(prepared.frame(0) == Rect(x: 0, y: 0, width: 33, height: 2))
        #expect(prepared.frame(1) == Rect(x: 33, y: 0, width: 34, height: 2))
        #expect(prepared.frame(2) == Rect(x: 67, y: 0, width: 33, height: 2))
        #expect(prepared.frame(3) == Rect(x: 0, y: 2, width: 33, height: 2))
        #expect(prepared.contentSize == Size(width: 100, height: 4))
    }

    @Test func repeatingSubitemSplitsTheGroupEqually() {
        let item = LayoutItem(layoutSize: size(.absolute(7), .fractionalHeight(1)))  // width ignored
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(3)), repeatingSubitem: item, count: 3)
        let prepared = CompositionalLayout(section: LayoutSection(group: group))
            .prepare(itemCounts: [3], containerSize: Size(width: 100, height: 30))
        #expect([0, 1, 2].map { prepared.frame($0)!.width } == [33, 34, 33])
        #expect(prepared.frame(2)!.maxX == 100)
    }

    @Test func absoluteItemsRepeatWhileTheyFit() {
        let item = LayoutItem(layoutSize: size(.absolute(30), .absolute(2)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitems: [item])
        let prepared = CompositionalLayout(section: LayoutSection(group: group))
            .prepare(itemCounts: [7], containerSize: Size(width: 100, height: 30))
        // Three 30-column items fit in 100; the fourth starts the next row.
        #expect(prepared.frame(0) == Rect(x: 0, y: 0, width: 30, height: 2))
        #expect(prepared.frame(2) == Rect(x: 60, y: 0, width: 30, height: 2))
        #expect(prepared.frame(3) == Rect(x: 0, y: 2, width: 30, height: 2))
        #expect(prepared.frame(6) == Rect(x: 0, y: 4, width: 30, height: 2))
        #expect(prepared.contentSize.height == 6)
    }

    @Test func fractionalHeightIsAFractionOfTheGroup() {
        let top = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))
        let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(10)), subitems: [top])
        let prepared = CompositionalLayout(section: LayoutSection(group: group))
            .prepare(itemCounts: [5], containerSize: Size(width: 40, height: 30))
        // Four quarter-height items fill the 10-row group: edges 0, 2.5, 5, 7.5, 10 round to 0, 3, 5, 8, 10.
        #expect((0..<4).map { prepared.frame($0)!.minY } == [0, 3, 5, 8])
        #expect((0..<4).map { prepared.frame($0)!.height } == [3, 2, 3, 2])
        #expect(prepared.frame(0)!.width == 20)
        #expect(prepared.frame(4) == Rect(x: 0, y: 10, width: 20, height: 3))
    }

    @Test func groupHeightAsAFractionOfTheContainer() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item])
        let prepared = CompositionalLayout(section: LayoutSection(group: group))
            .prepare(itemCounts: [3], containerSize: Size(width: 20, height: 9))
        #expect(prepared.frame(0) == Rect(x: 0, y: 0, width: 20, height: 5))  // 4.5 rounds up
        #expect(prepared.frame(1) == Rect(x: 0, y: 5, width: 20, height: 5))
    }

    @Test func heightAsAFractionOfTheWidth() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalWidth(0.1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.1)), subitems: [item])
        let prepared = CompositionalLayout(section: LayoutSection(group: group))
            .prepare(itemCounts: [2], containerSize: Size(width: 60, height: 20))
        #expect(prepared.frame(1) == Rect(x: 30, y: 0, width: 30, height: 6))  // 0.1 of the group's 60 columns
    }

    /// Property: columns of equal fractions tile any width exactly, with no gap or overlap.
    @Test(arguments: [1, 2, 7])
    func equalFractionsTileExactly(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<40 {
            let width = Int.random(in: 1...237, using: &random)
            let columns = Int.random(in: 1...12, using: &random)
            let item = LayoutItem(layoutSize: size(.fractionalWidth(1 / Double(columns)), .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item])
            let prepared = CompositionalLayout(section: LayoutSection(group: group))
                .prepare(itemCounts: [columns], containerSize: Size(width: width, height: 10))
            var edge = 0
            for column in 0..<columns {
                let frame = prepared.frame(column)!
                #expect(frame.minX == edge, "width \(width), \(columns) columns, column \(column)")
                #expect(abs(frame.width * columns - width) <= columns)
                edge = frame.maxX
            }
            #expect(edge == width)
        }
    }

    @Test func roundingRuleRoundsHalvesUp() {
        #expect(Snapping.edge(2.5) == 3)
        #expect(Snapping.edge(2.4999) == 2)
        #expect(Snapping.edge(-0.2) == 0)
        #expect(Snapping.edge(-0.5) == 0)
        #expect(Snapping.edge(-0.6) == -1)
        #expect(Snapping.edge(3 * (1.0 / 3) * 6) == 6)
    }
}
