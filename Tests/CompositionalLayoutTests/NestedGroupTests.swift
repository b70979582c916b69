import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

@Suite("Nested groups")
struct NestedGroupTests {
    /// One large item on the leading half, two stacked on the trailing half.
    static func mosaic() -> CompositionalLayout {
        let large = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let stack = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(6)), subitems: [large, stack])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    @Test func mosaicPlacesThreeItemsPerGroup() {
        let prepared = Self.mosaic().prepare(itemCounts: [7], containerSize: Size(width: 50, height: 20))
        #expect(prepared.frame(0) == Rect(x: 0, y: 0, width: 25, height: 6))
        #expect(prepared.frame(1) == Rect(x: 25, y: 0, width: 25, height: 3))
        #expect(prepared.frame(2) == Rect(x: 25, y: 3, width: 25, height: 3))
        #expect(prepared.frame(3) == Rect(x: 0, y: 6, width: 25, height: 6))
        #expect(prepared.frame(6) == Rect(x: 0, y: 12, width: 25, height: 6))
        #expect(prepared.contentSize.height == 18)
        #expect(prepared.numberOfItems(inSection: 0) == 7)
    }

    @Test func partialLastGroupOnlyReportsPresentItems() {
        let prepared = Self.mosaic().prepare(itemCounts: [5], containerSize: Size(width: 50, height: 20))
        #expect(prepared.cellFrames().count == 5)
        #expect(prepared.frame(4) == Rect(x: 25, y: 6, width: 25, height: 3))
    }

    @Test func threeLevelsDeep() {
        let leaf = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let pair = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [leaf])
        let quad = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [pair])
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(4)), subitems: [quad])
        let prepared = CompositionalLayout(section: LayoutSection(group: row)).prepare(itemCounts: [8], containerSize: Size(width: 40, height: 10))
        // The row repeats the 2x2 quad twice; each quad repeats the pair twice; each pair two leaves.
        let frames = (0..<8).map { prepared.frame($0)! }
        #expect(frames == [
            Rect(x: 0, y: 0, width: 10, height: 2), Rect(x: 10, y: 0, width: 10, height: 2),
            Rect(x: 0, y: 2, width: 10, height: 2), Rect(x: 10, y: 2, width: 10, height: 2),
            Rect(x: 20, y: 0, width: 10, height: 2), Rect(x: 30, y: 0, width: 10, height: 2),
            Rect(x: 20, y: 2, width: 10, height: 2), Rect(x: 30, y: 2, width: 10, height: 2),
        ])
    }

    @Test func groupSupplementaryAnchorsToTheNestedGroup() {
        let leaf = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let stack = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: leaf, count: 2)
        stack.supplementaryItems = [LayoutSupplementaryItem(layoutSize: size(.absolute(2), .absolute(1)), elementKind: "count", containerAnchor: LayoutAnchor(edges: [.bottom, .trailing]))]
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(4)), subitems: [stack])
        let prepared = CompositionalLayout(section: LayoutSection(group: row)).prepare(itemCounts: [4], containerSize: Size(width: 20, height: 10))
        let counts = prepared.elements(ofKind: "count")
        #expect(counts.map(\.indexPath) == [path(0, 0), path(2, 0)])
        #expect(counts.map(\.frame) == [Rect(x: 8, y: 3, width: 2, height: 1), Rect(x: 18, y: 3, width: 2, height: 1)])
    }
}
