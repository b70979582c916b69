/// The depth-first order of an outline whose slots are not in it: computed on first use,
/// then shared by every copy of the snapshot until one of them changes its items.
///
/// A reference, so a read-only query can fill it; a lock, so copies read on several
/// threads fill it once. A snapshot that changes its items takes a new, empty one (expanding
/// or collapsing keeps it). The items in that order are gathered only when asked for.
final class DepthFirstOrder<Item: Hashable>: @unchecked Sendable {
    /// The slots depth first, and each slot's index in that order.
    struct Value {
        var slots: [Int32]
        var positions: [Int32]
    }

    // Guarded by `lock`; unchecked Sendable because the lock cannot hand out a non-Sendable
    // value it holds, and `Item` need not be Sendable.
    private var value: Value?
    private var items: [Item]?
    private let lock = Locked(())

    init() {}

    /// The order, if it was computed.
    var computed: Value? {
        lock.withLock { _ in value }
    }

    /// The order, computing it with `compute` the first time.
    func value(_ compute: () -> Value) -> Value {
        lock.withLock { _ in computedValue(compute) }
    }

    /// The items in that order, gathered from the slots with `gather` the first time.
    func items(_ compute: () -> Value, gather: ([Int32]) -> [Item]) -> [Item] {
        lock.withLock { _ in
            if let items { return items }
            let gathered = gather(computedValue(compute).slots)
            items = gathered
            return gathered
        }
    }

    /// The order; the lock must be held.
    private func computedValue(_ compute: () -> Value) -> Value {
        if let value { return value }
        let computed = compute()
        value = computed
        return computed
    }
}

extension DiffableDataSourceSectionSnapshot {
    /// The depth-first order, from the cache (see ``DepthFirstOrder``).
    ///
    /// - Complexity: O(*n*) the first time after a change, O(1) afterwards.
    var depthFirstOrder: DepthFirstOrder<Item>.Value {
        order.value(computeDepthFirstOrder)
    }

    /// The items in depth-first order, from the cache.
    ///
    /// - Complexity: O(*n*) the first time after a change, O(1) afterwards.
    var depthFirstItems: [Item] {
        order.items(computeDepthFirstOrder) { Array(gather(slots: $0)) }
    }

    private func computeDepthFirstOrder() -> DepthFirstOrder<Item>.Value {
        let slots = Node.depthFirstSlots(from: firstRoot, in: nodes)
        var positions = [Int32](repeating: -1, count: itemStore.count)
        for (position, slot) in slots.enumerated() { positions[Int(slot)] = Int32(position) }
        return .init(slots: slots, positions: positions)
    }
}
