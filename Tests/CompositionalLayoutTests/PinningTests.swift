import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

@Suite("Pinned headers and footers")
struct PinningTests {
    /// Three sections of 10 one-row items, each with a pinned one-row header.
    static func prepared(pinFooters: Bool = false) -> PreparedLayout {
        let section = rowSection()
        let header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        if pinFooters {
            let footer = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: ElementKind.sectionFooter, alignment: .bottom)
            footer.pinToVisibleBounds = true
            section.boundarySupplementaryItems.append(footer)
        }
        return CompositionalLayout(section: section).prepare(itemCounts: [10, 10, 10], containerSize: Size(width: 30, height: 5))
    }

    static func headers(_ prepared: PreparedLayout, visible: Rect) -> [(section: Int, frame: Rect, pinned: Bool)] {
        prepared.layoutAttributesForElements(in: visible)
            .filter { $0.representedElementKind == ElementKind.sectionHeader }
            .sorted { $0.indexPath < $1.indexPath }
            .map { ($0.indexPath.section, $0.frame, $0.isPinned) }
    }

    @Test func headerAtRestIsNotPinned() {
        let found = Self.headers(Self.prepared(), visible: Rect(x: 0, y: 0, width: 30, height: 5))
        #expect(found.count == 1)
        #expect(found[0].frame == Rect(x: 0, y: 0, width: 30, height: 1))
        #expect(found[0].pinned == false)
    }

    @Test func headerStaysAtTheTopMidSection() {
        let prepared = Self.prepared()
        let found = Self.headers(prepared, visible: Rect(x: 0, y: 4, width: 30, height: 5))
        #expect(found.count == 1)
        #expect(found[0].section == 0)
        #expect(found[0].frame == Rect(x: 0, y: 4, width: 30, height: 1))
        #expect(found[0].pinned)
        let attributes = prepared.layoutAttributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path(0, 0), visibleBounds: Rect(x: 0, y: 4, width: 30, height: 5))
        #expect(attributes?.frame.minY == 4)
        #expect(attributes?.zIndex == 1 + LayoutAttributes.ZIndex.pinnedBoost)
        // Without visible bounds the natural frame is reported.
        #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path(0, 0))?.frame.minY == 0)
    }

    @Test func nextHeaderPushesThePinnedHeaderOff() {
        // Section 0 spans rows 0..<11, section 1's header sits at row 11.
        let prepared = Self.prepared()
        let visible = Rect(x: 0, y: 10, width: 30, height: 5)
        let found = Self.headers(prepared, visible: visible)
        #expect(found.map(\.section) == [0, 1])
        #expect(found[0].frame.minY == 10)  // the last row of section 0: being pushed
        #expect(found[1].frame.minY == 11)
        #expect(found[1].pinned == false)
        let later = Self.headers(prepared, visible: Rect(x: 0, y: 11, width: 30, height: 5))
        #expect(later.map(\.section) == [1])
        #expect(later[0].frame.minY == 11)
        let deeper = Self.headers(prepared, visible: Rect(x: 0, y: 15, width: 30, height: 5))
        #expect(deeper.map(\.section) == [1])
        #expect(deeper[0].frame.minY == 15)
        #expect(deeper[0].pinned)
    }

    @Test func pinnedHeaderOfASectionMostlyAboveTheRect() {
        // Only the last row of section 1 (row 21) is visible: its header is pushed to row 21.
        let found = Self.headers(Self.prepared(), visible: Rect(x: 0, y: 21, width: 30, height: 5))
        #expect(found.map(\.section) == [1, 2])
        #expect(found[0].frame.minY == 21)
        #expect(found[1].frame.minY == 22)
    }

    @Test func pinnedFooterStaysAtTheBottom() {
        let prepared = Self.prepared(pinFooters: true)
        // Sections are now 12 rows: header, 10 items, footer.
        let visible = Rect(x: 0, y: 3, width: 30, height: 5)
        let footers = prepared.layoutAttributesForElements(in: visible).filter { $0.representedElementKind == ElementKind.sectionFooter }
        #expect(footers.count == 1)
        #expect(footers[0].frame == Rect(x: 0, y: 7, width: 30, height: 1))
        #expect(footers[0].isPinned)
        // At the section's end the footer is at its natural place.
        let end = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 8, width: 30, height: 5)).filter { $0.representedElementKind == ElementKind.sectionFooter }
        #expect(end.map(\.frame.minY) == [11])
        #expect(end[0].isPinned == false)
    }

    @Test func queryLargerThanTheVisibleBoundsPinsToTheVisibleBounds() {
        let prepared = Self.prepared()
        let headers = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 30, height: 20), visibleBounds: Rect(x: 0, y: 5, width: 30, height: 5))
            .filter { $0.representedElementKind == ElementKind.sectionHeader }
        #expect(headers.sorted { $0.indexPath < $1.indexPath }.map(\.frame.minY) == [5, 11])
    }
}

/// A layout-wide pinned header (a table's column titles) with pinned section headers: the
/// section headers pin under it instead of covering it.
struct PinningUnderLayoutHeaderTests {
    @Test func sectionHeadersPinBelowTheLayoutsPinnedHeader() {
        let section = rowSection()
        let header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        var configuration = CompositionalLayoutConfiguration()
        let titles = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: "titles", alignment: .top)
        titles.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [titles]
        let prepared = CompositionalLayout(section: section, configuration: configuration)
            .prepare(itemCounts: [10, 10], containerSize: Size(width: 30, height: 5))
        let visible = Rect(x: 0, y: 6, width: 30, height: 5)
        let elements = prepared.layoutAttributesForElements(in: visible)
        #expect(elements.first { $0.representedElementKind == "titles" }?.frame.minY == 6)
        #expect(elements.first { $0.representedElementKind == ElementKind.sectionHeader }?.frame.minY == 7,
                "the section header sits under the titles, not over them")
        let looked = prepared.layoutAttributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0), visibleBounds: visible)
        #expect(looked?.frame.minY == 7)
    }
}
