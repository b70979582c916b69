import Testing
@testable import DiffableTUI

/// The seam the row animator builds on: an update hands over every element with its old and
/// new frames, keeps the views involved alive until the transition finishes, and draws
/// whatever presentation the animator sets.
@MainActor
@Suite struct TransitionSeamTests {
    /// Holds transitions instead of cutting, so tests can look at them and draw frames.
    final class HoldingAnimator: CollectionViewUpdateAnimating {
        var started: [CollectionViewTransition] = []
        var cancelled = 0

        func start(_ transition: CollectionViewTransition, in collectionView: CollectionView) {
            started.append(transition)
        }

        func cancel(_ transition: CollectionViewTransition, in collectionView: CollectionView) {
            cancelled += 1
        }

        func carryover(of transition: CollectionViewTransition, in collectionView: CollectionView) -> TransitionCarryover {
            TransitionCarryover()
        }
    }

    private func heldList(_ items: [String], height: Int = 10) -> (ModelList, HoldingAnimator) {
        let list = ModelList(items: items, height: height)
        for item in items { list.titles[item] = item }
        let animator = HoldingAnimator()
        list.harness.collectionView.updateAnimator = animator
        return (list, animator)
    }

    private func element(_ transition: CollectionViewTransition, new item: Int) -> CollectionViewTransition.Element? {
        transition.elements.first { $0.category == .cell && $0.newIndexPath == IndexPath(item: item, section: 0) }
    }

    @Test func insertReportsTheNewRowAndTheRowsItPushes() {
        let (list, animator) = heldList(["a", "b", "c"])
        list.titles["new"] = "new"
        list.dataSource.apply(ModelList.snapshot(["a", "new", "b", "c"]))
        let transition = animator.started[0]
        #expect(element(transition, new: 0)?.change == .unchanged)
        let inserted = element(transition, new: 1)!
        #expect(inserted.change == .inserted && inserted.fromFrame == nil && inserted.toFrame?.minY == 1)
        let pushed = element(transition, new: 2)!
        #expect(pushed.change == .moved && pushed.oldIndexPath == IndexPath(item: 1, section: 0))
        #expect(pushed.fromFrame?.minY == 1 && pushed.toFrame?.minY == 2)
        #expect(transition.summary == "1 insert")
    }

    @Test func deletedViewsStayAliveUntilTheTransitionFinishes() {
        let (list, animator) = heldList(["a", "b", "c"])
        let b = list.cell("b")!
        var completions = 0
        list.dataSource.apply(ModelList.snapshot(["a", "c"])) { completions += 1 }
        let deleted = animator.started[0].elements.first { $0.change == .deleted && $0.category == .cell }!
        #expect(deleted.view === b && deleted.fromFrame?.minY == 1 && deleted.toFrame == nil)
        #expect(b.resets == 0)
        #expect(completions == 0)
        list.harness.collectionView.finishTransition()
        #expect(b.resets == 1)
        #expect(completions == 1)
        list.harness.collectionView.finishTransition()
        #expect(completions == 1)
    }

    @Test func aRowMovingOffScreenKeepsItsCellUntilTheEnd() {
        let items = (0..<100).map { "i\($0)" }
        let (list, animator) = heldList(items)
        let first = list.cell("i0")!
        list.dataSource.apply(ModelList.snapshot(Array(items.dropFirst()) + ["i0"]))
        let moved = animator.started[0].elements.first { $0.oldIndexPath == IndexPath(item: 0, section: 0) && $0.category == .cell }!
        #expect(moved.change == .moved)
        #expect(moved.fromFrame?.minY == 0 && moved.toFrame?.minY == 99)
        #expect(moved.view === first)
        list.harness.frame()
        #expect(list.harness.collectionView.cellForItem(at: IndexPath(item: 99, section: 0)) === first)
        list.harness.collectionView.finishTransition()
        list.harness.frame()
        #expect(list.harness.collectionView.cellForItem(at: IndexPath(item: 99, section: 0)) == nil)
        #expect(first.resets == 1)
    }

    @Test func presentationsAtTheOldFramesDrawTheOldScreen() {
        let (list, animator) = heldList(["a", "b", "c", "d"])
        let before = list.harness.frame()
        list.titles["x"] = "x"
        list.dataSource.apply(ModelList.snapshot(["d", "x", "a", "c"]))
        let after = animator.started[0]
        for index in after.elements.indices {
            let element = after.elements[index]
            after.elements[index].presentation = element.fromFrame.map {
                CollectionViewTransition.Presentation(frame: $0, zIndex: element.attributes.zIndex)
            } ?? CollectionViewTransition.Presentation(frame: .zero, zIndex: 0, isHidden: true)
        }
        #expect(list.harness.frame() == before)
        for index in after.elements.indices {
            let element = after.elements[index]
            after.elements[index].presentation = element.toFrame.map {
                CollectionViewTransition.Presentation(frame: $0, zIndex: element.attributes.zIndex)
            } ?? CollectionViewTransition.Presentation(frame: .zero, zIndex: 0, isHidden: true)
        }
        let end = list.harness.frame()
        list.harness.collectionView.finishTransition()
        #expect(list.harness.frame() == end)
        #expect(end.lines().prefix(4) == [" d", " x", " a", " c"])
    }

