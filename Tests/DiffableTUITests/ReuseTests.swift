import Testing
@testable import DiffableTUI
import TestSupport

/// Reuse: only about a screenful of cells exists however many items there are, cells
/// leaving the prepared set are reset and pooled, and cells just off screen stay prepared.
@MainActor
@Suite struct ReuseTests {
    /// 20 rows of a list without separators, over `count` items.
    private func bigList(count: Int) -> (Harness, CountingDataSource) {
        let harness = Harness(width: 40, height: 20, layout: listLayout(.sidebarPlain, header: .none))
        let source = CountingDataSource(count: count)
        harness.collectionView.dataSource = source
        harness.frame()
        return (harness, source)
    }

    @Test func pagingThroughAMillionItemsCreatesAboutAScreenfulOfCells() {
        let (harness, source) = bigList(count: 1_000_000)
        let collectionView = harness.collectionView
        for _ in 0..<300 { harness.press(.pageDown) }
        harness.press(.end)
        for _ in 0..<300 { harness.press(.pageUp) }
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            collectionView.contentOffset = Point(x: 0, y: Int.random(in: 0..<1_000_000, using: &generator))
            harness.frame()
        }
        harness.press(.home)
        let statistics = collectionView.registry.statistics
        #expect(statistics.cellsCreated < 3 * 20)
        #expect(statistics.cellsCreated >= 20)
        #expect(statistics.cellsReused > 10_000)
        #expect(collectionView.preparedCells.count <= 20 + 2 * CollectionView.prefetchMargin)
        #expect(collectionView.subviews.count == collectionView.preparedCells.count)
        withExtendedLifetime(source) {}
    }

    @Test func endShowsTheLastOfAMillionRows() {
        let (harness, source) = bigList(count: 1_000_000)
        harness.press(.end)
        let lines = harness.frame().lines()
        #expect(lines[19].contains("Row 999999"))
        #expect(harness.collectionView.focusedIndexPath == IndexPath(item: 999_999, section: 0))
        withExtendedLifetime(source) {}
    }

    @Test func cellsJustOffScreenArePrepared() {
        let (harness, source) = bigList(count: 100)
        let collectionView = harness.collectionView
        #expect(collectionView.indexPathsForVisibleItems.count == 20)
        #expect(collectionView.cellForItem(at: IndexPath(item: 21, section: 0)) != nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 19 + CollectionView.prefetchMargin, section: 0)) != nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 20 + CollectionView.prefetchMargin, section: 0)) == nil)
        #expect(!collectionView.visibleCells.contains { $0 === collectionView.cellForItem(at: IndexPath(item: 21, section: 0)) })
        withExtendedLifetime(source) {}
    }

    @Test func cellsLeavingThePreparedSetAreResetAndReused() {
        let harness = Harness(width: 40, height: 10, layout: listLayout(.sidebarPlain, header: .none))
        let source = ArrayDataSource([(0..<200).map { "Item \($0)" }])
        let registration = CollectionView.CellRegistration<CountingCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        source.cellProvider = { cv, ip, text in cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: text) }
        harness.collectionView.dataSource = source
        harness.frame()
        let first = harness.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! CountingCell
        #expect(first.resets == 0)
        harness.collectionView.contentOffset = Point(x: 0, y: 50)
        let lines = harness.frame().lines()
        #expect(first.resets == 1)
        #expect(first.superview == nil || harness.collectionView.preparedCells.values.contains { $0 === first })
        #expect(lines[0].contains("Item 50"))
        #expect(harness.collectionView.registry.statistics.cellsCreated <= 10 + 3 * CollectionView.prefetchMargin)
        withExtendedLifetime(source) {}
    }

    @Test func emptyCollectionViewDrawsNothingAndMakesNoCells() {
        let (harness, source) = bigList(count: 0)
        #expect(harness.frame().lines().allSatisfy { $0.isEmpty })
        harness.press(.down, .up, .pageDown, .end, .home, .enter, .left, .right)
        harness.wheel(down: true)
        harness.click(x: 3, y: 3)
        #expect(harness.collectionView.registry.statistics.cellsCreated == 0)
        #expect(harness.collectionView.focusedIndexPath == nil)
        withExtendedLifetime(source) {}
    }

    @Test func noDataSourceIsAnEmptyView() {
        let harness = Harness(width: 20, height: 5, layout: listLayout(.plain))
        #expect(harness.frame().lines().allSatisfy { $0.isEmpty })
        #expect(harness.collectionView.numberOfSections == 0)
        #expect(harness.collectionView.numberOfItems(inSection: 3) == 0)
        harness.press(.down)
    }
}
