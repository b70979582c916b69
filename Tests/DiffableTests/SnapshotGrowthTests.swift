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
