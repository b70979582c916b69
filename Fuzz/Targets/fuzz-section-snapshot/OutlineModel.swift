/// The reference a section snapshot is checked against: a tree of nested arrays and a set of
/// expanded items, with every query computed by walking the tree.
///
/// Deliberately unlike the snapshot's flat storage (one ordered set plus per-item levels and
/// cached visibility), so the two only agree when both are right.
struct OutlineModel: Equatable {
    struct Tree: Equatable {
        var item: Int
        var children: [Tree] = []

        /// This item and its descendants, depth first.
        var items: [Int] {
            var result: [Int] = []
            collect(into: &result)
            return result
        }

        private func collect(into result: inout [Int]) {
            result.append(item)
            for child in children { child.collect(into: &result) }
        }
    }

    /// One row of the depth-first listing.
    struct Row: Equatable {
        var item: Int
        var level: Int
        var parent: Int?
        var isVisible: Bool
    }

    var roots: [Tree] = []
    var expanded: Set<Int> = []

    /// Every item depth first, with its level, parent and visibility.
    var rows: [Row] {
        var rows: [Row] = []
        func walk(_ trees: [Tree], level: Int, parent: Int?, visible: Bool) {
            for tree in trees {
                rows.append(Row(item: tree.item, level: level, parent: parent, isVisible: visible))
                walk(tree.children, level: level + 1, parent: tree.item, visible: visible && expanded.contains(tree.item))
            }
        }
        walk(roots, level: 0, parent: nil, visible: true)
        return rows
    }

    var items: [Int] { roots.flatMap { $0.items } }

    func contains(_ item: Int) -> Bool { items.contains(item) }

    /// The subtree rooted at `item`.
    func tree(of item: Int) -> Tree? {
        func find(_ trees: [Tree]) -> Tree? {
            for tree in trees {
                if tree.item == item { return tree }
                if let found = find(tree.children) { return found }
            }
            return nil
        }
        return find(roots)
    }

    /// `trees` as the last children of `parent`, or as the last roots.
    mutating func append(_ trees: [Tree], to parent: Int?, expanded blockExpanded: Set<Int> = []) {
        if let parent {
            edit { list in
                guard let index = list.firstIndex(where: { $0.item == parent }) else { return false }
                list[index].children += trees
                return true
            }
        } else {
            roots += trees
        }
        expanded.formUnion(blockExpanded)
    }

    /// `trees` as siblings just before or after `item`.
    mutating func insert(_ trees: [Tree], nextTo item: Int, before: Bool, expanded blockExpanded: Set<Int> = []) {
        edit { list in
            guard let index = list.firstIndex(where: { $0.item == item }) else { return false }
            list.insert(contentsOf: trees, at: before ? index : index + 1)
            return true
        }
        expanded.formUnion(blockExpanded)
    }

    /// Removes `item` with its descendants and their expansion state.
    mutating func delete(_ item: Int) {
        guard let removed = tree(of: item) else { return }
        expanded.subtract(removed.items)
        edit { list in
            guard let index = list.firstIndex(where: { $0.item == item }) else { return false }
            list.remove(at: index)
            return true
        }
    }

    /// Replaces the children of `parent` (dropping their expansion state) with `trees`.
    mutating func replaceChildren(of parent: Int, with trees: [Tree], expanded blockExpanded: Set<Int>) {
        guard let old = tree(of: parent) else { return }
        expanded.subtract(old.children.flatMap { $0.items })
        edit { list in
            guard let index = list.firstIndex(where: { $0.item == parent }) else { return false }
            list[index].children = trees
            return true
        }
        expanded.formUnion(blockExpanded)
    }

    /// The outline of `item`'s descendants (or of `item` with them), expansion state included.
    func outline(of item: Int, includingParent: Bool) -> OutlineModel {
        let tree = tree(of: item)!
        let roots = includingParent ? [tree] : tree.children
        return OutlineModel(roots: roots, expanded: expanded.intersection(roots.flatMap { $0.items }))
    }

    /// UIKit's picture: `+`/`-` expanded, `*`/space visible, two spaces a level.
    var visualDescription: String {
        let lines = rows.map { row in
            String(repeating: " ", count: 2 * row.level) + (expanded.contains(row.item) ? "+" : "-")
                + (row.isVisible ? "*" : " ") + String(row.item)
        }
        return (["<DiffableDataSourceSectionSnapshot"] + lines + [">"]).joined(separator: "\n")
    }

    /// Runs `change` on the sibling list that holds its target (it returns true there).
    private mutating func edit(_ change: (inout [Tree]) -> Bool) {
        func visit(_ list: inout [Tree]) -> Bool {
            if change(&list) { return true }
            for index in list.indices where visit(&list[index].children) { return true }
            return false
        }
        _ = visit(&roots)
    }
}
