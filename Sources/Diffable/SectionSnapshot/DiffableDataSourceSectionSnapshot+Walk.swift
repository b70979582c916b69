/// Walking the outline depth first through the node links.
extension DiffableDataSourceSectionSnapshot {
    /// Every slot, depth first.
    ///
    /// - Complexity: O(*n*).
    func depthFirstSlots() -> [Int32] {
        if slotsAreDepthFirst { return (0..<Int32(itemStore.count)).map { $0 } }
        var result: [Int32] = []
        result.reserveCapacity(itemStore.count)
        walk(from: firstRoot, below: -1) { slot in
            result.append(slot)
            return true
        }
        return result
    }

    /// Visits `first`, its later siblings, and their descendants, depth first; `visit`
    /// returns whether to go into the children of the slot it was given. `parent` is the
    /// parent of `first` (-1 for roots): the walk stops when it climbs back to it.
    ///
    /// - Complexity: O(visited slots).
    func walk(from first: Int32, below parent: Int32, _ visit: (Int32) -> Bool) {
        var slot = first
        while slot >= 0 {
            slot = Self.successor(of: slot, below: parent, descending: visit(slot), in: nodes)
        }
    }

    /// The slot after `slot` depth first (into its children when `descending`), without
    /// climbing to `parent`; -1 when there is none.
    static func successor(of slot: Int32, below parent: Int32, descending: Bool, in nodes: [Node]) -> Int32 {
        if descending, nodes[Int(slot)].firstChild >= 0 { return nodes[Int(slot)].firstChild }
        var current = slot
        while current != parent {
            let next = nodes[Int(current)].next
            if next >= 0 { return next }
            current = nodes[Int(current)].parent
        }
        return -1
    }
}
