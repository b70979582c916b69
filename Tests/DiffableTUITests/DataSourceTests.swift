import Testing
@testable import DiffableTUI

/// The diffable data source: queries, heterogeneous items (seed 000), apply and reload
/// semantics, completions.
@MainActor
@Suite struct DataSourceTests {
    struct Apple: Hashable { var name: String; var coreThickness: Int }
    struct Orange: Hashable { var name: String; var peelThickness: Int }
    struct EmptyData: Hashable { let emptyMessage = "We're sorry! The fruit stand is closed due to inclement weather!" }
    enum Section: String, Hashable { case apples = "Apples", oranges = "Oranges", empty = "Bad Weather Today!" }

    /// Seed 000's fruit stand: `AnyHashable` items, one registration per type made up front.
    private func fruitStand() -> (Harness, CollectionViewDiffableDataSource<Section, AnyHashable>) {
        let harness = Harness(width: 50, height: 8, layout: listLayout(.plain, header: .none))
        let appleCell = CollectionView.CellRegistration<CollectionViewListCell, Apple> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item.name), core thickness: \(item.coreThickness)mm"
            cell.contentConfiguration = content
        }
        let orangeCell = CollectionView.CellRegistration<CollectionViewCell, Orange> { cell, _, item in
            var content = ListContentConfiguration.cell()
            content.text = "\(item.name), peel thickness: \(item.peelThickness)mm"
            cell.contentConfiguration = content
        }
        let emptyCell = CollectionView.CellRegistration<CollectionViewCell, EmptyData> { cell, _, item in
            var content = ListContentConfiguration.cell()
            content.text = item.emptyMessage
            content.textProperties.numberOfLines = 1
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Section, AnyHashable>(collectionView: harness.collectionView) { collectionView, indexPath, item in
            if let apple = item as? Apple { return collectionView.dequeueConfiguredReusableCell(using: appleCell, for: indexPath, item: apple) }
            if let orange = item as? Orange { return collectionView.dequeueConfiguredReusableCell(using: orangeCell, for: indexPath, item: orange) }
            if let empty = item as? EmptyData { return collectionView.dequeueConfiguredReusableCell(using: emptyCell, for: indexPath, item: empty) }
            return nil
        }
        return (harness, dataSource)
    }

    @Test func heterogeneousItemsThroughAnyHashable() {
        let (harness, dataSource) = fruitStand()
        var snapshot = DiffableDataSourceSnapshot<Section, AnyHashable>()
        snapshot.appendSections([.apples, .oranges])
        snapshot.appendItems([Apple(name: "Gala", coreThickness: 4)], toSection: .apples)
        snapshot.appendItems([Orange(name: "Navel", peelThickness: 3)], toSection: .oranges)
        dataSource.apply(snapshot, animatingDifferences: false)
        let lines = harness.frame().lines()
        #expect(lines[0] == "  Gala, core thickness: 4mm")
        #expect(lines[1] == "  Navel, peel thickness: 3mm")
        #expect(harness.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) is CollectionViewListCell)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == AnyHashable(Orange(name: "Navel", peelThickness: 3)))

        var weather = DiffableDataSourceSnapshot<Section, AnyHashable>()
        weather.appendSections([.empty])
        weather.appendItems([EmptyData()], toSection: .empty)
        dataSource.apply(weather)
        let closed = harness.frame().lines()[0]
        #expect(closed.hasPrefix("  We're sorry! The fruit stand is closed"))
        #expect(closed.hasSuffix("…"))
    }

    @Test func queriesMapIdentifiersAndIndexPaths() {
        let list = ModelList(items: ["a", "b", "c"])
        var snapshot = list.dataSource.snapshot()
        snapshot.appendSections([1])
        snapshot.appendItems(["x"], toSection: 1)
        list.dataSource.apply(snapshot)
        let dataSource = list.dataSource!
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "c")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 9)) == nil)
        #expect(dataSource.indexPath(for: "x") == IndexPath(item: 0, section: 1))
        #expect(dataSource.indexPath(for: "zzz") == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == 1)
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.index(for: 1) == 1)
        #expect(dataSource.index(for: 7) == nil)
        #expect(list.harness.collectionView.numberOfSections == 2)
        #expect(list.harness.collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func snapshotIsAValueCopyWithoutMarks() {
        let list = ModelList(items: ["a", "b"])
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["a"])
        list.dataSource.apply(snapshot)
        #expect(list.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        var copy = list.dataSource.snapshot()
        copy.deleteItems(["a"])
        #expect(list.dataSource.snapshot().itemIdentifiers == ["a", "b"])
    }

    @Test func completionRunsOnceAfterTheUpdate() {
        let list = ModelList(items: ["a"])
        var calls = 0
        list.dataSource.apply(ModelList.snapshot(["a", "b"])) { calls += 1 }
        #expect(calls == 1)
        list.dataSource.apply(ModelList.snapshot(["a", "b"])) { calls += 1 }
        #expect(calls == 2)
        list.dataSource.applySnapshotUsingReloadData(ModelList.snapshot(["c"])) { calls += 1 }
        #expect(calls == 3)
    }

    @Test func asyncApplyReturnsAfterTheUpdate() async {
        let list = ModelList(items: ["a"])
        list.titles["b"] = "b"
        list.titles["c"] = "c"
        await list.dataSource.apply(ModelList.snapshot(["b", "a"]), animatingDifferences: true)
        #expect(list.lines.prefix(2) == [" b", " a"])
        await list.dataSource.applySnapshotUsingReloadData(ModelList.snapshot(["c"]))
        #expect(list.lines[0] == " c")
    }

    @Test func reloadDataDropsPreparedCellsAndKeepsSelectionByIdentity() {
        let list = ModelList(items: ["a", "b", "c"])
        let collectionView = list.harness.collectionView
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.focusedIndexPath = IndexPath(item: 2, section: 0)
        let cells = ["a", "b", "c"].map { list.cell($0)! }
        list.providerCalls = []
        list.dataSource.applySnapshotUsingReloadData(ModelList.snapshot(["c", "b", "a"]))
        list.harness.frame()
        #expect(cells.allSatisfy { $0.resets == 1 })
        #expect(Set(list.providerCalls) == ["a", "b", "c"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
    }

    @Test func applyDiffsEvenWithoutAnimation() {
        let list = ModelList(items: ["a", "b", "c"])
        let c = list.cell("c")!
        list.dataSource.apply(ModelList.snapshot(["c", "a"]), animatingDifferences: false)
        #expect(list.cell("c") === c)
        #expect(c.resets == 0)
    }

    @Test func selectionAndFocusFollowTheirItems() {
        let list = ModelList(items: ["a", "b", "c", "d"])
        let collectionView = list.harness.collectionView
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        collectionView.focusedIndexPath = IndexPath(item: 3, section: 0)
        list.dataSource.apply(ModelList.snapshot(["d", "c", "a", "b"]))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(list.cell("c")!.isSelected)
        #expect(list.cell("d")!.isFocused)
    }

    @Test func deletingTheFocusedItemPassesFocusToItsNeighbour() {
        let list = ModelList(items: ["a", "b", "c"])
        let collectionView = list.harness.collectionView
        collectionView.focusedIndexPath = IndexPath(item: 2, section: 0)
        list.dataSource.apply(ModelList.snapshot(["a", "b"]))
        #expect(collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
        list.dataSource.apply(ModelList.snapshot([]))
        #expect(collectionView.focusedIndexPath == nil)
    }

    /// Regression (found by the key fuzzer, seed 3): the item that takes a deleted item's
    /// focus showed no focus ring, because its cell had followed its item without being told.
    @Test(arguments: [["a", "c"], ["a", "b"]])
    func theItemTakingADeletedItemsFocusShowsIt(after items: [String]) {
        let list = ModelList(items: ["a", "b", "c"])
        let collectionView = list.harness.collectionView
        collectionView.focusedIndexPath = IndexPath(item: items == ["a", "c"] ? 1 : 2, section: 0)
        list.dataSource.apply(ModelList.snapshot(items))
        let focused = items.last!
        #expect(collectionView.focusedIndexPath == list.dataSource.indexPath(for: focused))
        #expect(list.cell(focused)!.isFocused)
        #expect(items.dropLast().allSatisfy { !list.cell($0)!.isFocused })
    }

    /// Regression (found by the text fuzzer: the app started in a terminal too small to draw
    /// it, then added and deleted a fruit): a collection view that was never laid out carries
    /// its focus and selection through an update as one on screen does, instead of keeping
    /// index paths that name other items or none.
    @Test func focusAndSelectionFollowTheirItemsBeforeTheFirstLayout() {
        let harness = Harness(width: 30, height: 10, layout: listLayout(.plain, header: .none))
        let collectionView = harness.collectionView
        let row = CollectionView.CellRegistration<CollectionViewListCell, String> { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        dataSource.apply(ModelList.snapshot(["a", "b", "c", "d"]), animatingDifferences: false)
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        collectionView.focusedIndexPath = IndexPath(item: 3, section: 0)
        dataSource.apply(ModelList.snapshot(["d", "c", "a"]))
        #expect(collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        dataSource.apply(ModelList.snapshot(["c", "a"]))
        #expect(collectionView.focusedIndexPath == IndexPath(item: 0, section: 0), "d's focus passes to c, now in its place")
        dataSource.apply(ModelList.snapshot([]))
        #expect(collectionView.focusedIndexPath == nil && collectionView.indexPathsForSelectedItems == [])
    }

    @Test func collectionViewHoldsItsDataSourceWeakly() {
        let harness = Harness(width: 10, height: 3, layout: listLayout(.plain))
        weak var weakSource: CollectionViewDiffableDataSource<Int, Int>?
        do {
            let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: harness.collectionView) { _, _, _ in nil }
            weakSource = source
            #expect(harness.collectionView.dataSource === source)
        }
        #expect(weakSource == nil)
        #expect(harness.collectionView.numberOfSections == 0)
    }
}
