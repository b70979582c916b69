import DiffableTUI
import Testing
@testable import FruitStand

/// What a fetched stand costs is worked out off the main thread (issue 12): its counts with
/// the fetch, and the cards whose badges must change with the refresh that shows it.
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
        #expect(app.lines.contains { $0.contains("All Fruit") && $0.contains("4.3k") })
    }

    /// The counts of a fetched stand are the counts of its fruit, kind by kind and variety by
    /// variety, with its stock and stars: a generated stand's, tallied as it is drawn, and a
    /// stand from anywhere else, counted once it is loaded.
    @Test(arguments: [InventorySource.generated(count: 2_000), .provided(.generated(count: 2_000, seed: 8))])
    func aFetchedStandCarriesTheCountsOfItsFruit(from source: InventorySource) throws {
        let stand = try InventoryService(source: source, seed: 3).loadStand().get()
        let (inventory, counts) = (stand.inventory, stand.counts)
        var expected = FruitCounts()
        for fruit in inventory.apples.map(Fruit.apple) + inventory.oranges.map(Fruit.orange) {
            expected.add(fruit, stock: inventory.stock(of: fruit.id), isFavorite: inventory.isFavorite(fruit.id))
        }
        #expect(counts == expected)
        #expect(counts.all == 2_000)
        #expect(counts.inStock > 0 && counts.inStock < 2_000)
        #expect(counts.favorites > 0)
    }

    /// The cards whose stock or star changed since the stand shown, and only those, are
    /// reconfigured; a fruit missing from either stand counts as out of stock there.
    @Test func theItemsRestyledAreTheShownOnesWhoseStockOrStarChanged() throws {
        let previous = try InventoryService(source: .generated(count: 40), seed: 5).loadInventory().get()
        var current = previous
        let ids = previous.apples.map(\.id)
        current.setStock(previous.stock(of: ids[0]) + 1, of: ids[0])
        current.setFavorite(!previous.isFavorite(ids[1]), of: ids[1])
        current.setStock(previous.stock(of: ids[2]) + 1, of: ids[2])
        var shown = ContentController.Snapshot()
        shown.appendSections([.apples])
        shown.appendItems([.apple(ids[1]), .apple(ids[0]), .apple(ids[3])], toSection: .apples)
        let restyled = FruitStandSession.itemsRestyled(in: shown, from: previous, to: current)
        #expect(restyled == [.apple(ids[1]), .apple(ids[0])], "in the order shown; ids[2] is not shown, ids[3] did not change")
    }
}
