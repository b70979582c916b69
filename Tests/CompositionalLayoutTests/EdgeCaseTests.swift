import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

@Suite("Edge cases")
struct EdgeCaseTests {
    @Test func noSectionsAtAll() {
        let prepared = CompositionalLayout(section: rowSection()).prepare(itemCounts: [], containerSize: Size(width: 20, height: 10))
        #expect(prepared.contentSize == Size(width: 20, height: 0))
        #expect(prepared.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 20, height: 10)).isEmpty)
        #expect(prepared.indexPathForItem(at: Point(x: 1, y: 1)) == nil)
        #expect(prepared.layoutAttributesForItem(at: path(0, 0)) == nil)
        #expect(prepared.numberOfSections == 0)
    }

    @Test func emptySectionsKeepTheirHeadersButNoItems() {
        let section = rowSection()
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: ElementKind.sectionHeader, alignment: .top)]
        section.decorationItems = [.background(elementKind: "bg")]
        let prepared = CompositionalLayout(section: section).prepare(itemCounts: [0, 2, 0], containerSize: Size(width: 20, height: 10))
        #expect(prepared.elements(ofKind: ElementKind.sectionHeader).map(\.frame.minY) == [0, 1, 4])
        #expect(prepared.frame(0, 1) == Rect(x: 0, y: 2, width: 20, height: 1))
        #expect(prepared.elements(ofKind: "bg").map(\.indexPath) == [path(0, 1)])
        #expect(prepared.layoutAttributesForDecorationView(ofKind: "bg", at: path(0, 0)) == nil)
        #expect(prepared.cellFrames().count == 2)
        #expect(prepared.contentSize.height == 5)
    }

    @Test func providerMayReturnNilForAnEmptySection() {
        let layout = CompositionalLayout { index, _ in index == 1 ? nil : rowSection() }
        let prepared = layout.prepare(itemCounts: [1, 0, 1], containerSize: Size(width: 20, height: 10))
        #expect(prepared.frameForSection(1).height == 0)
        #expect(prepared.frame(0, 2) == Rect(x: 0, y: 1, width: 20, height: 1))
    }

    @Test func providerReturningNilForASectionWithItemsTraps() async {
        await #expect(processExitsWith: .failure) {
            let layout = CompositionalLayout { _, _ in nil }
            _ = layout.prepare(itemCounts: [1], containerSize: Size(width: 20, height: 10))
        }
    }

    @Test func oneItem() {
        let prepared = CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
            .prepare(itemCounts: [1], containerSize: Size(width: 20, height: 10))
        let attributes = prepared.layoutAttributesForItem(at: path(0, 0))
        #expect(attributes?.frame == Rect(x: 3, y: 2, width: 14, height: 1))
        #expect(attributes?.listInfo?.isFirstInSection == true)
        #expect(attributes?.listInfo?.isLastInSection == true)
        #expect(attributes?.listInfo?.hasSeparatorAfter == false)
        #expect(prepared.elements(ofKind: ListConfiguration.separatorElementKind).isEmpty)
        #expect(prepared.elements(ofKind: ListConfiguration.sectionBackgroundElementKind).map(\.frame) == [Rect(x: 2, y: 1, width: 16, height: 3)])
        #expect(prepared.indexPathForItem(at: Point(x: 10, y: 2)) == path(0, 0))
        #expect(prepared.indexPathForItem(at: Point(x: 2, y: 2)) == nil)  // the box's border
    }

    @Test func outOfRangeQueriesReturnNil() {
        let prepared = CompositionalLayout(section: rowSection()).prepare(itemCounts: [2], containerSize: Size(width: 20, height: 10))
        #expect(prepared.layoutAttributesForItem(at: path(2, 0)) == nil)
        #expect(prepared.layoutAttributesForItem(at: path(0, 1)) == nil)
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: "nope", at: path(0, 0)) == nil)
        #expect(prepared.layoutAttributesForElements(in: Rect(x: 0, y: 5, width: 20, height: 5)).isEmpty)
        #expect(prepared.layoutAttributesForElements(in: Rect(x: 0, y: -5, width: 20, height: 5)).isEmpty)
        #expect(prepared.layoutAttributesForElements(in: .zero).isEmpty)
    }

    @Test func hitTestingPicksTheClickedCell() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(3)), subitems: [item])
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 1
        let prepared = CompositionalLayout(section: section).prepare(itemCounts: [1_000_000], containerSize: Size(width: 20, height: 10))
        #expect(prepared.indexPathForItem(at: Point(x: 0, y: 0)) == path(0, 0))
        #expect(prepared.indexPathForItem(at: Point(x: 10, y: 2)) == path(1, 0))
        #expect(prepared.indexPathForItem(at: Point(x: 10, y: 3)) == nil)  // the spacing row
        #expect(prepared.indexPathForItem(at: Point(x: 19, y: 4 * 123_456 + 1)) == path(2 * 123_456 + 1, 0))
        #expect(prepared.indexPathForItem(at: Point(x: 25, y: 1)) == nil)
    }

    @Test func mutatingTheDescriptionAfterPreparingDoesNotChangeThePreparedLayout() {
        let section = rowSection()
        let layout = CompositionalLayout(section: section)
        let prepared = layout.prepare(itemCounts: [3], containerSize: Size(width: 20, height: 10))
        section.contentInsets = DirectionalEdgeInsets(all: 2)
        #expect(prepared.frame(0) == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(layout.prepare(itemCounts: [3], containerSize: Size(width: 20, height: 10)).frame(0) == Rect(x: 2, y: 2, width: 16, height: 1))
    }
}
