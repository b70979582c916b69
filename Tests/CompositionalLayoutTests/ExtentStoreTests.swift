import Testing
@testable import CompositionalLayout
import TestSupport

@Suite("Extent store and Fenwick tree")
struct ExtentStoreTests {
    /// Property: the store agrees with a plain array under random height changes.
    @Test(arguments: [11, 12, 13])
    func storeMatchesANaiveModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...300, using: &random)
        let spacing = Int.random(in: 0...2, using: &random)
        let height = Int.random(in: 0...4, using: &random)
        var heights = [Int](repeating: height, count: count)
        heights[count - 1] = Int.random(in: 0...4, using: &random)
        var store = ExtentStore(count: count, height: height, lastHeight: heights[count - 1], spacing: spacing)
        for step in 0..<200 {
            if step > 0 {
                let index = Int.random(in: 0..<count, using: &random)
                heights[index] = Int.random(in: 0...6, using: &random)
                store.setHeight(heights[index], at: index)
            }
            var top = 0
            for i in 0..<count {
                #expect(store.offset(of: i) == top)
                #expect(store.height(of: i) == heights[i])
                top += heights[i] + spacing
            }
            #expect(store.totalExtent == top - spacing)
            let y = Int.random(in: -2...(top + 3), using: &random)
            let expected = y <= 0 ? 0 : min(count - 1, (0..<count).last { store.offset(of: $0) <= y } ?? 0)
            #expect(store.index(at: y) == expected, "y \(y)")
        }
    }

    @Test func uniformStoreOnlyChangesTheLastHeightWithoutAllocating() {
        var store = ExtentStore(count: 1_000_000, height: 2, lastHeight: 2, spacing: 1)
        store.setHeight(5, at: 999_999)
        #expect(store.isUniform)
        #expect(store.totalExtent == 999_999 * 3 + 5)
        store.setHeight(2, at: 10)
        #expect(store.isUniform)
        store.setHeight(3, at: 10)
        #expect(!store.isUniform)
        #expect(store.offset(of: 11) == 11 * 3 + 1)
        #expect(store.index(at: 11 * 3 + 1) == 11)
        #expect(store.index(at: 11 * 3) == 10)
    }

    @Test func fenwickPrefixSearch() {
        let tree = FenwickTree([3, 0, 2, 5, 1])
        #expect((0...5).map { tree.prefixSum($0) } == [0, 3, 3, 5, 10, 11])
        #expect(tree.longestPrefix(notExceeding: 2) == 0)
        #expect(tree.longestPrefix(notExceeding: 3) == 2)
        #expect(tree.longestPrefix(notExceeding: 9) == 3)
        #expect(tree.longestPrefix(notExceeding: 100) == 5)
        #expect(tree.longestPrefix(notExceeding: -1) == 0)
    }
}
