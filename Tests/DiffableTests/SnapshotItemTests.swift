import Testing
@testable import Diffable

/// Reference §1.1 item mutations, with ra1028's tables (UIKit-strict cases are traps, see
/// SnapshotTrapTests; re-appending existing items is in DiagnosticsTests).
@Suite struct SnapshotItemTests {
    private typealias Layout = [(String, [Int])]

    private func expectLayout(_ snapshot: Snapshot, _ expected: Layout, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(layout(snapshot) == layout(makeSnapshot(expected)), sourceLocation: sourceLocation)
        expectConsistent(snapshot, sourceLocation: sourceLocation)
    }

    @Test func appendItemsWithoutASectionGoesToTheLastSection() {
        var snapshot = makeSnapshot([("0", [0, 1]), ("1", [])])
        snapshot.appendItems([2, 3])
        expectLayout(snapshot, [("0", [0, 1]), ("1", [2, 3])])
        var other = makeSnapshot([("0", [1]), ("1", [])])
        other.appendItems([0])
        expectLayout(other, [("0", [1]), ("1", [0])])
    }

    @Test func appendItemsToASection() {
        var snapshot = makeSnapshot([("0", []), ("1", [0, 1])])
        snapshot.appendItems([2, 3], toSection: "1")
        expectLayout(snapshot, [("0", []), ("1", [0, 1, 2, 3])])
        snapshot.appendItems([4], toSection: "0")
        expectLayout(snapshot, [("0", [4]), ("1", [0, 1, 2, 3])])
        snapshot.appendItems([], toSection: "0")
        expectLayout(snapshot, [("0", [4]), ("1", [0, 1, 2, 3])])
    }

    /// The seed's pattern: sections first, then each section's items.
    @Test func seedPatternFillsEachSection() {
        var snapshot = Snapshot()
        snapshot.appendSections(["apples", "oranges"])
        snapshot.appendItems([1, 2, 3], toSection: "apples")
        snapshot.appendItems([4, 5], toSection: "oranges")
        expectLayout(snapshot, [("apples", [1, 2, 3]), ("oranges", [4, 5])])
    }

    @Test(arguments: [
        ([0, 1], [2, 3], 1, [0, 2, 3, 1]),
        ([0, 1], [2, 3], 0, [2, 3, 0, 1]),
        ([0, 1, 2], [3, 4], 1, [0, 3, 4, 1, 2]),
        ([0, 1, 2], [], 1, [0, 1, 2]),
        ([0], [1], 0, [1, 0]),
    ])
    func insertItemsBefore(initial: [Int], inserted: [Int], anchor: Int, expected: [Int]) {
        var snapshot = makeSnapshot([("s", initial)])
        snapshot.insertItems(inserted, beforeItem: anchor)
        #expect(snapshot.itemIdentifiers == expected)
        expectConsistent(snapshot)
    }

    @Test(arguments: [
        ([0, 1], [2, 3], 1, [0, 1, 2, 3]),
        ([0, 1], [2, 3], 0, [0, 2, 3, 1]),
        ([0, 1, 2], [3, 4], 1, [0, 1, 3, 4, 2]),
        ([0], [1], 0, [0, 1]),
    ])
    func insertItemsAfter(initial: [Int], inserted: [Int], anchor: Int, expected: [Int]) {
        var snapshot = makeSnapshot([("s", initial)])
        snapshot.insertItems(inserted, afterItem: anchor)
        #expect(snapshot.itemIdentifiers == expected)
        expectConsistent(snapshot)
    }

    @Test func insertedItemsLandInTheDestinationsSection() {
        var snapshot = makeSnapshot([("a", [1, 2]), ("b", [3, 4]), ("c", [5])])
        snapshot.insertItems([10, 11], afterItem: 4)
        snapshot.insertItems([12], beforeItem: 3)
        expectLayout(snapshot, [("a", [1, 2]), ("b", [12, 3, 4, 10, 11]), ("c", [5])])
    }

    @Test func deleteItems() {
        var snapshot = makeSnapshot([("0", []), ("1", [0, 1])])
        snapshot.deleteItems([0])
        expectLayout(snapshot, [("0", []), ("1", [1])])

        var two = makeSnapshot([("0", [0, 1]), ("1", [2, 3])])
        two.deleteItems([0, 2])
        expectLayout(two, [("0", [1]), ("1", [3])])
        two.deleteItems([100])
        expectLayout(two, [("0", [1]), ("1", [3])])
        two.deleteItems([1, 3, 4, 5])
        expectLayout(two, [("0", []), ("1", [])])
    }

