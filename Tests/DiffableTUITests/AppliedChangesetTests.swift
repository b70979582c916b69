import Foundation
import Testing
@testable import Diffable
@testable import DiffableTUI
import TestSupport

/// What an apply changed is the data source's own changeset: `apply` returns it (and the async
/// form, once on screen), and it is the one the collection view animates (issues 14.7, 24).
@MainActor
@Suite struct AppliedChangesetTests {
    private func listOfStrings() -> (Harness, CollectionViewDiffableDataSource<Int, String>) {
        let harness = Harness(width: 30, height: 8, layout: listLayout(.plain, header: .none))
        let dataSource = harness.textDataSource()
        return (harness, dataSource)
    }

    private func snapshot(_ items: [String]) -> DiffableDataSourceSnapshot<Int, String> {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test func applyReportsTheChangesetItAnimates() {
        let (harness, dataSource) = listOfStrings()
        let first = dataSource.apply(snapshot(["a", "b", "c", "d"]), animatingDifferences: false)
        #expect(first.summary == "1 section insert")
        _ = harness.frame()

        var next = snapshot(["d", "a", "c", "e"])
        next.reconfigureItems(["c"])
        var completed = false
        let changeset = dataSource.apply(next) { completed = true }
        #expect(changeset == diff(from: snapshot(["a", "b", "c", "d"]), to: next))
        #expect(changeset.description == "delete [0, 1] · insert [0, 3] · move [0, 3]→[0, 0] · reconfigure [0, 2]")
        #expect(changeset.summary == "1 delete · 1 insert · 1 move · 1 reconfigure")
        _ = harness.frame()
        (harness.window.clock as? ManualAnimationClock)?.advance(by: 1)
        let rows = harness.frame().lines().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.filter { !$0.isEmpty && !$0.hasPrefix("─") } == ["d", "a", "c", "e"])
        #expect(completed)
    }

    /// The async form returns the changeset once the update is on screen, also when nothing
    /// animates (the completion then runs inside `apply`, before it returns).
    @Test func asyncApplyReturnsTheChangeset() async {
        let (_, dataSource) = listOfStrings()
        let first = await dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        #expect(first.summary == "1 section insert")
        let second = await dataSource.apply(snapshot(["b", "a"]), animatingDifferences: false)
        #expect(second.summary == "1 move")
    }

    /// The collection view animates from the snapshots and shows the counts: the changeset's
    /// index paths are made only if someone reads them.
    @Test func applyingAShuffleMakesNoIndexPaths() {
        let (harness, dataSource) = listOfStrings()
        let items = (0..<2_000).map { "item \($0)" }
        dataSource.apply(snapshot(items), animatingDifferences: false)
        _ = harness.frame()
        var random = SeededGenerator(seed: 7)
        let changeset = dataSource.apply(snapshot(items.shuffled(using: &random)))
        for _ in 0..<4 {
            _ = harness.frame()
            (harness.window.clock as? ManualAnimationClock)?.advance(by: 0.2)
        }
        #expect(changeset.summary.hasSuffix(" moves"))
        #expect(changeset.itemEdits.positions?.madeIndexPaths == false)
        #expect(changeset.itemMoves.count > 1_900)
        #expect(changeset.itemEdits.positions?.madeIndexPaths == true)
    }

    @Test func anUnchangedApplyReportsNoChanges() {
        let (_, dataSource) = listOfStrings()
        dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        let changeset = dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        #expect(changeset.isEmpty)
        #expect(changeset.description == "no changes")
    }

    @Test func sectionEditsAreDescribedByIndex() {
        var old = DiffableDataSourceSnapshot<String, Int>()
        old.appendSections(["x", "y", "z"])
        var new = DiffableDataSourceSnapshot<String, Int>()
        new.appendSections(["z", "x", "w"])
        new.reloadSections(["x"])
        #expect(diff(from: old, to: new).description == "section delete 1 · section insert 2 · section move 2→0 · section reload 1")
    }
}
