import Testing
@testable import DiffableTUI
import TestSupport

/// Packing a column: no overlaps, order kept, exact where nothing collides.
@MainActor
@Suite struct ColumnPackingTests {
    @Test func unitsThatDoNotCollideGoWhereTheyWant() {
        #expect(ColumnPacking.pack(ideals: [0, 2, 5, 6], heights: [2, 1, 1, 3]) == [0, 2, 5, 6])
    }

    @Test func collidingUnitsShareTheDifference() {
        // Two rows wanting row 3: one goes above, one below.
        let tops = ColumnPacking.pack(ideals: [3, 3], heights: [1, 1])
        #expect(tops == [3, 4] || tops == [2, 3])
        #expect(ColumnPacking.pack(ideals: [0, 0, 0], heights: [1, 1, 1]) == [-1, 0, 1])
    }

    @Test func unitsStayWithinTheExtentTheyFitIn() {
        // Five rows crowding rows 1-5 all want row 1: they fill rows 1-5 instead of 0-4 or -1-3.
        #expect(ColumnPacking.pack(ideals: [1, 1, 1, 1, 1], heights: [1, 1, 1, 1, 1], within: 1..<6) == [1, 2, 3, 4, 5])
        #expect(ColumnPacking.pack(ideals: [5, 5, 5], heights: [1, 2, 1], within: 0..<7) == [2, 3, 5] || ColumnPacking.pack(ideals: [5, 5, 5], heights: [1, 2, 1], within: 0..<7) == [3, 4, 6])
    }

    @Test func randomColumnsNeverOverlapAndKeepTheirOrder() {
        var generator = SeededGenerator(seed: 55)
        for _ in 0..<500 {
            let count = Int.random(in: 1...30, using: &generator)
            let ideals = (0..<count).map { _ in Double.random(in: -20...60, using: &generator) }.sorted()
            let heights = (0..<count).map { _ in Int.random(in: 1...3, using: &generator) }
            let total = heights.reduce(0, +)
            let lower = Int.random(in: -25...0, using: &generator)
            let extent = lower..<(lower + total + Int.random(in: 0...40, using: &generator))
            for bounds in [nil, extent] {
                let tops = ColumnPacking.pack(ideals: ideals, heights: heights, within: bounds)
                #expect(tops.count == count)
                for index in 1..<count { #expect(tops[index] >= tops[index - 1] + heights[index - 1]) }
                if let bounds { #expect(tops[0] >= bounds.lowerBound && tops[count - 1] + heights[count - 1] <= bounds.upperBound) }
                // No unit is pushed farther than all the others put together could push it.
                if bounds == nil { #expect(zip(tops, ideals).allSatisfy { abs(Double($0) - $1) <= Double(total) + 1 }) }
            }
        }
    }
}
