/// Patience sorting for a longest strictly increasing subsequence, fed one value at a time:
/// what stays in order, for its two uses.
///
/// - **The diff's moves**: the items kept in both snapshots whose old places, taken in their
///   new order, increase stay where they are; every other kept item is reported as a move, so
///   the moves are as few as can be (``diff(from:to:)``).
/// - **The screen's order**: the rows of a list that keep their order from the screen as it is
///   to the new layout are the backbone the others move along, and rows drawn before that
///   mostly keep their order travel with the content (DiffableTUI's list column, through
///   ``positions(in:)``).
///
/// Values arrive with a caller-chosen slot number; `finish` marks the slots of one longest
/// subsequence in the caller's `predecessors` buffer as ``kept``. The piles live in one
/// temporary allocation sized to the most values one run can take (see ``with(capacity:_:)``),
/// so adding a value never allocates, and one allocation serves every section of a diff.
///
/// - Complexity: O(1) per value that extends the longest subsequence so far (the common
///   case for mostly ordered data), O(log *k*) otherwise, with a branch-free binary search;
///   O(*k*) to finish.
@usableFromInline
package struct LongestIncreasingSubsequence {
    /// Marks a slot that belongs to the chosen subsequence.
    @usableFromInline
    static let kept: Int32 = -2
    /// Marks a slot with no predecessor.
    @usableFromInline
    static let none: Int32 = -1

    /// `tails[k]` is the slot ending the best increasing run of length `k + 1`.
    @usableFromInline
    let tails: UnsafeMutablePointer<Int32>
    /// `tailValues[k]` is the value at `tails[k]`; increasing.
    @usableFromInline
    let tailValues: UnsafeMutablePointer<Int32>
    @usableFromInline
    var length = 0

    @inlinable
    init(tails: UnsafeMutablePointer<Int32>, tailValues: UnsafeMutablePointer<Int32>) {
        self.tails = tails
        self.tailValues = tailValues
    }

    /// Runs `body` with piles for up to `capacity` values per run, freed afterwards.
    @inlinable
    static func with<Result>(capacity: Int, _ body: (inout Self) -> Result) -> Result {
        let capacity = Swift.max(capacity, 1)
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * capacity) { piles in
            var lis = Self(tails: piles.baseAddress!, tailValues: piles.baseAddress! + capacity)
            return body(&lis)
        }
    }

    /// Adds the value at `slot`; records its predecessor in `predecessors[slot]`.
    @inlinable
    @inline(__always)
    mutating func add(_ value: Int32, slot: Int32, predecessors: UnsafeMutablePointer<Int32>) {
        guard length > 0, value < tailValues[length - 1] else {
            predecessors[Int(slot)] = length == 0 ? Self.none : tails[length - 1]
            tails[length] = slot
            tailValues[length] = value
            length += 1
            return
        }
        // The first pile whose value is not below `value`; it exists since the last is above.
        // Each step keeps the half that holds it, choosing by the sign of a difference: a
        // conditional move, so shuffled input costs no mispredicted branches. The steps are
        // unrolled because LLVM turns a conditional move inside a loop back into a branch
        // when the condition depends on a load; 16 steps cover 65,536 piles.
        var low = 0
        var span = length
        @inline(__always)
        func step() {
            let half = span &>> 1
            let difference = Int(tailValues[low &+ half &- 1]) &- Int(value)
            low &+= half & (difference &>> 63)
            span &-= half
        }
        if span > 1 { step() }; if span > 1 { step() }; if span > 1 { step() }; if span > 1 { step() }
        if span > 1 { step() }; if span > 1 { step() }; if span > 1 { step() }; if span > 1 { step() }
        if span > 1 { step() }; if span > 1 { step() }; if span > 1 { step() }; if span > 1 { step() }
        if span > 1 { step() }; if span > 1 { step() }; if span > 1 { step() }; if span > 1 { step() }
        while span > 1 { step() }
        predecessors[Int(slot)] = low == 0 ? Self.none : tails[low - 1]
        tails[low] = slot
        tailValues[low] = value
    }

    /// Marks the slots of the longest subsequence as ``kept``, returns its length, and
    /// starts over.
    @inlinable
    @discardableResult
    mutating func finish(predecessors: UnsafeMutablePointer<Int32>) -> Int {
        let result = length
        var slot = length == 0 ? Self.none : tails[length - 1]
        while slot >= 0 {
            let previous = predecessors[Int(slot)]
            predecessors[Int(slot)] = Self.kept
            slot = previous
        }
        length = 0
        return result
    }
}

extension LongestIncreasingSubsequence {
    /// The positions in `values` of one longest strictly increasing subsequence, in order
    /// (of equal values, at most one).
    ///
    /// The values are ranked first (equal ones later first, so that no two of them increase),
    /// then fed as ranks to the piles the diff uses.
    ///
    /// - Complexity: O(*n* log *n*) for *n* values.
    package static func positions<Value: Comparable>(in values: [Value]) -> [Int] {
        guard !values.isEmpty else { return [] }
        let byValue = values.indices.sorted { (values[$0], $1) < (values[$1], $0) }
        var ranks = [Int32](repeating: 0, count: values.count)
        for (rank, position) in byValue.enumerated() { ranks[position] = Int32(rank) }
        var predecessors = [Int32](repeating: none, count: values.count)
        predecessors.withUnsafeMutableBufferPointer { predecessors in
            with(capacity: values.count) { lis in
                for (position, rank) in ranks.enumerated() { lis.add(rank, slot: Int32(position), predecessors: predecessors.baseAddress!) }
                lis.finish(predecessors: predecessors.baseAddress!)
            }
        }
        return predecessors.indices.filter { predecessors[$0] == kept }
    }
}
