import Testing
@testable import Diffable

/// A plain outline for checking section snapshots: every item depth first with its level
/// and expansion, edited by splicing arrays (the obvious, slow way).
struct OutlineModel: Equatable {
    struct Entry: Equatable {
        var item: Int
        var level: Int
        var isExpanded = false
    }

    var entries: [Entry] = []

    func index(of item: Int) -> Int? { entries.firstIndex { $0.item == item } }

    /// One past the last descendant of the entry at `index`.
    func subtreeEnd(_ index: Int) -> Int {
        var end = index + 1
        while end < entries.count, entries[end].level > entries[index].level { end += 1 }
        return end
    }

    func parent(of index: Int) -> Int? {
        let level = entries[index].level
        guard level > 0 else { return nil }
        return entries[..<index].lastIndex { $0.level == level - 1 }
    }

    func isVisible(_ index: Int) -> Bool {
        var current = parent(of: index)
        while let ancestor = current {
            if !entries[ancestor].isExpanded { return false }
            current = parent(of: ancestor)
        }
        return true
    }

    /// `block`'s entries (levels from 0) inserted at `position` at `level`.
    mutating func insert(_ block: [Entry], at position: Int, level: Int) {
        entries.insert(contentsOf: block.map { Entry(item: $0.item, level: $0.level + level, isExpanded: $0.isExpanded) }, at: position)
    }

    mutating func append(_ items: [Int], to parent: Int?) {
        guard let parent, let index = index(of: parent) else {
            insert(items.map { Entry(item: $0, level: 0) }, at: entries.count, level: 0)
            return
        }
        insert(items.map { Entry(item: $0, level: 0) }, at: subtreeEnd(index), level: entries[index].level + 1)
    }

    mutating func delete(_ item: Int) {
        guard let index = index(of: item) else { return }
        entries.removeSubrange(index..<subtreeEnd(index))
    }

    /// The entries of a section snapshot, depth first, read through its public API.
    static func reading(_ outline: DiffableDataSourceSectionSnapshot<Int>) -> Self {
        Self(entries: outline.items.map { Entry(item: $0, level: outline.level(of: $0), isExpanded: outline.isExpanded($0)) })
    }
}

/// Checks every query of `outline` against `model`.
func expectOutline(
    _ outline: DiffableDataSourceSectionSnapshot<Int>,
    matches model: OutlineModel,
    _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(OutlineModel.reading(outline) == model, "\(comment)", sourceLocation: sourceLocation)
    #expect(outline.hiddenCount == outline.nodes.count { !$0.isVisible }, "\(comment)", sourceLocation: sourceLocation)
    #expect(outline.nodes.count == outline.itemStore.count, "\(comment)", sourceLocation: sourceLocation)
    let entries = model.entries
    #expect(outline.items == entries.map(\.item), "\(comment)", sourceLocation: sourceLocation)
    #expect(outline.rootItems == entries.filter { $0.level == 0 }.map(\.item), "\(comment)", sourceLocation: sourceLocation)
    #expect(outline.expandedItems == entries.filter(\.isExpanded).map(\.item), "\(comment)", sourceLocation: sourceLocation)
    #expect(outline.visibleItems == entries.indices.filter(model.isVisible).map { entries[$0].item },
            "\(comment)", sourceLocation: sourceLocation)
    for (index, entry) in entries.enumerated() {
        #expect(outline.index(of: entry.item) == index, "\(comment)", sourceLocation: sourceLocation)
        #expect(outline.parent(of: entry.item) == model.parent(of: index).map { entries[$0].item },
                "\(comment)", sourceLocation: sourceLocation)
        #expect(outline.isVisible(entry.item) == model.isVisible(index), "\(comment)", sourceLocation: sourceLocation)
    }
}

