import OrderedCollections

/// Patience sorting for a longest strictly increasing subsequence, fed one value at a time.
///
/// Values arrive with a caller-chosen slot number; `finish` marks the slots of one longest
/// subsequence in the caller's `predecessors` array as ``kept``. The caller owns the
/// `predecessors` storage so one allocation serves every section of a diff.
///
/// - Complexity: O(1) per value that extends the longest subsequence so far (the common
///   case for mostly ordered data), O(log *k*) otherwise; O(*k*) to finish.
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
    var tails: [Int32] = []
    @usableFromInline
    var tailValues: [Int32] = []

    @inlinable
    init() {}

    /// Adds the value at `slot`; records its predecessor in `predecessors[slot]`.
    @inlinable
    @inline(__always)
    mutating func add(_ value: Int32, slot: Int32, predecessors: UnsafeMutableBufferPointer<Int32>) {
        if let last = tailValues.last, value < last {
            var low = 0
            var high = tailValues.count - 1
            while low < high {
                let middle = (low + high) / 2
                if tailValues[middle] < value { low = middle + 1 } else { high = middle }
            }
            predecessors[Int(slot)] = low == 0 ? Self.none : tails[low - 1]
            tails[low] = slot
            tailValues[low] = value
        } else {
            predecessors[Int(slot)] = tails.last ?? Self.none
            tails.append(slot)
            tailValues.append(value)
        }
    }

    /// Marks the slots of the longest subsequence as ``kept``, returns its length, and
    /// starts over.
    @inlinable
    @discardableResult
    mutating func finish(predecessors: UnsafeMutableBufferPointer<Int32>) -> Int {
        let length = tails.count
        var slot = tails.last ?? Self.none
        while slot >= 0 {
            let previous = predecessors[Int(slot)]
            predecessors[Int(slot)] = Self.kept
            slot = previous
        }
        tails.removeAll(keepingCapacity: true)
        tailValues.removeAll(keepingCapacity: true)
        return length
    }
}
