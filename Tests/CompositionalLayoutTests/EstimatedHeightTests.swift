import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

@Suite("Estimated heights")
struct EstimatedHeightTests {
    /// Heights 1, 2, 3, 1, 2, 3, ...
    static func height(_ indexPath: IndexPath) -> Int { 1 + indexPath.item % 3 }

    static func plainList(_ count: Int, separators: Bool = false) -> PreparedLayout {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.showsSeparators = separators
        return CompositionalLayout.list(using: configuration).prepare(itemCounts: [count], containerSize: Size(width: 20, height: 10))
    }

    @Test func measuringTheVisibleRectCorrectsFrames() {
        var prepared = Self.plainList(1_000_000)
        #expect(prepared.hasEstimatedElements)
        #expect(prepared.frame(4) == Rect(x: 0, y: 4, width: 20, height: 1))
        let measurer = CountingMeasurer(height: Self.height)
        let rect = prepared.resolveEstimatedElements(in: Rect(x: 0, y: 0, width: 20, height: 10), using: measurer)
        #expect(rect == Rect(x: 0, y: 0, width: 20, height: 10))
        // Heights 1,2,3,1,2 fill rows 0..<9, item 5 (3 rows) covers row 9: six items measured.
        #expect(measurer.itemCalls == (0..<6).map { path($0, 0) })
        #expect(Set(measurer.widths) == [20])
        #expect((0..<6).map { prepared.frame($0)! } == [
            Rect(x: 0, y: 0, width: 20, height: 1), Rect(x: 0, y: 1, width: 20, height: 2), Rect(x: 0, y: 3, width: 20, height: 3),
            Rect(x: 0, y: 6, width: 20, height: 1), Rect(x: 0, y: 7, width: 20, height: 2), Rect(x: 0, y: 9, width: 20, height: 3),
        ])
        // Unmeasured items keep their estimate, positioned after the measured ones.
        #expect(prepared.frame(6) == Rect(x: 0, y: 12, width: 20, height: 1))
        #expect(prepared.contentSize.height == 1_000_000 + 6)
        #expect(prepared.measuredHeight(forItemAt: path(2, 0)) == 3)
        #expect(prepared.measuredHeight(forItemAt: path(6, 0)) == nil)
        // Measuring again does nothing new.
        #expect(prepared.measureEstimatedElements(in: Rect(x: 0, y: 0, width: 20, height: 10), using: measurer) == 0)
        #expect(measurer.itemCalls.count == 6)
        #expect(prepared.storedEntryCount <= 2 * 1_000_000 + 6)
    }

    /// A rect past the content's end (a view scrolled while short, then made taller) is
    /// clamped back, and what it then shows is measured: the clamped rows kept their
    /// estimates, a card too short for its text until something laid the view out again.
    @Test func aRectClampedBackFromPastTheEndMeasuresWhatItShows() {
        var prepared = Self.plainList(3)
        let measurer = CountingMeasurer(height: Self.height)
        let rect = prepared.resolveEstimatedElements(in: Rect(x: 0, y: 7, width: 20, height: 10), using: measurer)
        #expect(rect == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect((0..<3).allSatisfy { prepared.measuredHeight(forItemAt: path($0, 0)) == Self.height(path($0, 0)) })
        #expect(prepared.contentSize.height == 6)
    }

    @Test func scrollingDownKeepsTheFirstVisibleRowInPlace() {
        var prepared = Self.plainList(1000, separators: true)
        let measurer = CountingMeasurer(height: Self.height)
        let rect = Rect(x: 0, y: 500, width: 20, height: 10)
        let firstBefore = prepared.layoutAttributesForElements(in: rect).filter { $0.representedElementCategory == .cell }.map(\.indexPath).min()!
        let yBefore = prepared.layoutAttributesForItem(at: firstBefore)!.frame.minY
        let resolved = prepared.resolveEstimatedElements(in: rect, using: measurer)
        #expect(resolved == rect)
        #expect(prepared.layoutAttributesForItem(at: firstBefore)!.frame.minY == yBefore)
        #expect(measurer.itemCalls.count < 10)
        #expect(measurer.itemCalls.allSatisfy { (245...255).contains($0.item) })
        // Items in the rect are measured and tile with one separator row between them.
        let cells = prepared.layoutAttributesForElements(in: resolved).filter { $0.representedElementCategory == .cell }.sorted { $0.indexPath < $1.indexPath }
        for (a, b) in zip(cells, cells.dropFirst()) {
            #expect(b.frame.minY == a.frame.maxY + 1)
            #expect(a.frame.height == Self.height(a.indexPath))
        }
    }

    @Test func anchorKeepsItsScreenPositionWhenContentAboveGrows() {
        var prepared = Self.plainList(100)
        let measurer = CountingMeasurer(height: { _ in 2 })
        // Measure a window low in the list, then scroll up into estimated rows.
        _ = prepared.resolveEstimatedElements(in: Rect(x: 0, y: 50, width: 20, height: 10), using: measurer)
        let anchor = path(50, 0)
        let anchorY = prepared.frame(50)!.minY
        #expect(anchorY == 50)
        let proposed = Rect(x: 0, y: 45, width: 20, height: 10)
        let resolved = prepared.resolveEstimatedElements(in: proposed, anchoredAt: anchor, using: measurer)
        // Items 45..49 grew from 1 to 2 rows each, so item 50 moved down by 5: so does the rect.
        #expect(prepared.frame(50)!.minY == 55)
        #expect(prepared.frame(50)!.minY - resolved.minY == anchorY - proposed.minY)
        let visible = prepared.layoutAttributesForElements(in: resolved).filter { $0.representedElementCategory == .cell }
        #expect(visible.allSatisfy { prepared.measuredHeight(forItemAt: $0.indexPath) == 2 })
    }

    @Test func rowOfEstimatedItemsTakesTheTallestAndStretches() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(2)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(2)), subitems: [item])
        var prepared = CompositionalLayout(section: LayoutSection(group: group)).prepare(itemCounts: [5], containerSize: Size(width: 20, height: 30))
        #expect(prepared.frame(2) == Rect(x: 0, y: 2, width: 10, height: 2))
        let measurer = CountingMeasurer(height: { [3, 5, 1, 1, 4][$0.item] })
        _ = prepared.resolveEstimatedElements(in: Rect(x: 0, y: 0, width: 20, height: 30), using: measurer)
        #expect(Set(measurer.widths) == [10])
        #expect(prepared.frame(0) == Rect(x: 0, y: 0, width: 10, height: 5))
        #expect(prepared.frame(1) == Rect(x: 10, y: 0, width: 10, height: 5))
        #expect(prepared.frame(2) == Rect(x: 0, y: 5, width: 10, height: 1))
        #expect(prepared.frame(4) == Rect(x: 0, y: 6, width: 10, height: 4))  // the partial last row
        #expect(prepared.contentSize.height == 10)
    }

    @Test func verticalGroupOfEstimatedItemsStacksMeasuredHeights() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(1)))
        let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(2)), subitems: [item, item])
        group.interItemSpacing = .fixed(1)
        var prepared = CompositionalLayout(section: LayoutSection(group: group)).prepare(itemCounts: [4], containerSize: Size(width: 20, height: 30))
        #expect(prepared.frame(1) == Rect(x: 0, y: 2, width: 20, height: 1))
        #expect(prepared.frame(2)?.minY == 3)
        prepared.recordMeasuredHeight(4, forItemAt: path(0, 0))
        #expect(prepared.frame(1) == Rect(x: 0, y: 5, width: 20, height: 1))
        #expect(prepared.frame(2)?.minY == 6)
        #expect(prepared.measuredHeight(forItemAt: path(0, 0)) == 4)
    }

    @Test func estimatedHeadersAreMeasuredWithTheSupplementaryCallback() {
        var configuration = ListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        var prepared = CompositionalLayout.list(using: configuration).prepare(itemCounts: [1, 1], containerSize: Size(width: 20, height: 30))
        let measurer = CountingMeasurer(supplementaryHeight: 2, height: { _ in 1 })
        _ = prepared.resolveEstimatedElements(in: Rect(x: 0, y: 0, width: 20, height: 30), using: measurer)
        #expect(measurer.supplementaryCalls == [ElementKind.sectionHeader, ElementKind.sectionHeader])
        #expect(prepared.elements(ofKind: ElementKind.sectionHeader).map(\.frame) == [
            Rect(x: 0, y: 1, width: 20, height: 2), Rect(x: 0, y: 5, width: 20, height: 2),
        ])
        #expect(prepared.frame(0, 0)?.minY == 3)
        #expect(prepared.frame(0, 1)?.minY == 7)
    }

    @Test func closureMeasurerAndValueSemantics() {
        var prepared = Self.plainList(10)
        let before = prepared
        prepared.measureEstimatedElements(in: Rect(x: 0, y: 0, width: 20, height: 3), using: ClosureLayoutMeasurer(item: { _, width in width / 10 }))
        #expect(prepared.frame(0)?.height == 2)
        #expect(before.frame(0)?.height == 1)  // the copy taken earlier is unchanged
        #expect(before.frame(1)?.minY == 1)
        #expect(prepared.frame(1)?.minY == 2)
    }

    @Test func recordingHeightsCarriesMeasurementsToANewPreparation() {
        var old = Self.plainList(10)
        _ = old.resolveEstimatedElements(in: Rect(x: 0, y: 0, width: 20, height: 10), using: CountingMeasurer(height: { _ in 2 }))
        var new = Self.plainList(11)
        for item in 0..<5 {
            if let height = old.measuredHeight(forItemAt: path(item, 0)) { new.recordMeasuredHeight(height, forItemAt: path(item + 1, 0)) }
        }
        #expect(new.frame(1)?.height == 2)
        #expect(new.frame(5)?.minY == 1 + 2 * 4)
        // Absolute items are not estimated: recording a height for one does nothing.
        var fixed = CompositionalLayout(section: rowSection()).prepare(itemCounts: [3], containerSize: Size(width: 10, height: 10))
        fixed.recordMeasuredHeight(5, forItemAt: path(0, 0))
        #expect(fixed.frame(1)?.minY == 1)
        #expect(!fixed.hasEstimatedElements)
    }
}
