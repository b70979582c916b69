/// Patience sorting for a longest strictly increasing subsequence, fed one value at a time.
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
struct LongestIncreasingSubsequence {
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
