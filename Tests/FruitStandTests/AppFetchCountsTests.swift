import DiffableTUI
import Testing
@testable import FruitStand

/// The stand's counts are worked out with the fetch, off the main thread (issue 12): counting
/// walks every fruit, and the main thread only shows what arrived.
@MainActor
@Suite struct AppFetchCountsTests {
    /// The session shows the counts that came with the stand instead of counting it again,
    /// which at a million fruit kept the screen from answering for several frames.
    @Test func theSidebarShowsTheCountsThatCameWithTheFetch() async {
        let app = await launchApp()
        var stand = FetchedStand(inventory: app.session.store.inventory)
        stand.counts.all = 4_321
        app.session.finishFetch(.success(stand), attempt: app.session.fetchAttempt)
        await app.settle()
        #expect(app.session.counts == stand.counts)
        #expect(app.lines.contains { $0.contains("All Fruit") && $0.contains("4321") })
    }

    /// The counts of a fetched stand are the counts of its fruit, kind by kind and variety by
    /// variety, with its stock and stars.
    @Test func aFetchedStandCarriesTheCountsOfItsFruit() throws {
        let inventory = try InventoryService(source: .generated(count: 2_000), seed: 3).loadInventory().get()
        let counts = FetchedStand(inventory: inventory).counts
        var expected = FruitCounts()
        for fruit in inventory.apples.map(Fruit.apple) + inventory.oranges.map(Fruit.orange) {
            expected.add(fruit, stock: inventory.stock(of: fruit.id), isFavorite: inventory.isFavorite(fruit.id))
        }
        #expect(counts == expected)
        #expect(counts.all == 2_000)
        #expect(counts.inStock > 0 && counts.inStock < 2_000)
        #expect(counts.favorites > 0)
    }
}
