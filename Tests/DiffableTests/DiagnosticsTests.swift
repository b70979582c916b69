import Testing
@testable import Diffable
import TestSupport

/// Warnings UIKit logs are collected, not printed. Every test that records one lives in
/// this serialized suite, so no other test can drain its messages.
@Suite(.serialized) struct DiagnosticsTests {
    static let oneExisting =
        "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger."

    @Test func reappendingAnExistingItemMovesItAndRecordsUIKitsWarning() {
        _ = Diagnostics.drain()
        var snapshot = makeSnapshot([("a", [1, 2]), ("b", [3])])
        snapshot.appendItems([1], toSection: "b")
        #expect(layout(snapshot) == layout(makeSnapshot([("a", [2]), ("b", [3, 1])])))
        expectConsistent(snapshot)
        #expect(Diagnostics.drain() == [Self.oneExisting])
        #expect(Diagnostics.drain().isEmpty, "draining empties the collector")
    }

    @Test func existingAndNewItemsLandTogetherInCallOrder() {
        _ = Diagnostics.drain()
        var snapshot = makeSnapshot([("a", [1, 2, 3]), ("b", [4])])
        snapshot.reconfigureItems([3])
        snapshot.appendItems([9, 3, 1], toSection: "a")
        #expect(layout(snapshot) == layout(makeSnapshot([("a", [2, 9, 3, 1]), ("b", [4])])))
        #expect(snapshot.reconfiguredItemIdentifiers == [3], "a moved item keeps its marks")
        let messages = Diagnostics.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(
            "Diffable data source detected an attempt to insert or append 2 item identifiers that already exist in the snapshot.") == true)
    }

    @Test func insertingAnExistingItemMovesItNextToTheDestination() {
        _ = Diagnostics.drain()
        var snapshot = makeSnapshot([("a", [1, 2]), ("b", [3, 4])])
        snapshot.insertItems([1], afterItem: 4)
        snapshot.insertItems([4], beforeItem: 2)
        #expect(layout(snapshot) == layout(makeSnapshot([("a", [4, 2]), ("b", [3, 1])])))
        expectConsistent(snapshot)
        #expect(Diagnostics.drain() == [Self.oneExisting + " (2 times)"], "the same warning once, with its count")
    }

    /// Bulk appends that re-append existing items move them (with the warning) exactly as
    /// single appends do.
    @Test func bulkAppendWithExistingItemsEqualsSingleAppends() {
        for seed in UInt64(500)..<600 {
            var random = SeededGenerator(seed: seed)
            let shape = SnapshotBulkBuildTests.randomLayout(&random)
            var bulk = makeSnapshot(shape)
            var single = bulk
            let existing = Array(bulk.itemIdentifiers.shuffled(using: &random).prefix(3))
            let batch = (existing + (1_000..<1_005)).shuffled(using: &random)
            let section = shape.randomElement(using: &random)!.0
            _ = Diagnostics.drain()
            bulk.appendItems(batch, toSection: section)
            let warnings = Diagnostics.drain()
            for item in batch {
                single.deleteItems([item])
            }
            for item in batch {
                single.appendItems([item], toSection: section)
            }
            #expect(layout(bulk) == layout(single), "seed \(seed)")
            #expect(warnings.count == (existing.isEmpty ? 0 : 1), "seed \(seed)")
            expectConsistent(bulk)
        }
    }

    @Test func expandingOrCollapsingAnUnknownItemIsRecordedAndIgnored() {
        _ = Diagnostics.drain()
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["a"])
        outline.expand(["a", "ghost"])
        outline.collapse(["phantom"])
        #expect(outline.expandedItems == ["a"])
        #expect(Diagnostics.drain() == [
            "Attempted to expand item identifier that does not exist in section snapshot: ghost",
            "Attempted to collapse item identifier that does not exist in section snapshot: phantom",
        ])
    }

    @Test func recordingIsThreadSafe() async {
        _ = Diagnostics.drain()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<500 { Diagnostics.record("\(task)-\(index)") }
                }
            }
        }
        let messages = Diagnostics.drain()
        #expect(messages.count == 4_000)
        #expect(Set(messages).count == 4_000)
    }
}
