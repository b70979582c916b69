import Synchronization

/// The depth-first order of an outline whose slots are not in it: computed on first use,
/// then shared by every copy of the snapshot until one of them changes its items.
///
/// A reference, so a read-only query can fill it; a lock, so copies read on several
/// threads fill it once. A snapshot that changes its items takes a new, empty one.
final class DepthFirstOrder<Item: Hashable>: @unchecked Sendable {
    /// The items depth first, and each slot's index in that order.
    struct Value {
        var items: [Item]
        var positions: [Int32]
    }

    // Guarded by `lock`; unchecked Sendable because a Mutex cannot hand out a non-Sendable
    // value it holds, and `Item` need not be Sendable.
    private var value: Value?
    private let lock = Mutex(())

    init() {}

    /// The order, computing it with `compute` the first time.
    func value(_ compute: () -> Value) -> Value {
        lock.withLock { _ in
            if let value { return value }
            let computed = compute()
            value = computed
            return computed
        }
    }
}

extension DiffableDataSourceSectionSnapshot {
    /// The depth-first order, from the cache (see ``DepthFirstOrder``).
    ///
    /// - Complexity: O(*n*) the first time after a change, O(1) afterwards.
    var depthFirstOrder: DepthFirstOrder<Item>.Value {
        order.value {
            var items: [Item] = []
            items.reserveCapacity(itemStore.count)
            var positions = [Int32](repeating: -1, count: itemStore.count)
            walk(from: firstRoot, below: -1) { slot in
                positions[Int(slot)] = Int32(items.count)
                items.append(itemStore[Int(slot)])
                return true
            }
            return .init(items: items, positions: positions)
        }
    }
}
