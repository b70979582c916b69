import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

@Suite("Section headers and footers")
struct BoundarySupplementaryTests {
    static func header(_ height: Int = 1, alignment: RectAlignment = .top, kind: String = ElementKind.sectionHeader) -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind, alignment: alignment)
    }

    @Test func extendingHeaderAndFooterAddToTheSection() {
        let section = rowSection()
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2)
        section.boundarySupplementaryItems = [Self.header(2), Self.header(1, alignment: .bottom, kind: ElementKind.sectionFooter)]
        let prepared = CompositionalLayout(section: section).prepare(itemCounts: [2, 1], containerSize: Size(width: 20, height: 10))
        let header0 = prepared.layoutAttributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path(0, 0))
        #expect(header0?.frame == Rect(x: 2, y: 0, width: 16, height: 2))  // follows the content insets
        #expect(prepared.frame(0) == Rect(x: 2, y: 3, width: 16, height: 1))
        #expect(prepared.frame(1) == Rect(x: 2, y: 4, width: 16, height: 1))
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: ElementKind.sectionFooter, at: path(0, 0))?.frame == Rect(x: 2, y: 5, width: 16, height: 1))
        #expect(prepared.frameForSection(0) == Rect(x: 0, y: 0, width: 20, height: 6))
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path(0, 1))?.frame == Rect(x: 2, y: 6, width: 16, height: 2))
        #expect(prepared.frame(0, 1) == Rect(x: 2, y: 9, width: 16, height: 1))
        #expect(prepared.contentSize.height == 11)
        #expect(header0?.isPinned == false)
        #expect(header0?.listInfo == nil)
    }

    @Test func nonExtendingHeaderOverlaysTheContent() {
        let section = rowSection()
        let header = Self.header(1)
        header.extendsBoundary = false
        let footer = Self.header(1, alignment: .bottom, kind: ElementKind.sectionFooter)
        footer.extendsBoundary = false
        section.boundarySupplementaryItems = [header, footer]
        let prepared = CompositionalLayout(section: section).prepare(itemCounts: [3], containerSize: Size(width: 20, height: 10))
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path(0, 0))?.frame == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(prepared.frame(0) == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: ElementKind.sectionFooter, at: path(0, 0))?.frame == Rect(x: 0, y: 2, width: 20, height: 1))
        #expect(prepared.contentSize.height == 3)
    }

    @Test func alignmentPlacesNarrowSupplementaries() {
        let section = rowSection()
        let leading = LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(4), .absolute(1)), elementKind: "a", alignment: .topLeading)
        let centered = LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(4), .absolute(1)), elementKind: "b", alignment: .top)
        let trailing = LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(4), .absolute(1)), elementKind: "c", alignment: .topTrailing, absoluteOffset: Point(x: -1, y: 0))
        let side = LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(2), .absolute(2)), elementKind: "d", alignment: .trailing)
        section.boundarySupplementaryItems = [leading, centered, trailing, side]
        let prepared = CompositionalLayout(section: section).prepare(itemCounts: [4], containerSize: Size(width: 21, height: 10))
        func frame(_ kind: String) -> Rect? { prepared.layoutAttributesForSupplementaryElement(ofKind: kind, at: path(0, 0))?.frame }
        #expect(frame("a") == Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(frame("b") == Rect(x: 9, y: 1, width: 4, height: 1))  // 8.5 rounds up; stacked under "a"
        #expect(frame("c") == Rect(x: 16, y: 2, width: 4, height: 1))
        #expect(frame("d") == Rect(x: 19, y: 4, width: 2, height: 2))  // centred on the 4 content rows
        #expect(prepared.frame(0)?.minY == 3)
    }

    @Test func layoutWideHeaderAndFooter() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            Self.header(2, kind: "banner"),
            Self.header(1, alignment: .bottom, kind: "credits"),
        ]
        let prepared = CompositionalLayout(section: rowSection(), configuration: configuration)
            .prepare(itemCounts: [2, 2], containerSize: Size(width: 20, height: 10))
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: "banner", at: path(0, 0))?.frame == Rect(x: 0, y: 0, width: 20, height: 2))
        #expect(prepared.frame(0, 0)?.minY == 2)
        #expect(prepared.frame(1, 1)?.minY == 5)
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: "credits", at: path(1, 0))?.frame == Rect(x: 0, y: 6, width: 20, height: 1))
        #expect(prepared.contentSize.height == 7)
        #expect(prepared.elements(ofKind: "banner", in: Rect(x: 0, y: 1, width: 20, height: 1)).count == 1)
        #expect(prepared.elements(ofKind: "banner", in: Rect(x: 0, y: 2, width: 20, height: 5)).isEmpty)
    }

    @Test func pinnedLayoutHeaderStaysOnScreen() {
        var configuration = CompositionalLayoutConfiguration()
        let banner = Self.header(1, kind: "banner")
        banner.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [banner]
        let prepared = CompositionalLayout(section: rowSection(), configuration: configuration)
            .prepare(itemCounts: [50], containerSize: Size(width: 20, height: 10))
        let visible = Rect(x: 0, y: 30, width: 20, height: 10)
        let found = prepared.elements(ofKind: "banner", in: visible)
        #expect(found.map(\.frame) == [Rect(x: 0, y: 30, width: 20, height: 1)])
        #expect(found.first?.isPinned == true)
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: "banner", at: path(0, 0), visibleBounds: visible)?.frame.minY == 30)
        // At the very end of the content it still has its row.
        #expect(prepared.elements(ofKind: "banner", in: Rect(x: 0, y: 45, width: 20, height: 10)).map(\.frame.minY) == [45])
    }

    @Test func containerContentInsetsOffsetEverything() {
        let prepared = CompositionalLayout(section: rowSection())
            .prepare(itemCounts: [2], containerSize: Size(width: 20, height: 10), contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(prepared.frame(0) == Rect(x: 2, y: 1, width: 14, height: 1))
        #expect(prepared.contentSize == Size(width: 20, height: 1 + 2 + 3))
        #expect(prepared.environment.container.effectiveContentSize == Size(width: 14, height: 6))
    }
}