    @Test func deleteManyScatteredItems() {
        var snapshot = makeSnapshot([("a", Array(0..<50)), ("b", Array(50..<100))])
        snapshot.deleteItems(Array(stride(from: 0, to: 100, by: 3)) + [7, 7])
        let kept = (0..<100).filter { $0 % 3 != 0 && $0 != 7 }
        expectLayout(snapshot, [("a", kept.filter { $0 < 50 }), ("b", kept.filter { $0 >= 50 })])
    }

    @Test func deleteAllItemsRemovesTheSectionsToo() {
        var snapshot = makeSnapshot([("a", [1, 2]), ("b", [3])])
        snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        #expect(snapshot == Snapshot())
        #expect(snapshot.numberOfSections == 0 && snapshot.reloadedItemIdentifiers.isEmpty)
        snapshot.appendSections(["a"])
        snapshot.appendItems([1])
        expectLayout(snapshot, [("a", [1])])
    }

    @Test(arguments: [
        (0, 2, [("0", [1]), ("1", [0, 2, 3])]),
        (1, 0, [("0", [1, 0]), ("1", [2, 3])]),
        (3, 0, [("0", [3, 0, 1]), ("1", [2])]),
        (2, 3, [("0", [0, 1]), ("1", [2, 3])]),
    ] as [(Int, Int, [(String, [Int])])])
    func moveItemBefore(moved: Int, anchor: Int, expected: [(String, [Int])]) {
        var snapshot = makeSnapshot([("0", [0, 1]), ("1", [2, 3])])
        snapshot.moveItem(moved, beforeItem: anchor)
        expectLayout(snapshot, expected)
    }

    @Test(arguments: [
        (0, 2, [("0", [1]), ("1", [2, 0, 3])]),
        (1, 0, [("0", [0, 1]), ("1", [2, 3])]),
        (3, 0, [("0", [0, 3, 1]), ("1", [2])]),
        (2, 3, [("0", [0, 1]), ("1", [3, 2])]),
    ] as [(Int, Int, [(String, [Int])])])
    func moveItemAfter(moved: Int, anchor: Int, expected: [(String, [Int])]) {
        var snapshot = makeSnapshot([("0", [0, 1]), ("1", [2, 3])])
        snapshot.moveItem(moved, afterItem: anchor)
        expectLayout(snapshot, expected)
    }

    @Test func movingTheOnlyItemOutLeavesAnEmptySection() {
        var snapshot = makeSnapshot([("0", [0]), ("1", [1])])
        snapshot.moveItem(0, beforeItem: 1)
        expectLayout(snapshot, [("0", []), ("1", [0, 1])])
        var after = makeSnapshot([("0", [0]), ("1", [1])])
        after.moveItem(0, afterItem: 1)
        expectLayout(after, [("0", []), ("1", [1, 0])])
    }

    @Test func reloadAndReconfigureMarkWithoutChangingContents() {
        var snapshot = makeSnapshot([("0", [0, 1]), ("1", [2, 3])])
        snapshot.reloadItems([0, 2, 3])
        snapshot.reconfigureItems([1, 1])
        expectLayout(snapshot, [("0", [0, 1]), ("1", [2, 3])])
        #expect(snapshot.reloadedItemIdentifiers == [0, 2, 3])
        #expect(snapshot.reconfiguredItemIdentifiers == [1])
    }

    @Test func deletedItemsLoseTheirMarksAndMovedItemsKeepThem() {
        var snapshot = makeSnapshot([("0", [0, 1]), ("1", [2, 3])])
        snapshot.reloadItems([0, 2])
        snapshot.reconfigureItems([1, 3])
        snapshot.deleteItems([0, 3])
        snapshot.moveItem(2, beforeItem: 1)
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [1])
    }

    @Test func removingUpdateMarksKeepsContents() {
        var snapshot = makeSnapshot([("0", [0, 1])])
        snapshot.reloadItems([0])
        snapshot.reconfigureItems([1])
        snapshot.reloadSections(["0"])
        let applied = snapshot.removingUpdateMarks()
        #expect(applied == snapshot)
        #expect(applied.reloadedItemIdentifiers.isEmpty && applied.reconfiguredItemIdentifiers.isEmpty)
        #expect(applied.reloadedSectionIdentifiers.isEmpty)
    }
}
