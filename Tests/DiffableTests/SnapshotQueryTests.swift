import Testing
@testable import Diffable

/// Reference §1.1: metrics and identification (ra1028's query tables, UIKit semantics).
@Suite struct SnapshotQueryTests {
    @Test func emptySnapshotHasNothing() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty && snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfSection("a") == nil && snapshot.indexOfItem(1) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    }

    @Test func counts() {
        #expect(makeSnapshot([("0", [0, 1]), ("1", [2, 3])]).numberOfItems == 4)
        #expect(makeSnapshot([("0", [Int]()), ("1", []), ("2", [])]).numberOfSections == 3)
        let snapshot = makeSnapshot([("0", [0, 1]), ("1", [2, 3, 4])])
        #expect(snapshot.numberOfItems(inSection: "0") == 2)
        #expect(snapshot.numberOfItems(inSection: "1") == 3)
    }

    @Test func identifiersInOrder() {
        let snapshot = makeSnapshot([("b", [5, 1]), ("a", [3]), ("c", [])])
        #expect(snapshot.sectionIdentifiers == ["b", "a", "c"])
        #expect(snapshot.itemIdentifiers == [5, 1, 3], "section order, then item order")
        #expect(snapshot.itemIdentifiers(inSection: "b") == [5, 1])
        #expect(snapshot.itemIdentifiers(inSection: "c") == [])
    }

    @Test func sectionContainingItem() {
        let snapshot = makeSnapshot([("0", [0, 1]), ("1", [2, 3])])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "1")
        #expect(snapshot.sectionIdentifier(containingItem: 0) == "0")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(makeSnapshot([("0", [Int]()), ("1", [])]).sectionIdentifier(containingItem: 0) == nil)
    }

    @Test func indexOfItemIsGlobalAcrossSections() {
        let snapshot = makeSnapshot([("0", [0, 1]), ("1", [2, 3])])
        #expect(snapshot.indexOfItem(2) == 2)
        #expect(snapshot.indexOfItem(3) == 3)
        #expect(snapshot.indexOfItem(100) == nil)
        #expect(makeSnapshot([("0", [Int]()), ("1", [2, 3])]).indexOfItem(2) == 0)
    }

    @Test func indexOfSection() {
        let snapshot = makeSnapshot([("0", [Int]()), ("1", []), ("2", [])])
        #expect(snapshot.indexOfSection("1") == 1)
        #expect(snapshot.indexOfSection("3") == nil)
    }

    @Test func sectionAndItemIdentifiersDoNotOverlap() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([1])
        snapshot.appendItems([1])
        #expect(snapshot.indexOfSection(1) == 0 && snapshot.indexOfItem(1) == 0)
    }

    @Test func equalityComparesSectionsAndItemsInOrderOnly() {
        var a = makeSnapshot([("a", [1, 2]), ("b", [3])])
        let b = makeSnapshot([("a", [1, 2]), ("b", [3])])
        a.reloadItems([1])
        a.reconfigureItems([2])
        a.reloadSections(["b"])
        #expect(a == b)
        #expect(makeSnapshot([("a", [1, 2]), ("b", [3])]) != makeSnapshot([("a", [1]), ("b", [2, 3])]))
        #expect(makeSnapshot([("a", [1, 2])]) != makeSnapshot([("a", [2, 1])]))
        #expect(makeSnapshot([("a", [1])]) != makeSnapshot([("b", [1])]))
    }

    @Test func valueSemantics() {
        var original = makeSnapshot([("a", [1, 2])])
        let copy = original
        original.appendItems([3])
        #expect(copy.itemIdentifiers == [1, 2])
        #expect(original.itemIdentifiers == [1, 2, 3])
    }

    /// Seed 000: `AnyHashable` items of several types in one snapshot.
    @Test func anyHashableItemsOfMixedTypes() {
        struct Apple: Hashable { var name: String; var coreThickness: Int }
        struct Orange: Hashable { var name: String; var peelThickness: Int }
        enum Section: String, CaseIterable { case apples, oranges, empty }
        var snapshot = DiffableDataSourceSnapshot<Section, AnyHashable>()
        snapshot.appendSections([.apples, .oranges])
        snapshot.appendItems([Apple(name: "gala", coreThickness: 3)], toSection: .apples)
        snapshot.appendItems([Orange(name: "navel", peelThickness: 4)], toSection: .oranges)
        #expect(snapshot.numberOfItems == 2)
        #expect(snapshot.sectionIdentifier(containingItem: AnyHashable(Orange(name: "navel", peelThickness: 4))) == .oranges)
        #expect(snapshot.itemIdentifiers(inSection: .apples).first?.base is Apple)
    }

    @Test func isSendableWithSendableIdentifiers() {
        let snapshot = makeSnapshot([("a", [1])])
        let sendable: any Sendable = snapshot
        #expect(sendable is Snapshot)
    }

    @Test func indexPathHelpersForTheDataSource() {
        let snapshot = makeSnapshot([("a", [1, 2]), ("b", []), ("c", [3])])
        #expect(snapshot.indexPath(for: 3) == IndexPath(item: 0, section: 2))
        #expect(snapshot.indexPath(for: 9) == nil)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 1, section: 0)) == 2)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 100, section: 100)) == nil)
        #expect(snapshot.sectionIdentifier(at: 2) == "c" && snapshot.sectionIdentifier(at: 3) == nil)
    }
}
