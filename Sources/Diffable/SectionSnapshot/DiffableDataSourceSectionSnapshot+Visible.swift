/// The visible items as storage: which slots show, depth first, and their items and
/// fingerprints copied out in runs, so that a data source can show an outline without walking
/// it or hashing its items again.
extension DiffableDataSourceSectionSnapshot {
    /// Whether the slots are in depth-first order and every item is visible: `itemStore` then
    /// holds exactly the visible items, in order.
    var showsEveryItemInSlotOrder: Bool {
        slotsAreDepthFirst && hiddenCount == 0
    }

    /// The slots of the visible items, depth first, as runs of consecutive slots.
    ///
    /// While at least half the items are visible, the nodes are read in order (in slot order,
    /// or in the depth-first order when it is cached), which is faster per item than
    /// following links; otherwise only the visible part of the tree is walked.
    ///
    /// - Complexity: O(1) when ``showsEveryItemInSlotOrder``; otherwise O(visible items):
    ///   O(*n*) only while at least half the *n* items are visible.
    func visibleRuns() -> [Range<Int>] {
        if showsEveryItemInSlotOrder { return itemStore.isEmpty ? [] : [0..<itemStore.count] }
        if 2 * hiddenCount <= itemStore.count {
            if slotsAreDepthFirst { return Node.visibleRuns(of: nil, in: nodes) }
            if let order = order.computed { return Node.visibleRuns(of: order.slots, in: nodes) }
        }
        return Node.shownRuns(from: firstRoot, below: -1, in: nodes)
    }

    /// The items of `runs` of slots, in order.
    ///
    /// - Complexity: O(items copied), in one copy per run.
    func gather(_ runs: [Range<Int>]) -> ContiguousArray<Item> {
        let total = runs.reduce(0) { $0 + $1.count }
        guard total > 0 else { return [] }
        return itemStore.elements.withUnsafeBufferPointer { source in
            ContiguousArray(unsafeUninitializedCapacity: total) { buffer, initialized in
                var target = buffer.baseAddress!
                for run in runs {
                    target.initialize(from: source.baseAddress! + run.lowerBound, count: run.count)
                    target += run.count
                }
                initialized = total
            }
        }
    }

    /// The items of `slots`, in order.
    ///
    /// - Complexity: O(*k*) for *k* slots.
    func gather(slots: [Int32]) -> ContiguousArray<Item> {
        guard !slots.isEmpty else { return [] }
        return itemStore.elements.withUnsafeBufferPointer { source in
            ContiguousArray(unsafeUninitializedCapacity: slots.count) { buffer, initialized in
                for (offset, slot) in slots.enumerated() {
                    (buffer.baseAddress! + offset).initialize(to: source[Int(slot)])
                }
                initialized = slots.count
            }
        }
    }

    /// The fingerprints of the items of `runs` of slots, in order.
    func gatherFingerprints(_ runs: [Range<Int>]) -> ContiguousArray<UInt32> {
        var result = ContiguousArray<UInt32>()
        result.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        for run in runs { result.append(contentsOf: itemStore.fingerprints[run]) }
        return result
    }

    /// The fingerprints of the items of `slots`, in order.
    func gatherFingerprints(slots: [Int32]) -> ContiguousArray<UInt32> {
        let fingerprints = itemStore.fingerprints
        return ContiguousArray(slots.lazy.map { fingerprints[Int($0)] })
    }
}
