import Testing
import TestSupport
@testable import DiffableTUI

/// An outline update costs what the same flat update costs (issue 24): counted, never timed,
/// through a data source whose collection view is in a window. Applying a section snapshot
/// hashes none of its items again (the outline holds their hashes) and, when rows only come
/// and go, runs no diff; expanding or collapsing a parent touches its rows and the rows on
/// screen, not every row of the section.
@MainActor
@Suite struct OutlineUpdateCostTests {
    typealias Row = CountedIdentifier

    let counter = HashCounter()
    let harness = Harness(width: 30, height: 12, layout: listLayout(.sidebarPlain, header: .none))
    let dataSource: CollectionViewDiffableDataSource<Int, Row>

    init() {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = "row \(row.value)"
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: harness.collectionView) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
    }

    func rows(_ values: Range<Int>) -> [Row] {
        values.map { Row($0, counter: counter) }
    }

    func screenRows(_ harness: Harness) -> [String] {
        harness.frame().lines().map { String($0.drop { $0 == " " }) }
    }

    /// A capped log of 20,000 rows as an outline: each update drops the 20 oldest rows and
    /// appends 20. Applying it hashes only rows on screen, which the view update looks up
    /// (about 150; the old code hashed every row twice: deleting the section's rows from the
    /// flat snapshot and appending the visible ones), and compares each row once with the
    /// row it was.
    @Test func streamingRowsHashesOnlyTheRowsOnScreen() {
        let count = 20_000
        var outline = DiffableDataSourceSectionSnapshot<Row>()
        outline.append(rows(0..<count))
        outline.append(rows(-3..<0), to: Row(5_000, counter: counter))
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        harness.frame()
        for step in 1...3 {
            var next = dataSource.snapshot(for: 0)
            next.delete(rows(20 * (step - 1)..<20 * step))
            next.append(rows(count + 20 * (step - 1)..<count + 20 * step))
            counter.reset()
            dataSource.apply(next, to: 0)
            #expect(counter.hashes < 500, "step \(step): hashed \(counter.hashes)")
            #expect(counter.comparisons <= count + 100, "step \(step)")
            harness.frame()
        }
        #expect(dataSource.snapshot().itemIdentifiers == dataSource.snapshot(for: 0).visibleItems)
        #expect(dataSource.snapshot().numberOfItems == count)
    }

    /// A parent with 1,000 children among 10,000 rows, expanded and collapsed with Right and
    /// Left: what is hashed and compared is the parent and the rows on screen (about 100
    /// operations), not the section (the old code hashed every row twice and compared every
    /// row in the diff).
    /// Shows 9,000 rows, the one at 4,000 with 1,000 children, collapsed; returns the outline
    /// and the parent.
    func showParentWithChildren() -> (outline: DiffableDataSourceSectionSnapshot<Row>, parent: Row) {
        let parent = Row(4_000, counter: counter)
        var outline = DiffableDataSourceSectionSnapshot<Row>()
        outline.append(rows(0..<9_000))
        outline.append(rows(10_000..<11_000), to: parent)
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        harness.frame()
        return (outline, parent)
    }

    @Test func expandingWithTheKeysTouchesTheParentsRowsOnly() {
        let (outline, parent) = showParentWithChildren()
        harness.collectionView.focusedIndexPath = dataSource.indexPath(for: parent)
        harness.frame()
        counter.reset()
        harness.press(.right)
        #expect(counter.hashes < 500 && counter.comparisons < 500, "hashed \(counter.hashes), compared \(counter.comparisons)")
        #expect(dataSource.snapshot(for: 0).isExpanded(parent))
        #expect(dataSource.snapshot().numberOfItems == 10_000)
        #expect(dataSource.snapshot().itemIdentifiers == dataSource.snapshot(for: 0).visibleItems)
        counter.reset()
        harness.press(.left)
        #expect(counter.hashes < 500 && counter.comparisons < 500, "hashed \(counter.hashes), compared \(counter.comparisons)")
        #expect(dataSource.snapshot().numberOfItems == 9_000)
        #expect(dataSource.snapshot().itemIdentifiers == outline.visibleItems)
    }

    /// The same through the API (`snapshot(for:)`, `expand`, `apply(_:to:)`): the copy shares
    /// the shown outline's rows, so only visibility is compared.
    @Test func expandingACopyThroughTheAPITouchesTheParentsRowsOnly() {
        let parent = showParentWithChildren().parent
        var expanded = dataSource.snapshot(for: 0)
        expanded.expand([parent])
        counter.reset()
        dataSource.apply(expanded, to: 0)
        #expect(counter.hashes < 500 && counter.comparisons < 500, "hashed \(counter.hashes), compared \(counter.comparisons)")
        #expect(dataSource.snapshot().itemIdentifiers == expanded.visibleItems)
    }

    /// Every frame of an outline update shows the rows the same flat update shows (outline
    /// rows keep a column for the disclosure, so lines are compared without their indent).
    @Test func outlineAndFlatUpdatesDrawTheSameFrames() {
        let clock = ManualAnimationClock()
        let harness = Harness(width: 30, height: 12, layout: listLayout(.sidebarPlain, header: .none), clock: clock)
        let flat = Harness(width: 30, height: 12, layout: listLayout(.sidebarPlain, header: .none), clock: clock)
        let flatSource = flat.textDataSource(sections: Int.self) { (row: Row) in "row \(row.value)" }
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = "row \(row.value)"
            cell.contentConfiguration = content
        }
        let outlineSource = CollectionViewDiffableDataSource<Int, Row>(collectionView: harness.collectionView) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var outline = DiffableDataSourceSectionSnapshot<Row>()
        outline.append(rows(0..<200))
        var snapshot = DiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows(0..<200))
        outlineSource.apply(outline, to: 0, animatingDifferences: false)
        flatSource.apply(snapshot, animatingDifferences: false)
        for step in 1...4 {
            outline.delete(rows(5 * (step - 1)..<5 * step))
            outline.append(rows(200 + 5 * (step - 1)..<200 + 5 * step))
            outline.insert(rows(1_000 * step..<1_000 * step + 2), before: Row(5 * step + 3, counter: counter))
            snapshot.deleteItems(rows(5 * (step - 1)..<5 * step))
            snapshot.appendItems(rows(200 + 5 * (step - 1)..<200 + 5 * step))
            snapshot.insertItems(rows(1_000 * step..<1_000 * step + 2), beforeItem: Row(5 * step + 3, counter: counter))
            outlineSource.apply(outline, to: 0)
            flatSource.apply(snapshot)
            for frame in 0..<20 {
                #expect(screenRows(harness) == screenRows(flat), "step \(step) frame \(frame)")
                clock.advance(by: 1.0 / 60)
                harness.window.stepAnimations()
                flat.window.stepAnimations()
            }
        }
    }
}
