/// Prefix sums over an array of non-negative integers, with point updates and a search for
/// the prefix that reaches a value.
///
/// The layout keeps one per section once its group heights stop being uniform, so finding
/// the group at a given row and moving everything below a re-measured group both stay
/// logarithmic.
struct FenwickTree: Hashable, Sendable {
    /// 1-based implicit tree; `tree[0]` is unused.
    private var tree: [Int]

    var count: Int { tree.count - 1 }

    /// A tree over `values`.
    ///
    /// - Complexity: O(n).
    init(_ values: [Int]) {
        tree = [0] + values
        let n = values.count
        var i = 1
        while i <= n {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
            i += 1
        }
    }

    /// The sum of the first `length` values.
    ///
    /// - Complexity: O(log n).
    func prefixSum(_ length: Int) -> Int {
        var i = min(length, count), sum = 0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// Adds `delta` to the value at `index` (0-based).
    ///
    /// - Complexity: O(log n).
    mutating func add(_ delta: Int, at index: Int) {
        var i = index + 1
        while i <= count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The largest `length` whose prefix sum is at most `target` (0 when even the first value
    /// exceeds it). Requires non-negative values.
    ///
    /// - Complexity: O(log n).
    func longestPrefix(notExceeding target: Int) -> Int {
        guard target >= 0 else { return 0 }
        var position = 0, remaining = target
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}
