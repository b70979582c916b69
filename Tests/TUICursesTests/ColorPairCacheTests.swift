import Testing
@testable import TUICurses

struct ColorPairCacheTests {
    typealias Colors = ColorPairCache.Colors

    private func colors(_ n: Int32) -> Colors { Colors(foreground: n, background: -1) }

    @Test func sameColorsSamePair() {
        var cache = ColorPairCache(capacity: 10)
        let first = cache.acquire(colors(1))
        let second = cache.acquire(colors(1))
        #expect(first == .init(pair: 1, needsDefinition: true))
        #expect(second == .init(pair: 1, needsDefinition: false))
        #expect(cache.useCount(of: 1) == 2)
        #expect(cache.acquire(colors(2)).pair == 2)
    }

    @Test func defaultColorsArePairZero() {
        var cache = ColorPairCache(capacity: 10)
        #expect(cache.acquire(.terminalDefault) == .init(pair: 0, needsDefinition: false))
        var noDefaults = ColorPairCache(capacity: 10, pairZero: Colors(foreground: 7, background: 0))
        #expect(noDefaults.acquire(Colors(foreground: 7, background: 0)).pair == 0)
        #expect(noDefaults.acquire(.terminalDefault).pair == 1)
    }

    @Test func freedPairsAreReusedOldestFirst() {
        var cache = ColorPairCache(capacity: 3)
        for n: Int32 in 1...3 { _ = cache.acquire(colors(n)) }
        cache.release(2)
        cache.release(1)
        let reused = cache.acquire(colors(9))
        #expect(reused == .init(pair: 2, needsDefinition: true))
        #expect(cache.colors(of: 2) == colors(9))
        #expect(cache.acquire(colors(2)) == .init(pair: 1, needsDefinition: true), "the old colours are gone")
    }

    @Test func pairsInUseAreNeverRedefined() {
        var cache = ColorPairCache(capacity: 2)
        _ = cache.acquire(colors(1))
        _ = cache.acquire(colors(2))
        #expect(cache.acquire(colors(3)) == .init(pair: 0, needsDefinition: false), "degrades to default colours")
        #expect(cache.colors(of: 1) == colors(1))
        #expect(cache.colors(of: 2) == colors(2))
    }

    @Test func resetUsageKeepsDefinitions() {
        var cache = ColorPairCache(capacity: 2)
        _ = cache.acquire(colors(1))
        _ = cache.acquire(colors(2))
        cache.resetUsage()
        #expect(cache.useCount(of: 1) == 0)
        #expect(cache.acquire(colors(2)) == .init(pair: 2, needsDefinition: false))
        #expect(cache.acquire(colors(5)).pair == 1)
    }

    @Test func noCapacityMeansPairZero() {
        var cache = ColorPairCache(capacity: 0)
        #expect(cache.acquire(colors(4)).pair == 0)
        cache.release(0)
    }

    /// A screen of cells repainted at random: every visible cell's pair must still show that
    /// cell's colours (or be pair 0 when pairs ran out), whatever was recycled.
    @Test(arguments: [1, 2, 3, 42, 2024])
    func visibleCellsKeepTheirColors(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var cache = ColorPairCache(capacity: 8)
        var cells = Array(repeating: (colors: Colors.terminalDefault, pair: Int32(0)), count: 12)
        for _ in 0..<5_000 {
            let index = Int(random.next() % UInt64(cells.count))
            let wanted = colors(Int32(random.next() % 20))
            cache.release(cells[index].pair)
            cells[index] = (wanted, cache.acquire(wanted).pair)
            for cell in cells where cell.pair != 0 {
                #expect(cache.colors(of: cell.pair) == cell.colors)
            }
            let inUse = Set(cells.map(\.pair)).subtracting([0])
            for pair in inUse {
                #expect(cache.useCount(of: pair) == cells.filter { $0.pair == pair }.count)
            }
        }
    }
}

/// A small seeded generator, so property tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
