import OrderedCollections

/// Splicing primitives that keep the ordered items and their nodes in step.
extension DiffableDataSourceSectionSnapshot {
    /// One past the last descendant of the item at `index`.
    ///
    /// - Complexity: O(size of the subtree).
    func subtreeEnd(_ index: Int) -> Int {
        let level = nodes[index].level
        var end = index + 1
        while end < nodes.count, nodes[end].level > level { end += 1 }
        return end
    }

    /// The items in `range` (a run of whole subtrees) as a snapshot of their own, rebased so
    /// the shallowest become roots.
    func subtree(_ range: Range<Int>) -> Self {
        var result = Self()
        guard let first = range.first else { return result }
        let base = nodes[first].level
        result.itemStore = OrderedSet(uncheckedUniqueElements: itemStore[range])
        result.nodes = nodes[range].map { node in
            Node(level: node.level - base, parent: node.level == base ? nil : node.parent, isVisible: true)
        }
        result.expandedStore = expandedStore.filter(result.itemStore.contains)
        result.refreshVisibility(0..<result.itemStore.count)
        return result
    }

    /// Traps with UIKit's message if any of `items` repeats or is already present.
    func checkUnique(_ items: some Sequence<Item>) {
        var seen = Set<Item>()
        var duplicates: OrderedSet<Item> = []
        for item in items where itemStore.contains(item) || !seen.insert(item).inserted {
            duplicates.append(item)
        }
        guard duplicates.isEmpty else { Misuse.trap(Misuse.sectionSnapshotDuplicates(duplicates.elements)) }
    }

    /// Inserts `block` (an outline rebased to level 0) at `position` under `parent`.
    ///
    /// - Complexity: O(*k* + items after `position`).
    mutating func splice(_ block: Self, at position: Int, parent: Item?) {
        let count = block.itemStore.count
        guard count > 0 else { return }
        let base = parent.map { nodes[itemStore.firstIndex(of: $0)!].level + 1 } ?? 0
        let previousCount = itemStore.count
        itemStore.append(contentsOf: block.itemStore)
        if position < previousCount {
            itemStore.moveSubrange(previousCount..<previousCount + count, to: position)
        }
        let inserted = block.nodes.map { node in
            Node(level: node.level + base, parent: node.level == 0 ? parent : node.parent, isVisible: true)
        }
        nodes.insert(contentsOf: inserted, at: position)
        expandedStore.formUnion(block.expandedStore)
        refreshVisibility(position..<position + count)
    }

    /// Removes the items in `range` (whole subtrees) and their expansion state.
    mutating func removeSubtrees(_ range: Range<Int>) {
        for item in itemStore[range] { expandedStore.remove(item) }
        itemStore.removeSubrange(range)
        nodes.removeSubrange(range)
    }

    /// Recomputes `isVisible` for `range`, whose parents precede their children.
    ///
    /// - Complexity: O(*k*) lookups for *k* items in the range.
    mutating func refreshVisibility(_ range: Range<Int>) {
        for index in range {
            guard let parent = nodes[index].parent else {
                nodes[index].isVisible = true
                continue
            }
            let parentIndex = itemStore.firstIndex(of: parent)!
            nodes[index].isVisible = nodes[parentIndex].isVisible && expandedStore.contains(parent)
        }
    }

    /// A level-0 outline of plain items.
    static func flat(_ items: [Item]) -> Self {
        var block = Self()
        block.itemStore = OrderedSet(uncheckedUniqueElements: items)
        block.nodes = Array(repeating: Node(level: 0, parent: nil, isVisible: true), count: items.count)
        return block
    }
}
