import Testing
@testable import Diffable

/// Each item is hashed once, when it enters a snapshot: growing the index, moving and
/// removing items, and diffing read the hashes the snapshot keeps (proven by counting calls
/// to `hash(into:)`, never by timing).
@Suite struct SnapshotHashingTests {
    /// Counts the calls to `hash(into:)` of the identifiers that share it.
    final class HashCounter {
        var calls = 0
    }

    /// An identifier that counts its hashing; equal and hashed by `value` alone.
    struct Counted: Hashable {
        let value: Int
        let counter: HashCounter

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }

        func hash(into hasher: inout Hasher) {
            counter.calls += 1
            hasher.combine(value)
        }
    }

    /// 100 sections of 1,000 items, each section's items appended as one array: each item is
    /// hashed once.
    @Test func buildingManySectionsHashesEachItemOnce() {
        let counter = HashCounter()
        var snapshot = DiffableDataSourceSnapshot<Int, Counted>()
        snapshot.appendSections(Array(0..<100))
        for section in 0..<100 {
            snapshot.appendItems((0..<1_000).map { Counted(value: section * 1_000 + $0, counter: counter) }, toSection: section)
        }
        #expect(counter.calls == 100_000)
        expectConsistent(snapshot)
    }

    /// Items appended one at a time: the index doubles about eleven times, and never hashes
    /// the items it already holds again.
    @Test func growingOneItemAtATimeHashesEachItemOnce() {
        let counter = HashCounter()
        var snapshot = DiffableDataSourceSnapshot<Int, Counted>()
        snapshot.appendSections([0])
        for value in 0..<10_000 {
            snapshot.appendItems([Counted(value: value, counter: counter)])
        }
        #expect(counter.calls == 10_000)
    }

    /// Moving and deleting hashes only the identifiers named in the call.
    @Test func movingAndDeletingHashOnlyTheNamedItems() {
        let counter = HashCounter()
        let items = (0..<10_000).map { Counted(value: $0, counter: counter) }
        var snapshot = DiffableDataSourceSnapshot<Int, Counted>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(items[..<5_000]), toSection: 0)
        snapshot.appendItems(Array(items[5_000...]), toSection: 1)
        counter.calls = 0
        snapshot.moveItem(items[10], afterItem: items[30])
        #expect(counter.calls == 2)
        snapshot.deleteItems([items[3], items[7_000], items[9_999]])
        #expect(counter.calls == 5)
        snapshot.insertItems([Counted(value: -1, counter: counter)], beforeItem: items[20])
        #expect(counter.calls == 8, "the new item once, the anchor when checked and when found")
        expectConsistent(snapshot)
    }

    /// The diff looks new items up in the old snapshot's table by the hashes the new
    /// snapshot already holds.
    @Test func diffingHashesNothing() {
        let counter = HashCounter()
        let old = (0..<20_000).map { Counted(value: $0, counter: counter) }
        var new = old
        new.removeSubrange(100..<300)
        new.insert(contentsOf: (20_000..<20_100).map { Counted(value: $0, counter: counter) }, at: 5_000)
        new.swapAt(10, 15_000)
        new.reverse()
        var before = DiffableDataSourceSnapshot<Int, Counted>()
        before.appendSections([0])
        before.appendItems(old)
        var after = DiffableDataSourceSnapshot<Int, Counted>()
        after.appendSections([0])
        after.appendItems(new)
        counter.calls = 0
        let changeset = diff(from: before, to: after)
        #expect(counter.calls == 0)
        #expect(changeset.itemInserts.count == 100)
        #expect(changeset.itemDeletes.count == 200)
    }
}
