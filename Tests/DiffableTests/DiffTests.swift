import Testing
@testable import Diffable

@Suite struct DiffTests {
    private func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func identicalSnapshotsGiveAnEmptyChangeset() {
        let snapshot = makeSnapshot([("a", [1, 2, 3]), ("b", [4])])
        let changeset = diff(from: snapshot, to: snapshot)
        #expect(changeset.isEmpty)
        #expect(changeset.summary == "no changes")
    }

    @Test func oneItemMovedToTheFrontIsOneMove() {
        let old = makeSnapshot([("a", [0, 1, 2, 3, 4, 5])])
        let new = makeSnapshot([("a", [5, 0, 1, 2, 3, 4])])
        let changeset = diff(from: old, to: new)
        #expect(changeset.itemMoves == [.init(from: path(5, 0), to: path(0, 0))])
        #expect(changeset.itemInserts.isEmpty && changeset.itemDeletes.isEmpty)
        #expect(changeset.summary == "1 move")
    }

    @Test func oneMoveAmongAHundredThousandIsOneMove() {
        let items = Array(0..<100_000)
        var moved = items
        moved.insert(moved.remove(at: 10), at: 90_000)
        let changeset = diff(from: makeSnapshot([(0, items)]), to: makeSnapshot([(0, moved)]))
        #expect(changeset.itemMoves.count == 1)
        #expect(changeset.itemInserts.isEmpty && changeset.itemDeletes.isEmpty)
    }

    @Test func deletesUseOldPathsAndInsertsNewPaths() {
        let old = makeSnapshot([("a", [1, 2, 3]), ("b", [4, 5])])
        let new = makeSnapshot([("a", [1, 3]), ("b", [4, 6, 5])])
        let changeset = diff(from: old, to: new)
        #expect(changeset.itemDeletes == [path(1, 0)])
        #expect(changeset.itemInserts == [path(1, 1)])
        #expect(changeset.itemMoves.isEmpty)
        #expect(changeset.summary == "1 delete · 1 insert")
    }

    @Test func crossSectionMoveIsAlwaysAMove() {
        let old = makeSnapshot([("a", [1, 2]), ("b", [3])])
        let new = makeSnapshot([("a", [1]), ("b", [3, 2])])
        let changeset = diff(from: old, to: new)
        #expect(changeset.itemMoves == [.init(from: path(1, 0), to: path(1, 1))])
    }

    @Test func itemsOfDeletedAndInsertedSectionsAreImplicit() {
        let old = makeSnapshot([("a", [1, 2]), ("b", [3])])
        let new = makeSnapshot([("b", [3]), ("c", [4, 5])])
        let changeset = diff(from: old, to: new)
        #expect(changeset.sectionDeletes == [0])
        #expect(changeset.sectionInserts == [1])
        #expect(changeset.itemDeletes.isEmpty && changeset.itemInserts.isEmpty)
        #expect(changeset.sectionMoves.isEmpty)
    }

    @Test func anItemLeavingADeletedSectionForAnInsertedOneIsAMove() {
        let old = makeSnapshot([("a", [1, 2]), ("b", [3])])
        let new = makeSnapshot([("b", [3]), ("c", [2])])
        let changeset = diff(from: old, to: new)
        #expect(changeset.itemMoves == [.init(from: path(1, 0), to: path(0, 1))])
        #expect(replay(changeset, on: old, toward: new) == layout(new))
    }

    @Test func sectionMovesAreMinimalAndCarryTheirItems() {
        let old = makeSnapshot([("a", [1]), ("b", [2]), ("c", [3]), ("d", [4])])
        let new = makeSnapshot([("d", [4]), ("a", [1]), ("b", [2]), ("c", [3])])
        let changeset = diff(from: old, to: new)
        #expect(changeset.sectionMoves == [.init(from: 3, to: 0)])
        #expect(changeset.itemMoves.isEmpty)
        #expect(replay(changeset, on: old, toward: new) == layout(new))
    }

