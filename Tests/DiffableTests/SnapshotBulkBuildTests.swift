import Testing
@testable import Diffable
import TestSupport

/// Snapshots built from whole arrays (one hashing pass, shared storage) equal snapshots
/// built one append at a time, in any interleaving. (Bulk re-appends of existing items
/// record a warning, so that test is in DiagnosticsTests.)
@Suite struct SnapshotBulkBuildTests {
    /// A random layout: up to 8 sections (some empty) over a shuffled pool of items.
    static func randomLayout(_ random: inout SeededGenerator) -> [(String, [Int])] {
        let sections = (0..<Int.random(in: 1...8, using: &random)).map { "s\($0)" }
        var items = Array(0..<Int.random(in: 0...400, using: &random)).shuffled(using: &random)
        return sections.map { section in
            let count = Int.random(in: 0...items.count, using: &random) / 2
            defer { items.removeFirst(count) }
            return (section, Array(items.prefix(count)))
        }
    }

    @Test func bulkEqualsOneAppendAtATime() {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let shape = Self.randomLayout(&random)
            let bulk = makeSnapshot(shape)

            // The same items, one per call, sections visited in a random interleaving.
            var single = Snapshot()
            single.appendSections(shape.map(\.0))
            var next = shape.map { _ in 0 }
            while let section = shape.indices.filter({ next[$0] < shape[$0].1.count }).randomElement(using: &random) {
                single.appendItems([shape[section].1[next[section]]], toSection: shape[section].0)
                next[section] += 1
            }

            #expect(bulk == single, "seed \(seed)")
            #expect(layout(bulk) == shape.map { Group(section: $0.0, items: $0.1) }, "seed \(seed)")
            #expect(diff(from: bulk, to: single).isEmpty, "seed \(seed)")
            expectConsistent(bulk)
            expectConsistent(single)
        }
    }

    @Test func aSnapshotBuiltFromAnArrayLeavesTheArrayAlone() {
        let identifiers = Array(0..<100)
        var snapshot = makeSnapshot([("a", identifiers)])
        snapshot.appendItems([100])
        snapshot.moveItem(0, afterItem: 50)
        snapshot.deleteItems([7])
        #expect(identifiers == Array(0..<100))
        #expect(snapshot.numberOfItems == 100)
        expectConsistent(snapshot)
    }

    /// Large bulk builds, the way the benchmarks build them, stay consistent.
    @Test func largeSectionedBuildIsConsistent() {
        var random = SeededGenerator(seed: 7)
        let items = Array(0..<20_000).shuffled(using: &random)
        let shape = (0..<100).map { ("s\($0)", Array(items[$0 * 200..<($0 + 1) * 200])) }
        let snapshot = makeSnapshot(shape)
        #expect(snapshot.itemIdentifiers == shape.flatMap(\.1))
        for (offset, item) in items.enumerated() where offset % 97 == 0 {
            #expect(snapshot.indexOfItem(item) == shape.flatMap(\.1).firstIndex(of: item))
        }
    }
}
