import Testing
@testable import Diffable
import TestSupport

/// The replay property and move minimality on seeded random snapshot pairs.
@Suite struct DiffPropertyTests {
    /// A random snapshot over small identifier pools, so pairs share many identifiers.
    static func randomSnapshot(_ random: inout SeededGenerator, sectionPool: Int, itemPool: Int) -> Snapshot {
        var snapshot = Snapshot()
        let sections = (0..<sectionPool).shuffled(using: &random).prefix(Int.random(in: 0...sectionPool, using: &random))
        snapshot.appendSections(sections.map { "s\($0)" })
        guard !sections.isEmpty else { return snapshot }
        for item in (0..<itemPool).shuffled(using: &random) where Bool.random(using: &random) {
            let section = "s\(sections.randomElement(using: &random)!)"
            snapshot.appendItems([item], toSection: section)
        }
        return snapshot
    }

    /// A variant of `old` made by edits through the public API, like an app would.
    static func edited(_ old: Snapshot, _ random: inout SeededGenerator, itemPool: Int) -> Snapshot {
        var new = old
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            let items = new.itemIdentifiers
            let sections = new.sectionIdentifiers
            switch Int.random(in: 0..<8, using: &random) {
            case 0 where items.count >= 2:
                let (a, b) = (items.randomElement(using: &random)!, items.randomElement(using: &random)!)
                if a != b { Bool.random(using: &random) ? new.moveItem(a, beforeItem: b) : new.moveItem(a, afterItem: b) }
            case 1 where sections.count >= 2:
                let (a, b) = (sections.randomElement(using: &random)!, sections.randomElement(using: &random)!)
                if a != b { Bool.random(using: &random) ? new.moveSection(a, beforeSection: b) : new.moveSection(a, afterSection: b) }
            case 2:
                new.deleteItems(Array(items.shuffled(using: &random).prefix(3)))
            case 3 where !sections.isEmpty:
                let fresh = (itemPool..<itemPool + 40).filter { new.indexOfItem($0) == nil }.shuffled(using: &random).prefix(3)
                new.appendItems(Array(fresh), toSection: sections.randomElement(using: &random)!)
            case 4 where Int.random(in: 0..<3, using: &random) == 0:
                new.deleteSections([sections.randomElement(using: &random) ?? "none"])
            case 5:
                let fresh = "t\(Int.random(in: 0..<4, using: &random))"
                if new.indexOfSection(fresh) == nil {
                    if let anchor = sections.randomElement(using: &random) {
                        new.insertSections([fresh], beforeSection: anchor)
                    } else {
                        new.appendSections([fresh])
                    }
                }
            case 6 where !items.isEmpty:
                new.reloadItems([items.randomElement(using: &random)!])
                new.reconfigureItems([items.randomElement(using: &random)!])
            case 7 where !sections.isEmpty:
                new.reloadSections([sections.randomElement(using: &random)!])
            default:
                break
            }
        }
        return new
    }

    /// Every check a changeset must pass for one pair.
    static func check(_ old: Snapshot, _ new: Snapshot, seed: UInt64) {
        let changeset = diff(from: old, to: new)
        #expect(replay(changeset, on: old, toward: new) == layout(new), "seed \(seed)")
        #expect(changeset.itemMoves.count == minimalItemMoves(from: old, to: new), "seed \(seed)")
        #expect(changeset.sectionMoves.count == minimalSectionMoves(from: old, to: new), "seed \(seed)")

        let oldGroups = layout(old), newGroups = layout(new)
        for path in changeset.itemDeletes {
            #expect(new.indexOfItem(item(at: path, in: oldGroups)!) == nil, "seed \(seed)")
        }
        for path in changeset.itemInserts {
            #expect(old.indexOfItem(item(at: path, in: newGroups)!) == nil, "seed \(seed)")
        }
        var moved = Set<Int>()
        for move in changeset.itemMoves {
            let value = item(at: move.from, in: oldGroups)
            #expect(value != nil && value == item(at: move.to, in: newGroups), "seed \(seed)")
            if let value { moved.insert(value) }
        }
        for item in new.itemIdentifiers {
            if let oldSection = old.sectionIdentifier(containingItem: item),
               oldSection != new.sectionIdentifier(containingItem: item) {
                #expect(moved.contains(item), "cross-section move of \(item) missing, seed \(seed)")
            }
        }
        #expect(changeset.sectionDeletes == changeset.sectionDeletes.sorted())
        #expect(changeset.sectionInserts == changeset.sectionInserts.sorted())
        #expect(changeset.itemDeletes == changeset.itemDeletes.sorted())
        #expect(changeset.itemInserts == changeset.itemInserts.sorted())

        let reloaded = new.reloadedItemIdentifiers.filter { old.indexOfItem($0) != nil }
        #expect(changeset.itemReloads == reloaded.compactMap(new.indexPath(for:)).sorted(), "seed \(seed)")
        let reconfigured = new.reconfiguredItemIdentifiers.filter { old.indexOfItem($0) != nil && !reloaded.contains($0) }
        #expect(changeset.itemReconfigures == reconfigured.compactMap(new.indexPath(for:)).sorted(), "seed \(seed)")
        let reloadedSections = new.reloadedSectionIdentifiers.filter { old.indexOfSection($0) != nil }
        #expect(changeset.sectionReloads == reloadedSections.compactMap(new.indexOfSection).sorted(), "seed \(seed)")
        #expect(changeset.isEmpty == (old == new && reloaded.isEmpty && reconfigured.isEmpty && reloadedSections.isEmpty))
    }

    @Test func editedPairsReplayAndMovesAreMinimal() {
        for seed in UInt64(0)..<3_000 {
            var random = SeededGenerator(seed: seed)
            let old = Self.randomSnapshot(&random, sectionPool: 5, itemPool: 30)
            let new = Self.edited(old, &random, itemPool: 30)
            Self.check(old, new, seed: seed)
        }
    }

    @Test func unrelatedPairsReplayAndMovesAreMinimal() {
        for seed in UInt64(10_000)..<13_000 {
            var random = SeededGenerator(seed: seed)
            let old = Self.randomSnapshot(&random, sectionPool: 5, itemPool: 24)
            let new = Self.randomSnapshot(&random, sectionPool: 5, itemPool: 24)
            Self.check(old, new, seed: seed)
        }
    }

    /// `inverse()` replays the new snapshot back into the old with the diff's own deletes,
    /// inserts, marks and as few moves, on the seeded pairs of both kinds.
    @Test func inverseGoesBackAsTheDiffWould() {
        for seed in UInt64(20_000)..<22_000 {
            var random = SeededGenerator(seed: seed)
            let old = Self.randomSnapshot(&random, sectionPool: 5, itemPool: 30)
            let new = seed % 2 == 0
                ? Self.edited(old, &random, itemPool: 30)
                : Self.randomSnapshot(&random, sectionPool: 5, itemPool: 30)
            let back = DiffedSnapshot(new, diffedFrom: old).inverse()
            let expected = diff(from: new, to: old)
            #expect(back.snapshot == old && back.base == new, "seed \(seed)")
            #expect(replay(back.changeset, on: new, toward: old) == layout(old), "seed \(seed)")
            #expect(back.changeset.itemDeletes == expected.itemDeletes, "seed \(seed)")
            #expect(back.changeset.itemInserts == expected.itemInserts, "seed \(seed)")
            #expect(back.changeset.sectionDeletes == expected.sectionDeletes, "seed \(seed)")
            #expect(back.changeset.sectionInserts == expected.sectionInserts, "seed \(seed)")
            #expect(back.changeset.itemMoves.count == minimalItemMoves(from: new, to: old), "seed \(seed)")
            #expect(back.changeset.sectionMoves.count == minimalSectionMoves(from: new, to: old), "seed \(seed)")
            #expect(back.changeset.itemMoves.map(\.to) == back.changeset.itemMoves.map(\.to).sorted(), "seed \(seed)")
            #expect(back.changeset.itemReloads == expected.itemReloads, "seed \(seed)")
            #expect(back.changeset.itemReconfigures == expected.itemReconfigures, "seed \(seed)")
            #expect(back.changeset.sectionReloads == expected.sectionReloads, "seed \(seed)")
            #expect(back.changeset.isEmpty == expected.isEmpty, "seed \(seed)")
        }
    }

    /// Turned around twice, a changeset is the diff's again, whether it holds positions or
    /// index paths set by hand.
    @Test func inverseTwiceIsTheDiff() {
        var random = SeededGenerator(seed: 5)
        let old = Self.randomSnapshot(&random, sectionPool: 5, itemPool: 30)
        let new = Self.edited(old, &random, itemPool: 30)
        let forward = DiffedSnapshot(new, diffedFrom: old)
        #expect(forward.inverse().inverse().changeset == forward.changeset)
        var edited = forward.changeset
        edited.itemInserts = edited.itemInserts  // index paths from here on
        #expect(edited.itemEdits.positions == nil)
        #expect(edited.itemEdits.inverse().inverse() == forward.changeset.itemEdits)
    }

    @Test func largeShuffledSectionReplays() {
        var random = SeededGenerator(seed: 99)
        var items = Array(0..<2_000)
        let old = makeSnapshot([("a", items)])
        for _ in 0..<50 {
            let from = Int.random(in: 0..<items.count, using: &random)
            items.insert(items.remove(at: from), at: Int.random(in: 0..<items.count, using: &random))
        }
        let new = makeSnapshot([("a", items)])
        Self.check(old, new, seed: 99)
        #expect(diff(from: old, to: new).itemMoves.count <= 50)
    }
}
