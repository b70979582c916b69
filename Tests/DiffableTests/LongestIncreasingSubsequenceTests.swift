import Testing
@testable import Diffable
import TestSupport

/// The longest increasing subsequence by position, as the list column asks for it: the
/// positions it returns increase, their values strictly increase, and no longer run exists.
@Suite struct LongestIncreasingSubsequenceTests {
    /// The length of a longest strictly increasing subsequence, by the quadratic recurrence.
    static func referenceLength(_ values: [Int]) -> Int {
        var longest = [Int](repeating: 1, count: values.count)
        for index in values.indices {
            for earlier in 0..<index where values[earlier] < values[index] { longest[index] = max(longest[index], longest[earlier] + 1) }
        }
        return longest.max() ?? 0
    }

    @Test func emptyAndSortedAndReversed() {
        #expect(LongestIncreasingSubsequence.positions(in: [Int]()) == [])
        #expect(LongestIncreasingSubsequence.positions(in: [1, 2, 3, 4]) == [0, 1, 2, 3])
        #expect(LongestIncreasingSubsequence.positions(in: [4, 3, 2, 1]).count == 1)
        #expect(LongestIncreasingSubsequence.positions(in: [7, 7, 7]).count == 1, "equal values never increase")
    }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func randomValuesGiveALongestStrictlyIncreasingRun(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 0..<25, using: &generator) }
            let positions = LongestIncreasingSubsequence.positions(in: values)
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] }, "\(values): \(positions)")
            #expect(positions.count == Self.referenceLength(values), "\(values): \(positions)")
        }
    }
}
