import Testing
@testable import Diffable
import TestSupport

/// The snapshots' ordered identifier store against a plain array, after every operation.
@Suite struct IdentifierStoreTests {
    /// An identifier whose hash takes only a few values, so probe runs are long and
    /// removals must shift slots back across many collisions.
    struct Clashing: Hashable, CustomStringConvertible {
        var value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }
        var description: String { "\(value)" }
    }

    /// Checks the order, every position lookup, and that absent values are not found.
    func expectMatches<T: Hashable>(_ store: IdentifierStore<T>, _ model: [T], absent: [T], seed: UInt64) {
        #expect(store.array == model, "seed \(seed)")
        #expect(store.count == model.count, "seed \(seed)")
        let fingerprints = model.map { IdentifierStore<T>.fingerprint($0) }
        #expect(Array(store.fingerprints) == fingerprints, "fingerprints in step, seed \(seed)")
        for (position, element) in model.enumerated() {
            #expect(store.firstIndex(of: element) == position, "seed \(seed)")
        }
        for element in absent where !model.contains(element) {
            #expect(store.firstIndex(of: element) == nil, "seed \(seed)")
        }
    }

    /// Random appends, bulk appends (some refused), moves, removals and rebuilds; each on a
    /// store a copy shares, which must be left as it was.
    func randomOperations<T: Hashable>(_ make: (Int) -> T, seeds: Range<UInt64>, steps: Int, poolSize: Int = 120) {
        for seed in seeds {
            var random = SeededGenerator(seed: seed)
            var store = IdentifierStore<T>()
            var model: [T] = []
            let pool = (0..<poolSize).map(make)
            for _ in 0..<steps {
                let copy = store, copyModel = model
                defer { expectMatches(copy, copyModel, absent: [], seed: seed) }
                switch Int.random(in: 0..<7, using: &random) {
                case 0:
                    let element = pool.randomElement(using: &random)!
                    let appended = store.append(element)
                    #expect(appended == !model.contains(element), "seed \(seed)")
                    if appended { model.append(element) }
                case 1:
                    let batch = (0..<Int.random(in: 0...30, using: &random)).map { _ in pool.randomElement(using: &random)! }
                    let unique = Set(batch).count == batch.count && !batch.contains(where: model.contains)
                    #expect(store.appendUnique(contentsOf: batch) == unique, "seed \(seed)")
                    if unique { model += batch }
                case 2:
                    let k = Int.random(in: 0...model.count, using: &random)
                    store.removeLast(k)
                    model.removeLast(k)
                case 3 where !model.isEmpty:
                    let lower = Int.random(in: 0..<model.count, using: &random)
                    let range = lower..<Int.random(in: lower...model.count, using: &random)
                    let destination = Int.random(in: 0...model.count, using: &random)
                    store.moveSubrange(range, to: destination)
                    let block = Array(model[range])
                    model.removeSubrange(range)
                    let target = destination > range.lowerBound ? max(destination - range.count, range.lowerBound) : destination
                    model.insert(contentsOf: block, at: target)
                case 4 where !model.isEmpty:
                    let lower = Int.random(in: 0..<model.count, using: &random)
                    let range = lower..<Int.random(in: lower...model.count, using: &random)
                    store.removeSubrange(range)
                    model.removeSubrange(range)
                case 5:
                    let removed = model.indices.filter { _ in Bool.random(using: &random) }
                    store.removeRuns(removed.runs())
                    model = model.indices.filter { !removed.contains($0) }.map { model[$0] }
                default:
                    let fresh = Array(pool.filter { !model.contains($0) }.shuffled(using: &random).prefix(40))
                    if model.isEmpty {
                        store = IdentifierStore(checking: fresh)!
                        model = fresh
                    }
                }
                expectMatches(store, model, absent: pool, seed: seed)
            }
        }
    }

    @Test func randomOperationsMatchAnArray() {
        randomOperations({ $0 }, seeds: 0..<150, steps: 80)
    }

    @Test func randomOperationsMatchAnArrayWhenHashesClash() {
        randomOperations(Clashing.init, seeds: 1_000..<1_100, steps: 60)
    }

    /// Blocks of hundreds: moves with both sides of the rotation long, and re-pointing by one
    /// pass over the slots.
    @Test func randomOperationsOnLargeStores() {
        randomOperations({ $0 }, seeds: 3_000..<3_020, steps: 40, poolSize: 2_000)
    }

    @Test func randomOperationsOnStrings() {
        randomOperations({ "id-\($0)" }, seeds: 2_000..<2_050, steps: 60)
    }

    @Test func checkingRefusesRepeats() {
        #expect(IdentifierStore(checking: [1, 2, 3, 2]) == nil)
        #expect(IdentifierStore(checking: (0..<1_000).map(Clashing.init) + [Clashing(value: 999)]) == nil)
        #expect(IdentifierStore(checking: [Int]())?.isEmpty == true)
        let store = IdentifierStore(checking: (0..<1_000).map(Clashing.init))
        #expect(store?.firstIndex(of: Clashing(value: 777)) == 777)
    }

    /// Growth by doubling: a million single appends rebuild the index about twenty times.
    @Test func appendsGrowByDoubling() {
        var store = IdentifierStore<Int>()
        var rebuilds = 0
        var capacity = store.capacity
        for value in 0..<100_000 {
            store.append(value)
            if store.capacity != capacity {
                rebuilds += 1
                capacity = store.capacity
            }
        }
        #expect(rebuilds <= 15)
        #expect(store.slots.count * 3 >= store.count * 4, "load stays at or below 3/4")
    }

    /// Built from an array, the store shares the array's storage instead of copying it.
    @Test func bulkBuildSharesTheArray() {
        let identifiers = Array(0..<1_000)
        let store = IdentifierStore(checking: identifiers)!
        let shared = identifiers.withUnsafeBufferPointer { array in
            store.elements.withUnsafeBufferPointer { $0.baseAddress == array.baseAddress }
        }
        #expect(shared)
    }
}
