import Testing
@testable import Diffable
import TestSupport

/// Section snapshots against a plain depth-first model, on seeded random edits, and the
/// build order (breadth first or depth first) making no difference to the result or to
/// the work done.
@Suite struct SectionSnapshotModelTests {
    typealias Outline = DiffableDataSourceSectionSnapshot<Int>

    /// A random tree as parent → children, numbered so every item is unique.
    static func randomTree(_ random: inout SeededGenerator, nodes: Int) -> [Int?: [Int]] {
        var children: [Int?: [Int]] = [:]
        var placed: [Int] = []
        for item in 0..<nodes {
            let parent = placed.isEmpty || Int.random(in: 0..<8, using: &random) == 0
                ? nil : placed.randomElement(using: &random)
            children[parent, default: []].append(item)
            placed.append(item)
        }
        return children
    }

    /// Each parent's children appended in one call, parents visited level by level.
    static func breadthFirst(_ tree: [Int?: [Int]]) -> Outline {
        var outline = Outline()
        var level: [Int?] = [nil]
        while !level.isEmpty {
            var next: [Int?] = []
            for parent in level {
                guard let children = tree[parent] else { continue }
                outline.append(children, to: parent)
                next += children.map { $0 }
            }
            level = next
        }
        return outline
    }

    /// Each parent's children appended in one call when the parent is visited depth first.
    static func depthFirst(_ tree: [Int?: [Int]]) -> Outline {
        var outline = Outline()
        func visit(_ parent: Int?) {
            guard let children = tree[parent] else { return }
            outline.append(children, to: parent)
            children.forEach(visit)
        }
        visit(nil)
        return outline
    }

    /// One item at a time, in depth-first order: every append lands at the end.
    static func nodeByNode(_ tree: [Int?: [Int]]) -> Outline {
        var outline = Outline()
        func visit(_ parent: Int?) {
            for child in tree[parent] ?? [] {
                outline.append([child], to: parent)
                visit(child)
            }
        }
        visit(nil)
        return outline
    }

    static func model(_ tree: [Int?: [Int]]) -> OutlineModel {
        var model = OutlineModel()
        func visit(_ parent: Int?, level: Int) {
            for child in tree[parent] ?? [] {
                model.entries.append(.init(item: child, level: level))
                visit(child, level: level + 1)
            }
        }
        visit(nil, level: 0)
        return model
    }

    @Test func breadthFirstDepthFirstAndNodeByNodeBuildsAreEqual() {
        for seed in UInt64(0)..<200 {
            var random = SeededGenerator(seed: seed)
            let tree = Self.randomTree(&random, nodes: Int.random(in: 0...120, using: &random))
            let breadth = Self.breadthFirst(tree), depth = Self.depthFirst(tree), single = Self.nodeByNode(tree)
            #expect(breadth == depth && depth == single, "seed \(seed)")
            expectOutline(breadth, matches: Self.model(tree), "seed \(seed)")
            expectOutline(depth, matches: Self.model(tree), "seed \(seed)")
        }
    }

    /// Building is linear in any order: one node written per item, nothing shifted.
    @Test func buildingWritesEachNodeOnce() {
        var random = SeededGenerator(seed: 42)
        let tree = Self.randomTree(&random, nodes: 20_000)
        #expect(Self.breadthFirst(tree).storageWork == 20_000)
        #expect(Self.depthFirst(tree).storageWork == 20_000)
        #expect(Self.nodeByNode(tree).storageWork == 20_000)
    }

    /// A node-by-node depth-first build keeps slots in depth-first order, so `items` and
    /// `index(of:)` need no separate order; a breadth-first build computes it once.
    @Test func depthFirstBuildsNeedNoSeparateOrder() {
        var random = SeededGenerator(seed: 5)
        let tree = Self.randomTree(&random, nodes: 500)
        #expect(Self.nodeByNode(tree).slotsAreDepthFirst)
        let breadth = Self.breadthFirst(tree)
        #expect(!breadth.slotsAreDepthFirst)
        let copy = breadth
        #expect(copy.items == breadth.items)
    }

