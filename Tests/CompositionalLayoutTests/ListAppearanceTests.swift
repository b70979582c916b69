import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

@Suite("List appearances")
struct ListAppearanceTests {
    static let separator = ListConfiguration.separatorElementKind
    static let background = ListConfiguration.sectionBackgroundElementKind

    static func prepare(_ configuration: ListConfiguration, counts: [Int] = [3, 2]) -> PreparedLayout {
        CompositionalLayout.list(using: configuration).prepare(itemCounts: counts, containerSize: Size(width: 30, height: 10))
    }

    static func configuration(_ appearance: ListConfiguration.Appearance, header: ListConfiguration.HeaderMode = .none, footer: ListConfiguration.FooterMode = .none) -> ListConfiguration {
        var configuration = ListConfiguration(appearance: appearance)
        configuration.headerMode = header
        configuration.footerMode = footer
        return configuration
    }

    @Test func separatorDefaultsFollowUIKit() {
        #expect(ListConfiguration(appearance: .plain).showsSeparators)
        #expect(ListConfiguration(appearance: .grouped).showsSeparators)
        #expect(ListConfiguration(appearance: .insetGrouped).showsSeparators)
        #expect(!ListConfiguration(appearance: .sidebar).showsSeparators)
        #expect(!ListConfiguration(appearance: .sidebarPlain).showsSeparators)
        #expect(ListConfiguration(appearance: .plain).headerMode == .none)
        #expect(ListConfiguration(appearance: .plain).footerMode == .none)
    }

