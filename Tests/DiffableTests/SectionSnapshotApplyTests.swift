import Testing
@testable import Diffable
import TestSupport

/// A section snapshot shown in a flat snapshot (what a data source's `apply(_:to:)` does),
/// against the plain way: delete the section's items, append the outline's visible items.
/// The changeset worked out on the way must be the diff's; and the work is counted (nodes
/// relinked, identifiers hashed and compared), never timed.
@Suite struct SectionSnapshotApplyTests {
    typealias Counted = CountedIdentifier
    typealias Outline = DiffableDataSourceSectionSnapshot<Int>
    typealias Flat = DiffableDataSourceSnapshot<String, Int>

    /// What the data source did before issue 24, which these paths must match.
    static func reference(_ flat: Flat, _ outline: Outline, section: String) -> Flat {
        var result = flat
        if result.indexOfSection(section) != nil {
            result.deleteItems(result.itemIdentifiers(inSection: section))
        } else {
            result.appendSections([section])
        }
        result.appendItems(outline.visibleItems, toSection: section)
        return result
    }

    /// A random outline of items from `pool`, built in a random order, some parents expanded.
    static func randomOutline(_ pool: [Int], _ random: inout SeededGenerator) -> Outline {
        var outline = Outline()
        var placed: [Int] = []
        for item in pool.shuffled(using: &random).prefix(Int.random(in: 0...pool.count, using: &random)) {
            let parent = placed.isEmpty || Int.random(in: 0..<3, using: &random) == 0 ? nil : placed.randomElement(using: &random)
            outline.append([item], to: parent)
            placed.append(item)
        }
        outline.expand(placed.filter { _ in Int.random(in: 0..<3, using: &random) > 0 })
        return outline
    }