    @Test func reversedSectionReportsAllButOneAsMoved() {
        let old = makeSnapshot([("a", Array(0..<50))])
        let new = makeSnapshot([("a", Array((0..<50).reversed()))])
        let changeset = diff(from: old, to: new)
        #expect(changeset.itemMoves.count == 49)
        #expect(replay(changeset, on: old, toward: new) == layout(new))
    }

    @Test func reloadsAndReconfiguresComeFromTheNewSnapshotsMarks() {
        let old = makeSnapshot([("a", [1, 2, 3]), ("b", [4])])
        var new = makeSnapshot([("b", [4]), ("a", [3, 1, 2, 9])])
        new.reloadItems([2, 9])
        new.reconfigureItems([4, 3, 2])
        new.reloadSections(["a"])
        let changeset = diff(from: old, to: new)
        #expect(changeset.itemReloads == [path(2, 1)], "the inserted 9 gets a fresh cell anyway")
        #expect(changeset.itemReconfigures == [path(0, 0), path(0, 1)], "2 is reloaded, which wins")
        #expect(changeset.sectionReloads == [1])
    }

    @Test func marksOnAnOtherwiseIdenticalSnapshotStillReport() {
        let old = makeSnapshot([("a", [1, 2, 3])])
        var new = old
        new.reconfigureItems([2])
        #expect(old == new, "marks do not take part in equality")
        let changeset = diff(from: old, to: new)
        #expect(changeset.itemReconfigures == [path(1, 0)])
        #expect(changeset.summary == "1 reconfigure")
    }

    @Test func marksOfTheOldSnapshotAreIgnored() {
        var old = makeSnapshot([("a", [1, 2, 3])])
        old.reloadItems([1])
        let new = makeSnapshot([("a", [1, 2, 3])])
        #expect(diff(from: old, to: new).isEmpty)
    }

    @Test func worksWithAnyHashableItems() {
        struct Apple: Hashable { var name: String }
        struct Orange: Hashable { var name: String }
        let old = makeSnapshot([("apples", [AnyHashable(Apple(name: "gala"))]), ("oranges", [AnyHashable(Orange(name: "navel"))])])
        let new = makeSnapshot([("apples", [AnyHashable(Apple(name: "gala")), AnyHashable(Apple(name: "fuji"))]), ("oranges", [])])
        let changeset = diff(from: old, to: new)
        #expect(changeset.itemInserts == [path(1, 0)])
        #expect(changeset.itemDeletes == [path(0, 1)])
    }

    @Test func fromAndToEmptySnapshots() {
        let empty = Snapshot()
        let full = makeSnapshot([("a", [1, 2]), ("b", [])])
        let grow = diff(from: empty, to: full)
        #expect(grow.sectionInserts == [0, 1] && grow.itemInserts.isEmpty)
        let shrink = diff(from: full, to: empty)
        #expect(shrink.sectionDeletes == [0, 1] && shrink.itemDeletes.isEmpty)
        #expect(grow.summary == "2 section inserts")
    }

    @Test func commonPrefixAndSuffixAreNotMoved() {
        let old = makeSnapshot([("a", [1, 2, 3, 4, 5, 6])])
        let new = makeSnapshot([("a", [1, 2, 5, 4, 3, 6])])
        let changeset = diff(from: old, to: new)
        #expect(changeset.itemMoves.count == 2)
        #expect(replay(changeset, on: old, toward: new) == layout(new))
    }

    @Test func prefixStopsWhereSectionsNoLongerCorrespond() {
        // Same global item order, but item 3 changes section: that must be a move.
        let old = makeSnapshot([("a", [1, 2, 3]), ("b", [4])])
        let new = makeSnapshot([("a", [1, 2]), ("b", [3, 4])])
        let changeset = diff(from: old, to: new)
        #expect(changeset.itemMoves == [.init(from: path(2, 0), to: path(0, 1))])
    }
}