    @Test func plainWithPinnedHeadersAndSeparators() {
        let prepared = Self.prepare(Self.configuration(.plain, header: .supplementary))
        #expect(prepared.elements(ofKind: ElementKind.sectionHeader).map(\.frame) == [
            Rect(x: 0, y: 0, width: 30, height: 1), Rect(x: 0, y: 6, width: 30, height: 1),
        ])
        #expect((0..<3).map { prepared.frame($0)! } == [
            Rect(x: 0, y: 1, width: 30, height: 1), Rect(x: 0, y: 3, width: 30, height: 1), Rect(x: 0, y: 5, width: 30, height: 1),
        ])
        #expect(prepared.frame(1, 1) == Rect(x: 0, y: 9, width: 30, height: 1))
        let separators = prepared.elements(ofKind: Self.separator)
        #expect(separators.map(\.indexPath) == [path(0, 0), path(1, 0), path(0, 1)])
        #expect(separators.map(\.frame) == [
            Rect(x: 2, y: 2, width: 28, height: 1), Rect(x: 2, y: 4, width: 28, height: 1), Rect(x: 2, y: 8, width: 28, height: 1),
        ])
        #expect(separators.allSatisfy { $0.representedElementCategory == .decorationView })
        #expect(prepared.contentSize.height == 10)
        // Plain headers pin.
        let pinned = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 2, width: 30, height: 3))
            .first { $0.representedElementKind == ElementKind.sectionHeader }
        #expect(pinned?.frame.minY == 2)
        #expect(pinned?.isPinned == true)
        #expect(pinned?.listInfo?.isHeader == true)
        #expect(pinned?.listInfo?.appearance == .plain)
        #expect(prepared.listConfiguration(forSection: 0)?.appearance == .plain)
    }

    @Test func plainListInfoMarksFirstLastAndSeparators() {
        let prepared = Self.prepare(Self.configuration(.plain))
        let info = (0..<3).map { prepared.layoutAttributesForItem(at: path($0, 0))!.listInfo! }
        #expect(info.map(\.isFirstInSection) == [true, false, false])
        #expect(info.map(\.isLastInSection) == [false, false, true])
        #expect(info.map(\.hasSeparatorAfter) == [true, true, false])
        #expect(info.map(\.isHeader) == [false, false, false])
        #expect(prepared.frame(0) == Rect(x: 0, y: 0, width: 30, height: 1))
        #expect(prepared.frame(0, 1)?.minY == 5)  // no section spacing in plain lists
    }

    @Test func plainWithoutSeparatorsHasNoGaps() {
        var configuration = Self.configuration(.plain, footer: .supplementary)
        configuration.showsSeparators = false
        let prepared = Self.prepare(configuration)
        #expect((0..<3).map { prepared.frame($0)!.minY } == [0, 1, 2])
        #expect(prepared.elements(ofKind: Self.separator).isEmpty)
        #expect(prepared.elements(ofKind: ElementKind.sectionFooter).map(\.frame.minY) == [3, 6])
        // Footers do not pin.
        let footer = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 30, height: 2)).first { $0.representedElementKind == ElementKind.sectionFooter }
        #expect(footer == nil)
    }

    @Test func plainFirstItemInSectionIsAHeaderRow() {
        let prepared = Self.prepare(Self.configuration(.plain, header: .firstItemInSection))
        let first = prepared.layoutAttributesForItem(at: path(0, 0))
        #expect(first?.listInfo?.isHeader == true)
        #expect(first?.frame == Rect(x: 0, y: 0, width: 30, height: 1))
        #expect(prepared.layoutAttributesForItem(at: path(1, 0))?.listInfo?.isHeader == false)
        #expect(prepared.elements(ofKind: ElementKind.sectionHeader).isEmpty)
    }

    @Test func groupedSectionsHaveABlankRowAndABackground() {
        let prepared = Self.prepare(Self.configuration(.grouped, header: .supplementary, footer: .supplementary))
        #expect(prepared.elements(ofKind: ElementKind.sectionHeader).map(\.frame) == [
            Rect(x: 0, y: 1, width: 30, height: 1), Rect(x: 0, y: 9, width: 30, height: 1),
        ])
        #expect((0..<3).map { prepared.frame($0)!.minY } == [2, 4, 6])
        #expect(prepared.elements(ofKind: ElementKind.sectionFooter).map(\.frame.minY) == [7, 13])
        let backgrounds = prepared.elements(ofKind: Self.background)
        #expect(backgrounds.map(\.frame) == [Rect(x: 0, y: 2, width: 30, height: 5), Rect(x: 0, y: 10, width: 30, height: 3)])
        #expect(backgrounds.allSatisfy { $0.zIndex < LayoutAttributes.ZIndex.cell && $0.representedElementCategory == .decorationView })
        #expect(prepared.layoutAttributesForDecorationView(ofKind: Self.background, at: path(0, 1))?.frame == Rect(x: 0, y: 10, width: 30, height: 3))
        #expect(prepared.frameForSection(1) == Rect(x: 0, y: 9, width: 30, height: 5))
        #expect(prepared.contentSize.height == 14)
        // Grouped headers scroll with their section.
        let header = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 3, width: 30, height: 3)).first { $0.representedElementKind == ElementKind.sectionHeader }
        #expect(header == nil)
    }

    @Test func insetGroupedDrawsABoxAroundTheRows() {
        let prepared = Self.prepare(Self.configuration(.insetGrouped, header: .supplementary))
        #expect(prepared.elements(ofKind: ElementKind.sectionHeader).map(\.frame) == [
            Rect(x: 3, y: 1, width: 24, height: 1), Rect(x: 3, y: 10, width: 24, height: 1),
        ])
        #expect((0..<3).map { prepared.frame($0)! } == [
            Rect(x: 3, y: 3, width: 24, height: 1), Rect(x: 3, y: 5, width: 24, height: 1), Rect(x: 3, y: 7, width: 24, height: 1),
        ])
        #expect(prepared.elements(ofKind: Self.background).map(\.frame) == [
            Rect(x: 2, y: 2, width: 26, height: 7), Rect(x: 2, y: 11, width: 26, height: 5),
        ])
        #expect(prepared.elements(ofKind: Self.separator).first?.frame == Rect(x: 5, y: 4, width: 22, height: 1))
        #expect(prepared.contentSize.height == 16)
    }

    @Test func emptyInsetGroupedSectionHasNoBox() {
        let prepared = Self.prepare(Self.configuration(.insetGrouped, header: .supplementary), counts: [0, 1])
        #expect(prepared.frameForSection(0) == Rect(x: 0, y: 1, width: 30, height: 1))
        #expect(prepared.elements(ofKind: Self.background).map(\.indexPath) == [path(0, 1)])
        #expect(prepared.frame(0, 1) == Rect(x: 3, y: 5, width: 24, height: 1))
    }

    @Test func sidebarInsetsRowsForTheSelectionPill() {
        let prepared = Self.prepare(Self.configuration(.sidebar, header: .firstItemInSection))
        #expect((0..<3).map { prepared.frame($0)! } == [
            Rect(x: 1, y: 0, width: 28, height: 1), Rect(x: 1, y: 1, width: 28, height: 1), Rect(x: 1, y: 2, width: 28, height: 1),
        ])
        #expect(prepared.frame(0, 1) == Rect(x: 1, y: 4, width: 28, height: 1))  // one blank row between sections
        #expect(prepared.layoutAttributesForItem(at: path(0, 1))?.listInfo?.isHeader == true)
        #expect(prepared.layoutAttributesForItem(at: path(0, 1))?.listInfo?.appearance == .sidebar)
        #expect(prepared.elements(ofKind: Self.separator).isEmpty)
        #expect(prepared.elements(ofKind: Self.background).isEmpty)
        #expect(prepared.contentSize.height == 6)
    }

    @Test func sidebarWithSupplementaryHeadersDoesNotPin() {
        let prepared = Self.prepare(Self.configuration(.sidebar, header: .supplementary))
        #expect(prepared.elements(ofKind: ElementKind.sectionHeader).map(\.frame) == [
            Rect(x: 1, y: 0, width: 28, height: 1), Rect(x: 1, y: 5, width: 28, height: 1),
        ])
        #expect(prepared.layoutAttributesForElements(in: Rect(x: 0, y: 2, width: 30, height: 2)).allSatisfy { $0.representedElementCategory == .cell })
    }

    @Test func sidebarWithSeparatorsTurnedOn() {
        var configuration = Self.configuration(.sidebar)
        configuration.showsSeparators = true
        let prepared = Self.prepare(configuration)
        #expect((0..<3).map { prepared.frame($0)!.minY } == [0, 2, 4])
        #expect(prepared.elements(ofKind: Self.separator).first?.frame == Rect(x: 3, y: 1, width: 26, height: 1))
    }

    @Test func sidebarPlainIsFullWidthWithPinnedHeaders() {
        let prepared = Self.prepare(Self.configuration(.sidebarPlain, header: .supplementary))
        #expect((0..<3).map { prepared.frame($0)! } == [
            Rect(x: 0, y: 1, width: 30, height: 1), Rect(x: 0, y: 2, width: 30, height: 1), Rect(x: 0, y: 3, width: 30, height: 1),
        ])
        #expect(prepared.elements(ofKind: ElementKind.sectionHeader).map(\.frame.minY) == [0, 4])
        let pinned = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 2, width: 30, height: 2)).first { $0.representedElementKind == ElementKind.sectionHeader }
        #expect(pinned?.frame.minY == 2)
    }

    @Test func listSectionFromASectionProvider() {
        // The seed's sidebar: no header for section 0, a header row for the others.
        let layout = CompositionalLayout { section, environment in
            var configuration = ListConfiguration(appearance: .sidebar)
            configuration.headerMode = section == 0 ? .none : .firstItemInSection
            return LayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let prepared = layout.prepare(itemCounts: [2, 3], containerSize: Size(width: 24, height: 10))
        #expect(prepared.layoutAttributesForItem(at: path(0, 0))?.listInfo?.isHeader == false)
        #expect(prepared.layoutAttributesForItem(at: path(0, 1))?.listInfo?.isHeader == true)
        #expect(prepared.frame(0, 1) == Rect(x: 1, y: 3, width: 22, height: 1))
    }
}