    /// One random edit: items deleted, appended (as roots or children), inserted, parents
    /// expanded or collapsed, a parent's children replaced.
    static func edit(_ outline: inout Outline, fresh: inout Int, _ random: inout SeededGenerator) {
        let present = outline.items
        let target = present.randomElement(using: &random)
        func newItems() -> [Int] {
            defer { fresh += 4 }
            return Array(fresh..<fresh + Int.random(in: 1...4, using: &random))
        }
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where target != nil:
            outline.delete(Array(present.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))))
        case 1:
            outline.append(newItems(), to: Bool.random(using: &random) ? target : nil)
        case 2 where target != nil:
            outline.insert(newItems(), before: target!)
        case 3 where target != nil:
            outline.insert(newItems(), after: target!)
        case 4 where target != nil:
            var replacement = Outline()
            replacement.append(newItems())
            outline.replace(childrenOf: target!, using: replacement)
        case 5, 6:
            let items = Array(present.shuffled(using: &random).prefix(3))
            Bool.random(using: &random) ? outline.expand(items) : outline.collapse(items)
        default:
            break
        }
    }

    /// A flat snapshot with sections around the outline's; `pool` items may be in them too.
    static func randomFlat(_ pool: [Int], _ random: inout SeededGenerator) -> Flat {
        var flat = Flat()
        let others = pool.shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random))
        let sections = ["a", "outline", "b"].filter { $0 == "outline" || Bool.random(using: &random) }
        flat.appendSections(sections)
        for (offset, item) in others.enumerated() {
            let section = sections[offset % sections.count]
            if section != "outline" { flat.appendItems([item], toSection: section) }
        }
        flat.appendItems([-1, -2].filter { _ in Bool.random(using: &random) }, toSection: sections.last!)
        return flat
    }

    /// Applied to a flat snapshot showing the outline it replaces (or none), the result is
    /// the reference's, and a changeset worked out on the way is the diff's.
    @Test func applyingMatchesTheReferenceAndTheDiff() {
        var spliced = 0
        for seed in UInt64(0)..<400 {
            var random = SeededGenerator(seed: seed)
            let pool = Array(0..<Int.random(in: 1...30, using: &random))
            let first = Self.randomOutline(pool, &random)
            var flat = Self.randomFlat(pool, &random)
            if Bool.random(using: &random) {
                flat = Self.reference(flat, first, section: "outline")
            }
            let shown = flat.indexOfSection("outline") != nil && flat.itemIdentifiers(inSection: "outline") == first.visibleItems
                ? first : nil
            var outline = first
            var fresh = 100
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                Self.edit(&outline, fresh: &fresh, &random)
            }
            let (result, changeset) = flat.applying(outline, to: "outline", replacing: shown)
            let expected = Self.reference(flat, outline, section: "outline")
            #expect(layout(result) == layout(expected), "seed \(seed)")
            expectConsistent(result)
            if let changeset {
                spliced += 1
                #expect(changeset == diff(from: flat, to: result), "seed \(seed)")
            }
        }
        #expect(spliced > 200, "most updates need no diff")
    }

    /// Expanding or collapsing a copy that shares the shown outline's items compares
    /// visibility alone: no identifier is hashed or compared, and the result is the
    /// reference's.
    @Test func expandingACopyComparesNoItems() {
        let counter = HashCounter()
        var outline = DiffableDataSourceSectionSnapshot<Counted>()
        let roots = (0..<1_000).map { Counted($0, counter: counter) }
        outline.append(roots)
        outline.append((1_000..<1_500).map { Counted($0, counter: counter) }, to: roots[400])
        var flat = DiffableDataSourceSnapshot<Int, Counted>()
        flat.appendSections([0])
        flat = flat.applying(outline, to: 0).snapshot
        var expanded = outline
        expanded.expand([roots[400]])
        counter.reset()
        let (result, changeset) = flat.applying(expanded, to: 0, replacing: outline)
        #expect(counter.hashes == 0 && counter.comparisons == 0)
        #expect(result.itemIdentifiers == expanded.visibleItems)
        #expect(changeset == diff(from: flat, to: result))
        #expect(changeset?.itemInserts.count == 500)
        counter.reset()
        let collapsed = result.applying(outline, to: 0, replacing: expanded)
        #expect(counter.hashes == 0 && counter.comparisons == 0)
        #expect(collapsed.snapshot.itemIdentifiers == roots)
        #expect(collapsed.changeset?.itemDeletes.count == 500)
    }

    /// Rows dropped at the top and appended at the bottom: the outline's hashes are reused
    /// (nothing is hashed) and each row shown is compared once with the row it was.
    @Test func streamingRowsHashesNothing() {
        let counter = HashCounter()
        var outline = DiffableDataSourceSectionSnapshot<Counted>()
        let rows = 10_000
        outline.append((0..<rows).map { Counted($0, counter: counter) })
        var flat = DiffableDataSourceSnapshot<Int, Counted>()
        flat.appendSections([0])
        flat = flat.applying(outline, to: 0).snapshot
        for step in 0..<3 {
            var next = outline
            next.delete((step * 20..<step * 20 + 20).map { Counted($0, counter: counter) })
            next.append((rows + step * 20..<rows + step * 20 + 20).map { Counted($0, counter: counter) })
            counter.reset()
            let (result, changeset) = flat.applying(next, to: 0, replacing: outline)
            #expect(counter.hashes == 0)
            #expect(counter.comparisons <= rows + 40, "each row once, and each row that comes or goes")
            #expect(result.itemIdentifiers == next.items)
            #expect(changeset == diff(from: flat, to: result))
            expectConsistent(result)
            (flat, outline) = (result, next)
        }
    }

    /// Expanding or collapsing one parent from the keys: the rows that appear or leave are
    /// worked out from the outline, the result and changeset are the reference's and the
    /// diff's.
    @Test func changingOneParentsExpansionMatchesTheReference() {
        var checked = 0
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let pool = Array(0..<Int.random(in: 1...40, using: &random))
            let outline = Self.randomOutline(pool, &random)
            let flat = Self.reference(Self.randomFlat(pool, &random), outline, section: "outline")
            guard let item = flat.itemIdentifiers(inSection: "outline").randomElement(using: &random), outline.contains(item) else { continue }
            var changed = outline
            let expand = !outline.isExpanded(item)
            expand ? changed.expand([item]) : changed.collapse([item])
            guard let change = flat.changingExpansion(of: item, in: changed, expanded: expand) else {
                // Only when an item to show is in another section.
                #expect(expand && changed.visibleItems.contains { flat.sectionIdentifier(containingItem: $0).map { $0 != "outline" } ?? false },
                        "seed \(seed)")
                continue
            }
            checked += 1
            #expect(layout(change.snapshot) == layout(Self.reference(flat, changed, section: "outline")), "seed \(seed)")
            #expect(change.changeset == diff(from: flat, to: change.snapshot), "seed \(seed)")
            expectConsistent(change.snapshot)
        }
        #expect(checked > 150)
    }

    /// `holdsVisibleItems` says what comparing the section's items with the visible items
    /// says.
    @Test func holdsVisibleItemsMatchesComparingThem() {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let pool = Array(0..<Int.random(in: 1...20, using: &random))
            let outline = Self.randomOutline(pool, &random)
            var flat = Self.randomFlat(pool, &random)
            if Bool.random(using: &random) { flat = Self.reference(flat, outline, section: "outline") }
            if Bool.random(using: &random), let item = flat.itemIdentifiers.randomElement(using: &random) {
                flat.deleteItems([item])
            }
            let expected = flat.indexOfSection("outline") != nil && flat.itemIdentifiers(inSection: "outline") == outline.visibleItems
            #expect(flat.holdsVisibleItems(of: outline, inSection: "outline") == expected, "seed \(seed)")
        }
    }

    /// Deleting rows at the top of a large outline relinks only their neighbours: the other
    /// nodes move down in one pass, as items in an array do, whatever the build order.
    @Test func deletingAtTheTopRelinksOnlyTheNeighbours() {
        var depthFirst = Outline()
        depthFirst.append(Array(0..<100_000))
        var breadthFirst = Outline()
        breadthFirst.append(Array(0..<50_000))
        for parent in 0..<1_000 { breadthFirst.append(Array(100_000 + 50 * parent..<100_000 + 50 * parent + 50), to: parent) }
        #expect(!breadthFirst.slotsAreDepthFirst)
        // The 20 roots, and under the breadth-first build 50 children each.
        for (outline, left) in [(depthFirst, 99_980), (breadthFirst, 98_980)] {
            var outline = outline
            let before = outline.storageWork
            outline.delete(Array(0..<20))
            // The 20 roots, unlinked and stepped over once each.
            #expect(outline.storageWork - before <= 2 * 20)
            #expect(outline.items.count == left)
            #expect(outline.rootItems.first == 20)
        }
    }

    /// Deleting a long run of consecutive siblings (a capped log dropping its oldest thousand
    /// entries) steps over each of them once to find the gap they leave, not once from each.
    @Test func deletingARunOfSiblingsStepsOverEachOnce() {
        var outline = Outline()
        outline.append(Array(0..<4_000))
        outline.append(Array(10_000..<10_003), to: 3_999)
        let before = outline.storageWork
        outline.delete(Array(0..<2_000) + [2_500, 2_501, 2_502])
        #expect(outline.storageWork - before <= 2 * 2_003)
        #expect(outline.rootItems == Array(2_000..<2_500) + Array(2_503..<4_000))
        #expect(outline.items.last == 10_002)
    }
}
