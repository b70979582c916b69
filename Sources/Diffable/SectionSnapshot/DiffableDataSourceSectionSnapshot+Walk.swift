/// Walking the outline depth first through the node links.
extension DiffableDataSourceSectionSnapshot {
    /// Every slot, depth first.
    ///
    /// - Complexity: O(*n*).
    func depthFirstSlots() -> [Int32] {
        slotsAreDepthFirst ? Array(0..<Int32(itemStore.count)) : depthFirstOrder.slots
    }

    /// Visits `first`, its later siblings, and their descendants, depth first; `visit`
    /// returns whether to go into the children of the slot it was given. `parent` is the
    /// parent of `first` (-1 for roots): the walk stops when it climbs back to it.
    ///
    /// - Complexity: O(visited slots).
    func walk(from first: Int32, below parent: Int32, _ visit: (Int32) -> Bool) {
        var slot = first
        while slot >= 0 {
            slot = Node.successor(of: slot, below: parent, descending: visit(slot), in: nodes)
        }
    }
}
