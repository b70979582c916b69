/// The heights of a run of stacked entries (the groups of a section, or the sections of a
/// layout) separated by a fixed spacing, answering "where does entry i start" and "which
/// entry is at row y".
///
/// While every entry has the same height (the last one may differ, for a partial last
/// group) the store is two integers and every answer is arithmetic: preparing a section of
/// 1,000,000 uniform items allocates nothing per item. The first height that breaks the
/// pattern switches it to a Fenwick tree over `height + spacing` plus a plain height array.
struct ExtentStore: Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
        case uniform(height: Int, last: Int)
        case varying(tree: FenwickTree, heights: [Int])
    }

    let count: Int
    let spacing: Int
    private var storage: Storage

    /// `count` entries of `height`, the last of `lastHeight`.
    ///
    /// - Complexity: O(1).
    init(count: Int, height: Int, lastHeight: Int, spacing: Int) {
        self.count = count
        self.spacing = spacing
        self.storage = .uniform(height: height, last: count > 1 ? lastHeight : height)
        if count == 1 { storage = .uniform(height: lastHeight, last: lastHeight) }
    }

    /// Entries of the given heights.
    ///
    /// - Complexity: O(n).
    init(heights: [Int], spacing: Int) {
        self.count = heights.count
        self.spacing = spacing
        self.storage = .varying(tree: FenwickTree(heights.map { $0 + spacing }), heights: heights)
    }

    /// Whether the store still answers arithmetically (no per-entry storage).
    var isUniform: Bool {
        if case .uniform = storage { return true }
        return false
    }

    /// Integers held per entry: 0 while uniform.
    var storedEntryCount: Int {
        switch storage {
        case .uniform: 0
        case .varying(let tree, let heights): tree.count + heights.count
        }
    }

    /// The height of entry `i`.
    func height(of i: Int) -> Int {
        switch storage {
        case .uniform(let height, let last): i == count - 1 ? last : height
        case .varying(_, let heights): heights[i]
        }
    }

    /// The distance from the first entry's top to entry `i`'s top (`i` may be `count`).
    ///
    /// - Complexity: O(1) uniform, O(log n) otherwise.
    func offset(of i: Int) -> Int {
        switch storage {
        case .uniform(let height, _): i * (height + spacing)
        case .varying(let tree, _): tree.prefixSum(i)
        }
    }

    /// The total extent: all heights plus the spacing between entries.
    var totalExtent: Int {
        guard count > 0 else { return 0 }
        return offset(of: count - 1) + height(of: count - 1)
    }

    /// The entry whose band (its height plus the following spacing) contains `y`, clamped to
    /// `0..<count`. Requires `count > 0`.
    ///
    /// - Complexity: O(1) uniform, O(log n) otherwise.
    func index(at y: Int) -> Int {
        guard y > 0 else { return 0 }
        switch storage {
        case .uniform(let height, _):
            let stride = height + spacing
            return stride > 0 ? min(y / stride, count - 1) : count - 1
        case .varying(let tree, _):
            return min(tree.longestPrefix(notExceeding: y), count - 1)
        }
    }

    /// Changes the height of entry `i`, moving every later entry.
    ///
    /// - Complexity: O(log n); O(n) once, when the heights first stop being uniform.
    mutating func setHeight(_ newHeight: Int, at i: Int) {
        let old = height(of: i)
        guard newHeight != old else { return }
        switch storage {
        case .uniform(let height, let last):
            if i == count - 1, count > 1 {
                storage = .uniform(height: height, last: newHeight)
                return
            }
            var heights = [Int](repeating: height, count: count)
            heights[count - 1] = last
            heights[i] = newHeight
            storage = .varying(tree: FenwickTree(heights.map { $0 + spacing }), heights: heights)
        case .varying(var tree, var heights):
            storage = .uniform(height: 0, last: 0)  // drop the references so the arrays stay unique
            tree.add(newHeight - old, at: i)
            heights[i] = newHeight
            storage = .varying(tree: tree, heights: heights)
        }
    }
}
