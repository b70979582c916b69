import Testing
@testable import DiffableTUI

/// Seed 003: reconfigure re-runs the provider on the existing cell (same object, no
/// `prepareForReuse`, resized when its content grew) and does nothing without a prepared
/// cell; reload dequeues a new cell.
@MainActor
@Suite struct ReconfigureReloadTests {
    @Test func reconfigureKeepsTheCellAndSkipsPrepareForReuse() {
        let list = ModelList(items: ["a", "b", "c"])
        let before = list.cell("b")!
        let configurations = before.configurations
        list.titles["b"] = "Banana"
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        list.dataSource.apply(snapshot)
        let after = list.cell("b")!
        #expect(after === before)
        #expect(after.resets == 0)
        #expect(after.configurations == configurations + 1)
        #expect(list.lines[1] == " Banana")
    }

    /// UIKit's `invalidateLayout()` then an apply: the reconfigure still reaches the cell (the
    /// update found no prepared layout and only noted the new counts), and the layout's
    /// provider is asked again.
    @Test func reconfigureAfterInvalidatingTheLayout() {
        let list = ModelList(items: ["a", "b", "c"])
        list.titles["b"] = "Banana"
        list.harness.collectionView.collectionViewLayout.invalidateLayout()
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        list.dataSource.apply(snapshot)
        #expect(list.lines[1] == " Banana")
    }

    @Test func invalidatingTheLayoutAsksItsProviderAgain() {
        let list = ModelList(items: ["a", "b"])
        var asked = 0
        var inset = 0
        list.harness.collectionView.collectionViewLayout = CompositionalLayout { _, environment in
            asked += 1
            let section = LayoutSection.list(using: ListConfiguration(appearance: .plain), layoutEnvironment: environment)
            section.contentInsets = DirectionalEdgeInsets(top: inset, leading: 0, bottom: 0, trailing: 0)
            return section
        }
        #expect(list.lines[0] == " a")
        let before = asked
        inset = 2
        list.harness.collectionView.collectionViewLayout.invalidateLayout()
        #expect(list.lines[2] == " a", "\(list.lines)")
        #expect(asked > before)
    }

    @Test func reconfigureResizesACellWhoseContentGrew() {
        let list = ModelList(items: ["a", "b", "c"], width: 14)
        list.titles["b"] = "a title long enough to wrap"
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        list.dataSource.apply(snapshot)
        let lines = list.lines
        #expect(lines[1] == " a title long")
        #expect(lines[2] == " enough to")
        #expect(lines[3] == " wrap")
        #expect(lines[4] == " c")
        #expect(list.cell("b")!.frame.height == 3)
    }

    @Test func reconfigureWithoutAPreparedCellDoesNothing() {
        let list = ModelList(items: (0..<100).map { "item\($0)" })
        #expect(list.harness.collectionView.cellForItem(at: IndexPath(item: 80, section: 0)) == nil)
        list.providerCalls = []
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["item80"])
        list.dataSource.apply(snapshot)
        #expect(list.providerCalls.isEmpty)
        #expect(list.harness.collectionView.cellForItem(at: IndexPath(item: 80, section: 0)) == nil)
    }

    @Test func reloadDequeuesANewCell() {
        let list = ModelList(items: ["a", "b", "c"])
        let before = list.cell("b")!
        list.titles["b"] = "Blueberry"
        var snapshot = list.dataSource.snapshot()
        snapshot.reloadItems(["b"])
        list.dataSource.apply(snapshot)
        let after = list.cell("b")!
        #expect(after !== before)
        #expect(before.resets == 1)
        #expect(after.resets == 0)
        #expect(list.lines[1] == " Blueberry")
    }

    @Test func movesKeepCellsWithoutAskingTheProvider() {
        let list = ModelList(items: ["a", "b", "c", "d"])
        let cells = ["a", "b", "c", "d"].map { list.cell($0)! }
        list.providerCalls = []
        list.dataSource.apply(ModelList.snapshot(["d", "c", "b", "a"]))
        #expect(list.providerCalls.isEmpty)
        #expect(zip(["a", "b", "c", "d"], cells).allSatisfy { list.cell($0.0) === $0.1 })
        #expect(list.lines.prefix(4) == [" d", " c", " b", " a"])
        #expect(cells.allSatisfy { $0.resets == 0 })
    }

    @Test func insertsAskOnlyForTheNewItemAndDeletesRecycle() {
        let list = ModelList(items: ["a", "b", "c"])
        let b = list.cell("b")!
        list.providerCalls = []
        list.titles["new"] = "new"
        list.dataSource.apply(ModelList.snapshot(["a", "new", "c"]))
        #expect(list.providerCalls == ["new"])
        #expect(b.resets == 1)
        #expect(list.lines.prefix(3) == [" a", " new", " c"])
    }

    @Test func collectionViewReconfigureItemsAtIndexPaths() {
        let list = ModelList(items: ["a", "b"])
        let cell = list.cell("a")!
        list.titles["a"] = "Apricot"
        list.harness.collectionView.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
        #expect(list.cell("a") === cell)
        #expect(list.lines[0] == " Apricot")
    }

    @Test func collectionViewReloadItemsAtIndexPaths() {
        let list = ModelList(items: ["a", "b"])
        let cell = list.cell("a")!
        list.harness.collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
        #expect(list.cell("a") !== cell)
        #expect(cell.resets == 1)
    }

    /// Regression (found by the snapshot fuzzer, seed 1): under `.firstItemInSection` an item
    /// moving into the header row (or out of it) kept its cell, configured with the other
    /// role's text style; it is configured again.
    @Test(arguments: [true, false])
    func anItemTakingTheHeaderRowLooksLikeAHeader(animated: Bool) {
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        func make(_ items: [String]) -> AnimatedList {
            AnimatedList([("S", items)], size: Size(width: 20, height: 6), layout: .list(using: configuration))
        }
        let list = make(["Head", "Row", "Other"])
        list.dataSource.apply(AnimatedList.snapshot([("S", ["Row", "Head", "Other"])]), animatingDifferences: animated)
        list.driver.runUntilIdle()
        let matchesAFreshList = list.screen == make(["Row", "Head", "Other"]).screen
        #expect(matchesAFreshList, "\(list.screen.lines())")
    }
}