    /// Random edits through every mutation, checked against the model after each.
    @Test func randomEditsMatchTheModel() {
        for seed in UInt64(100)..<400 {
            var random = SeededGenerator(seed: seed)
            var outline = Outline()
            var model = OutlineModel()
            var fresh = 0
            func newItems() -> [Int] {
                defer { fresh += 3 }
                return Array(fresh..<fresh + Int.random(in: 1...3, using: &random))
            }
            for step in 0..<40 {
                let present = model.entries.map(\.item)
                let target = present.randomElement(using: &random)
                switch Int.random(in: 0..<9, using: &random) {
                case 0, 1:
                    let items = newItems()
                    let parent = Bool.random(using: &random) ? target : nil
                    outline.append(items, to: parent)
                    model.append(items, to: parent)
                case 2 where target != nil:
                    let items = newItems(), index = model.index(of: target!)!
                    outline.insert(items, before: target!)
                    model.insert(items.map { .init(item: $0, level: 0) }, at: index, level: model.entries[index].level)
                case 3 where target != nil:
                    let items = newItems(), index = model.index(of: target!)!
                    outline.insert(items, after: target!)
                    model.insert(items.map { .init(item: $0, level: 0) }, at: model.subtreeEnd(index), level: model.entries[index].level)
                case 4 where target != nil:
                    var block = Outline()
                    var blockModel = OutlineModel()
                    let roots = newItems(), children = newItems()
                    block.append(roots)
                    block.append(children, to: roots[0])
                    block.expand([roots[0]])
                    blockModel.append(roots, to: nil)
                    blockModel.append(children, to: roots[0])
                    blockModel.entries[0].isExpanded = true
                    let index = model.index(of: target!)!
                    if Bool.random(using: &random) {
                        outline.insert(block, before: target!)
                        model.insert(blockModel.entries, at: index, level: model.entries[index].level)
                    } else {
                        outline.insert(block, after: target!)
                        model.insert(blockModel.entries, at: model.subtreeEnd(index), level: model.entries[index].level)
                    }
                case 5 where target != nil:
                    let doomed = Array(present.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)))
                    outline.delete(doomed)
                    doomed.forEach { model.delete($0) }
                case 6 where target != nil:
                    // Replace the children with an outline holding some of the old descendants.
                    let index = model.index(of: target!)!
                    let descendants = model.entries[index + 1..<model.subtreeEnd(index)].map(\.item)
                    var replacement = Outline()
                    let kept = Array(descendants.shuffled(using: &random).prefix(2)) + newItems()
                    replacement.append(kept)
                    outline.replace(childrenOf: target!, using: replacement)
                    model.entries.removeSubrange(index + 1..<model.subtreeEnd(index))
                    model.insert(kept.map { .init(item: $0, level: 0) }, at: index + 1, level: model.entries[index].level + 1)
                case 7, 8:
                    let items = Array(present.shuffled(using: &random).prefix(3))
                    let expand = Bool.random(using: &random)
                    expand ? outline.expand(items) : outline.collapse(items)
                    for item in items { model.entries[model.index(of: item)!].isExpanded = expand }
                default:
                    continue
                }
                expectOutline(outline, matches: model, "seed \(seed) step \(step)")
            }
            let copy = Outline(outline)
            #expect(copy == outline, "seed \(seed)")
            if let item = model.entries.randomElement(using: &random)?.item {
                let index = model.index(of: item)!
                let below = outline.snapshot(of: item)
                var expected = OutlineModel()
                expected.insert(Array(model.entries[index + 1..<model.subtreeEnd(index)]), at: 0, level: -(model.entries[index].level + 1))
                #expect(OutlineModel.reading(below) == expected, "seed \(seed)")
                let with = outline.snapshot(of: item, includingParent: true)
                expected.entries = []
                expected.insert(Array(model.entries[index..<model.subtreeEnd(index)]), at: 0, level: -model.entries[index].level)
                #expect(OutlineModel.reading(with) == expected, "seed \(seed)")
            }
        }
    }

    /// Copies share the computed order until one of them changes.
    @Test func aCopyKeepsItsOrderWhenTheOriginalChanges() {
        var outline = Outline()
        outline.append([1, 2])
        outline.append([3], to: 1)
        let copy = outline
        #expect(copy.items == [1, 3, 2])
        outline.append([4], to: 1)
        #expect(outline.items == [1, 3, 4, 2])
        #expect(copy.items == [1, 3, 2])
        #expect(copy.index(of: 2) == 2 && outline.index(of: 2) == 3)
    }
}
