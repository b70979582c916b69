import Foundation
import Testing
@testable import DiffableTUI

/// An item that counts how often items are compared, to tell a diff from none. Locked: a diff
/// in a detached task compares items while another test's diff runs on the main actor.
private struct CountedItem: Hashable, Sendable {
    static let comparisons = Locked(0)
    let value: Int

    static func == (lhs: CountedItem, rhs: CountedItem) -> Bool {
        comparisons.withLock { $0 += 1 }
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A snapshot diffed off the main actor (`DiffedSnapshot`) is applied with the changeset it
/// carries, without a diff on the main actor, unless something else was applied since it was
/// made; either way the screen is the one `apply(snapshot)` gives.
@MainActor
@Suite struct DiffedSnapshotApplyTests {
    private typealias Snapshot = DiffableDataSourceSnapshot<Int, CountedItem>

    private func listOfCountedItems() -> (Harness, CollectionViewDiffableDataSource<Int, CountedItem>) {
        let harness = Harness(width: 30, height: 12, layout: listLayout(.plain, header: .none))
        return (harness, harness.textDataSource { (item: CountedItem) in "item \(item.value)" })
    }

    private func snapshot(_ values: [Int]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(values.map(CountedItem.init))
        return snapshot
    }

    private func rows(_ harness: Harness) -> [String] {
        _ = harness.frame()
        (harness.window.clock as? ManualAnimationClock)?.advance(by: 1)
        return harness.frame().lines().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("─") }
    }

    /// 2,000 items, every one moved: a diff compares each of them, while updating the view
    /// compares only the few on screen.
    @Test func aSnapshotDiffedOffTheMainActorIsAppliedWithoutDiffingAgain() async {
        let values = Array(0..<2_000)
        let next = snapshot(values.reversed())
        var comparisons: [String: Int] = [:]
        for way in ["snapshot", "diffed"] {
            let (harness, dataSource) = listOfCountedItems()
            dataSource.apply(snapshot(values), animatingDifferences: false, completion: nil)
            _ = harness.frame()
            let shown = dataSource.snapshot()
            let diffed = await Task.detached { DiffedSnapshot(next, diffedFrom: shown) }.value
            #expect(diffed.changeset == diff(from: shown, to: next))
            CountedItem.comparisons.withLock { $0 = 0 }
            let applied = way == "diffed" ? dataSource.apply(diffed, completion: nil) : dataSource.apply(next, completion: nil)
            comparisons[way] = CountedItem.comparisons.withLock { $0 }
            #expect(applied == diffed.changeset)
            #expect(dataSource.snapshot() == next)
            let shownRows = rows(harness)
            #expect(!shownRows.isEmpty)
            #expect(shownRows == next.itemIdentifiers.prefix(shownRows.count).map { "item \($0.value)" })
        }
        #expect(comparisons["snapshot", default: 0] >= 2_000, "applying a snapshot diffs it")
        #expect(comparisons["diffed", default: .max] < 200, "applying a diffed snapshot compares only what the view updates")
    }

    /// Made from a snapshot that is no longer shown, the changeset would replay onto the wrong
    /// rows: the data source diffs the snapshot against what it shows instead.
    @Test func aSnapshotDiffedFromAnOlderOneIsDiffedAgain() {
        let (harness, dataSource) = listOfCountedItems()
        dataSource.apply(snapshot(Array(0..<6)), animatingDifferences: false)
        let shown = dataSource.snapshot()
        let next = snapshot([5, 4, 3, 2, 1, 0])
        let diffed = DiffedSnapshot(next, diffedFrom: shown)
        dataSource.apply(snapshot([0, 2, 8, 9]))
        _ = rows(harness)

        let applied = dataSource.apply(diffed)
        let expected = diff(from: snapshot([0, 2, 8, 9]), to: next)
        #expect(applied == expected)
        #expect(applied != diffed.changeset)
        let shownRows = rows(harness)
        #expect(!shownRows.isEmpty)
        #expect(shownRows == ["item 5", "item 4", "item 3", "item 2", "item 1", "item 0"].prefix(shownRows.count).map { $0 })
    }

    /// The async form returns once the update is on screen, as `apply(snapshot)`'s does.
    @Test func theAsyncFormReturnsWithTheUpdateShown() async {
        let (harness, dataSource) = listOfCountedItems()
        dataSource.apply(snapshot([1, 2]), animatingDifferences: false, completion: nil)
        let diffed = DiffedSnapshot(snapshot([2, 1, 3]), diffedFrom: dataSource.snapshot())
        await dataSource.apply(diffed, animatingDifferences: false)
        #expect(rows(harness).prefix(3) == ["item 2", "item 1", "item 3"])
    }
}