    @Test func aReloadCarriesTheOutgoingView() {
        let (list, animator) = heldList(["a", "b"])
        let old = list.cell("a")!
        var snapshot = list.dataSource.snapshot()
        snapshot.reloadItems(["a"])
        list.dataSource.apply(snapshot)
        let reloaded = element(animator.started[0], new: 0)!
        #expect(reloaded.change == .reloaded)
        #expect(reloaded.outgoingView === old)
        #expect(reloaded.view !== old && reloaded.view != nil)
        list.harness.collectionView.finishTransition()
        #expect(old.resets == 1)
    }

    @Test func anInterruptingUpdateStartsFromThePresentedFrames() {
        let (list, animator) = heldList(["a", "b", "c"])
        var completions: [String] = []
        list.dataSource.apply(ModelList.snapshot(["c", "a", "b"])) { completions.append("first") }
        let first = animator.started[0]
        let index = first.elements.firstIndex { $0.newIndexPath == IndexPath(item: 0, section: 0) && $0.category == .cell }!
        first.elements[index].presentation = CollectionViewTransition.Presentation(frame: Rect(x: 0, y: 1, width: 30, height: 1), zIndex: 5)
        list.harness.frame()
        list.dataSource.apply(ModelList.snapshot(["c", "b", "a"])) { completions.append("second") }
        #expect(animator.cancelled == 1)
        #expect(completions == ["first"])
        let c = element(animator.started[1], new: 0)!
        #expect(c.fromFrame?.minY == 1)
        #expect(c.toFrame?.minY == 0)
        list.harness.collectionView.finishTransition()
        #expect(completions == ["first", "second"])
    }

    @Test func anApplyFromAnInterruptedCompletionRunsAfterTheInterruptingUpdate() {
        let (list, animator) = heldList(["a", "b", "c"])
        var events: [String] = []
        // `unowned`: the holding animator keeps every transition, and with it this completion.
        list.dataSource.apply(ModelList.snapshot(["c", "b", "a"])) { [unowned list] in
            events.append("first done")
            list.dataSource.apply(ModelList.snapshot(["b", "c", "a"])) { events.append("third done") }
        }
        list.dataSource.apply(ModelList.snapshot(["a", "c", "b"])) { events.append("second done") }
        #expect(events == ["first done", "second done"])
        #expect(animator.started.count == 3)
        list.harness.collectionView.finishTransition()
        #expect(events == ["first done", "second done", "third done"])
        #expect(list.dataSource.snapshot().itemIdentifiers == ["b", "c", "a"])
        #expect(list.lines.prefix(3) == [" b", " c", " a"])
        #expect(["a", "b", "c"].allSatisfy { list.cell($0)?.resets == 0 })
    }

    @Test func reloadDataCancelsTheTransition() {
        let (list, animator) = heldList(["a", "b"])
        var completions = 0
        list.dataSource.apply(ModelList.snapshot(["b", "a"])) { completions += 1 }
        list.dataSource.applySnapshotUsingReloadData(ModelList.snapshot(["a"]))
        #expect(animator.cancelled == 1)
        #expect(completions == 1)
        #expect(list.harness.collectionView.transition == nil)
    }

    @Test func badgesAndHeadersFollowTheirItemsAndSections() {
        let harness = Harness(width: 40, height: 20, layout: badgeGridLayout())
        let animator = HoldingAnimator()
        harness.collectionView.updateAnimator = animator
        let badge = CollectionView.SupplementaryRegistration<BadgeView>(elementKind: "badge") { view, _, indexPath in view.count = indexPath.item }
        let card = CollectionView.CellRegistration<FruitCell, String> { cell, _, text in cell.configure(label: text, color: .indexed(28)) }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: harness.collectionView) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: card, for: ip, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: badge, for: ip) }
        dataSource.apply(ModelList.snapshot(["a", "b", "c"]), animatingDifferences: false)
        harness.collectionView.finishTransition()
        harness.frame()
        dataSource.apply(ModelList.snapshot(["c", "a", "b"]))
        let badges = animator.started.last!.elements.filter { $0.kind == "badge" }
        let aBadge = badges.first { $0.oldIndexPath == IndexPath(item: 0, section: 0) }!
        #expect(aBadge.newIndexPath == IndexPath(item: 1, section: 0))
        #expect(aBadge.change == .moved)
        #expect(aBadge.fromFrame != aBadge.toFrame)
    }
}
