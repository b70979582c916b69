import Foundation
import Testing
@testable import Diffable
import TestSupport

/// A diff records its item edits as positions and makes index paths only when they are read.
@Suite struct ChangesetPathsTests {
    /// Three sections of `count` items, the middle one empty, shuffled with `seed`.
    private func shuffledPair(count: Int, seed: UInt64) -> (old: Snapshot, new: Snapshot) {
        var random = SeededGenerator(seed: seed)
        let items = Array(0..<count)
        let old = makeSnapshot([("a", Array(items[..<(count / 2)])), ("empty", []), ("b", Array(items[(count / 2)...]))])
        let shuffled = items.shuffled(using: &random)
        let new = makeSnapshot([("a", Array(shuffled[..<(count / 3)])), ("empty", []), ("b", Array(shuffled[(count / 3)..<(count - 10)]))])
        return (old, new)
    }

    @Test func countingTheEditsMakesNoIndexPaths() throws {
        let (old, new) = shuffledPair(count: 10_000, seed: 1)
        let changeset = diff(from: old, to: new)
        #expect(!changeset.isEmpty)
        #expect(changeset.summary.hasPrefix("10 deletes · "))
        let positions = try #require(changeset.itemEdits.positions)
        #expect(!positions.madeIndexPaths)
        #expect(changeset.itemDeletes.count == 10)
        #expect(positions.madeIndexPaths)
    }

    @Test func pathsNameTheItemsTheyMove() {
        for seed: UInt64 in 1...20 {
            var random = SeededGenerator(seed: seed)
            let old = DiffPropertyTests.randomSnapshot(&random, sectionPool: 6, itemPool: 60)
            let new = DiffPropertyTests.randomSnapshot(&random, sectionPool: 6, itemPool: 60)
            let changeset = diff(from: old, to: new)
            let oldItems = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
            let newItems = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
            for move in changeset.itemMoves {
                #expect(oldItems[move.from.section][move.from.item] == newItems[move.to.section][move.to.item], "seed \(seed)")
            }
            for path in changeset.itemDeletes {
                #expect(new.indexOfItem(oldItems[path.section][path.item]) == nil, "seed \(seed)")
            }
            for path in changeset.itemInserts {
                #expect(old.indexOfItem(newItems[path.section][path.item]) == nil, "seed \(seed)")
            }
        }
    }

    @Test func aDiffsChangesetEqualsTheSameEditsSetByHand() {
        let (old, new) = shuffledPair(count: 300, seed: 2)
        let found = diff(from: old, to: new)
        var byHand = SnapshotChangeset()
        byHand.itemDeletes = found.itemDeletes
        byHand.itemInserts = found.itemInserts
        byHand.itemMoves = found.itemMoves
        #expect(found == byHand)
        #expect(Set([found, byHand]).count == 1)
        byHand.itemMoves.removeLast()
        #expect(found != byHand)
    }

    @Test func changingOneListKeepsTheOthers() {
        let (old, new) = shuffledPair(count: 300, seed: 3)
        let found = diff(from: old, to: new)
        var changed = found
        changed.itemMoves.removeAll()
        #expect(changed.itemMoves.isEmpty)
        #expect(changed.itemDeletes == found.itemDeletes)
        #expect(changed.itemInserts == found.itemInserts)
        #expect(changed.summary == "10 deletes")
        #expect(found.itemMoves.count > 200)
    }

    @Test func threadsReadingAtOnceSeeTheSamePaths() {
        let (old, new) = shuffledPair(count: 20_000, seed: 4)
        let changeset = diff(from: old, to: new)
        let expected = diff(from: old, to: new).itemMoves
        let agreed = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if changeset.itemMoves == expected { agreed.withLock { $0 += 1 } }
        }
        #expect(agreed.withLock { $0 } == 8)
    }
}
