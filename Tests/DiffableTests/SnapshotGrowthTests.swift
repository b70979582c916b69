import Testing
@testable import Diffable
import TestSupport

/// Building a snapshot is linear: proven by counting the item slots mutations write or
/// shift (`storageWork`), never by timing.
@Suite struct SnapshotGrowthTests {
    @Test func appendingOneItemAtATimeToTheLastSectionIsLinear() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([-1], toSection: "a")
        let before = snapshot.storageWork
        for item in 0..<10_000 {
            snapshot.appendItems([item])
        }
        #expect(snapshot.storageWork - before == 10_000, "one slot per appended item, nothing shifted")
        #expect(snapshot.numberOfItems(inSection: "b") == 10_000)
        expectConsistent(snapshot)
    }

    @Test func seedPatternIsLinear() {
        var snapshot = Snapshot()
        snapshot.appendSections(["apples", "oranges", "empty"])
        snapshot.appendItems(Array(0..<5_000), toSection: "apples")
        snapshot.appendItems(Array(5_000..<10_000), toSection: "oranges")
        #expect(snapshot.storageWork == 10_000)
        for item in 10_000..<12_000 {
            snapshot.appendItems([item], toSection: "oranges")
        }
        #expect(snapshot.storageWork == 12_000, "later sections are empty, so nothing shifts")
    }

    /// Sections appended first, then each section's items: the first section's items reserve
    /// the index for the sections still empty, so it never grows again (before, it doubled
    /// seven times, re-inserting every item it held), even when later sections hold a few
    /// more items than the first.
    @Test func aSectionBySectionBuildReservesTheIndexOnce() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<100))
        snapshot.appendItems(Array(0..<1_000), toSection: 0)
        let reserved = snapshot.itemStore.capacity
        #expect(reserved >= 100_000)
        // The identifiers and fingerprints are reserved with the index: they are not copied
        // to larger buffers as the sections arrive.
        let buffers = storageAddresses(of: snapshot.itemStore)
        #expect(snapshot.itemStore.elements.capacity >= reserved && snapshot.itemStore.fingerprints.capacity >= reserved)
        var next = 1_000
        for section in 1..<100 {
            let count = 1_000 + section % 3 * 50
            snapshot.appendItems(Array(next..<next + count), toSection: section)
            next += count
            #expect(snapshot.itemStore.capacity == reserved, "section \(section)")
            #expect(storageAddresses(of: snapshot.itemStore) == buffers, "section \(section)")
        }
        #expect(snapshot.numberOfItems == next)
        expectConsistent(snapshot)
    }

    /// Where the store's identifiers and fingerprints live.
    private func storageAddresses(of store: IdentifierStore<Int>) -> [UnsafeRawPointer?] {
        [store.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
         store.fingerprints.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }]
    }

    /// What the estimate reserves is bounded: four times the items, or 262,144 items, whichever
    /// is more; items that do not land at the end, or a last section, reserve nothing extra.
    @Test func theIndexReservesLittleThatStaysUnused() {
        var large = DiffableDataSourceSnapshot<Int, Int>()
        large.appendSections(Array(0..<1_000))
        large.appendItems(Array(0..<300_000), toSection: 0)
        #expect(large.itemStore.capacity == 1_200_000)
        var small = DiffableDataSourceSnapshot<Int, Int>()
        small.appendSections(Array(0..<10_000))
        small.appendItems(Array(0..<100), toSection: 0)
        #expect(small.itemStore.capacity == 262_144)
        var last = DiffableDataSourceSnapshot<Int, Int>()
        last.appendSections([0, 1])
        last.appendItems(Array(0..<1_000), toSection: 1)
        #expect(last.itemStore.capacity == 1_000)
        var middle = makeSnapshot([("a", Array(0..<1_000)), ("b", [])])
        middle.appendSections(["c"])
        middle.insertItems(Array(1_000..<3_000), beforeItem: 0)
        #expect(middle.itemStore.capacity == 3_000)
        expectConsistent(middle)
    }

    /// The counter does see shifting: appending to the first of two full sections moves
    /// the second section's items every time.
    @Test func appendingBeforeAFullSectionShiftsItsItems() {
        var snapshot = makeSnapshot([("a", [Int]()), ("b", Array(1_000..<2_000))])
        let before = snapshot.storageWork
        for item in 0..<100 {
            snapshot.appendItems([item], toSection: "a")
        }
        #expect(snapshot.storageWork - before == 100 + 100 * 1_000)
        expectConsistent(snapshot)
    }

    /// Random operations checked against a plain array-of-arrays model after every step.
    @Test func randomOperationsMatchAPlainModel() {
        for seed in UInt64(0)..<200 {
            var random = SeededGenerator(seed: seed)
            var snapshot = Snapshot()
            var model: [(String, [Int])] = []
            var nextItem = 0
            for _ in 0..<60 {
                let items = model.flatMap(\.1)
                switch Int.random(in: 0..<9, using: &random) {
                case 0, 1:
                    let name = "s\(Int.random(in: 0..<12, using: &random))"
                    guard !model.contains(where: { $0.0 == name }) else { continue }
                    if let anchor = model.indices.randomElement(using: &random), Bool.random(using: &random) {
                        snapshot.insertSections([name], afterSection: model[anchor].0)
                        model.insert((name, []), at: anchor + 1)
                    } else {
                        snapshot.appendSections([name])
                        model.append((name, []))
                    }
                case 2, 3:
                    guard let section = model.indices.randomElement(using: &random) else { continue }
                    let fresh = Array(nextItem..<nextItem + Int.random(in: 1...4, using: &random))
                    nextItem += fresh.count
                    snapshot.appendItems(fresh, toSection: model[section].0)
                    model[section].1 += fresh
                case 4:
                    guard let anchor = items.randomElement(using: &random) else { continue }
                    let fresh = [nextItem]
                    nextItem += 1
                    snapshot.insertItems(fresh, beforeItem: anchor)
                    let section = model.firstIndex { $0.1.contains(anchor) }!
                    model[section].1.insert(contentsOf: fresh, at: model[section].1.firstIndex(of: anchor)!)
                case 5:
                    let doomed = Array(items.shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random)))
                    snapshot.deleteItems(doomed)
                    for section in model.indices { model[section].1.removeAll(where: doomed.contains) }
                case 6:
                    guard items.count >= 2 else { continue }
                    let (item, anchor) = (items.randomElement(using: &random)!, items.randomElement(using: &random)!)
                    guard item != anchor else { continue }
                    snapshot.moveItem(item, afterItem: anchor)
                    for section in model.indices { model[section].1.removeAll { $0 == item } }
                    let section = model.firstIndex { $0.1.contains(anchor) }!
                    model[section].1.insert(item, at: model[section].1.firstIndex(of: anchor)! + 1)
                case 7:
                    guard model.count >= 2 else { continue }
                    let (from, to) = (Int.random(in: 0..<model.count, using: &random), Int.random(in: 0..<model.count, using: &random))
                    guard from != to else { continue }
                    let (moved, anchor) = (model[from], model[to].0)
                    snapshot.moveSection(moved.0, beforeSection: anchor)
                    model.remove(at: from)
                    model.insert(moved, at: model.firstIndex { $0.0 == anchor }!)
                default:
                    guard let section = model.indices.randomElement(using: &random) else { continue }
                    snapshot.deleteSections([model[section].0])
                    model.remove(at: section)
                }
                #expect(layout(snapshot) == layout(makeSnapshot(model)), "seed \(seed)")
                expectConsistent(snapshot)
            }
        }
    }
}
