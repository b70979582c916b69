import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

/// Proves queries stay proportional to what is visible, by counting what they touch
/// (never by timing).
@Suite("Virtualization at 1,000,000 items")
struct VirtualizationTests {
    static let count = 1_000_000
    static let screen = Size(width: 80, height: 24)

    @Test func preparingUniformItemsStoresNothingPerItem() {
        for configuration in [ListConfiguration(appearance: .plain), ListConfiguration(appearance: .insetGrouped)] {
            let prepared = CompositionalLayout.list(using: configuration).prepare(itemCounts: [Self.count], containerSize: Self.screen)
            #expect(prepared.storedEntryCount == 0)
            #expect(prepared.measurements[0].groups.isUniform)
        }
        let grid = GridBadgeTests.layout(badgeOffset: FractionalPoint(x: 0.5, y: -0.5)).prepare(itemCounts: [Self.count, Self.count], containerSize: Self.screen)
        #expect(grid.storedEntryCount == 0)
        #expect(grid.contentSize.height == 1 + 500_000 * 6 - 1 + 1 + 500_000 * 6 - 1)
    }

    @Test(arguments: [0, 1, 2_345_678, 2_999_990])
    func queryTouchesOnlyVisibleGroups(y: Int) {
        let prepared = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
            .prepare(itemCounts: [Self.count, 10, Self.count], containerSize: Self.screen)
        let rect = Rect(origin: Point(x: 0, y: y), size: Self.screen)
        let (attributes, statistics) = prepared.statistics(in: rect)
        // Rows alternate item / separator: 24 rows show 12 or 13 items.
        #expect(statistics.groupsVisited <= 14)
        #expect(statistics.sectionsVisited <= 2)
        let cells = attributes.filter { $0.representedElementCategory == .cell }
        #expect((12...13).contains(cells.count))
        #expect(cells.allSatisfy { $0.frame.intersects(rect) })
    }

    @Test func measuringAtTheBottomOfAMillionRowsTouchesOnlyTheScreen() {
        var prepared = CompositionalLayout.list(using: ListConfiguration(appearance: .sidebar))
            .prepare(itemCounts: [Self.count], containerSize: Self.screen)
        let measurer = CountingMeasurer(height: { 1 + $0.item % 2 })
        let rect = Rect(x: 0, y: Self.count - 30, width: 80, height: 24)
        var statistics = QueryStatistics()
        let measured = prepared.measureEstimatedElements(in: rect, orthogonalOffsets: [:], using: measurer, statistics: &statistics)
        #expect(measured == measurer.itemCalls.count)
        #expect(measured <= 24)
        #expect(statistics.groupsVisited <= 24)
        // Heights now differ, so the section switched to a Fenwick tree; queries stay bounded.
        #expect(!prepared.measurements[0].groups.isUniform)
        let (_, after) = prepared.statistics(in: Rect(x: 0, y: 500_000, width: 80, height: 24))
        #expect(after.groupsVisited <= 25)
        // Items above the measured window did not move.
        #expect(prepared.frame(Self.count - 40) == Rect(x: 1, y: Self.count - 40, width: 78, height: 1))
    }

    @Test func manySectionsAreFoundByBinarySearch() {
        let prepared = CompositionalLayout(section: rowSection(height: 2)).prepare(itemCounts: Array(repeating: 3, count: 100_000), containerSize: Self.screen)
        let (attributes, statistics) = prepared.statistics(in: Rect(x: 0, y: 300_000, width: 80, height: 24))
        #expect(statistics.sectionsVisited <= 6)
        #expect(statistics.groupsVisited <= 14)
        #expect(attributes.map(\.indexPath).min() == path(0, 50_000))
    }
}
