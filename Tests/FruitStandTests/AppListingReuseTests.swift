import DiffableTUI
import Testing
@testable import FruitStand

/// Clearing the filter and the sun coming back show the last unfiltered listing again: its
/// snapshot is reused when the listing is unchanged (issue 12: at a million fruit, a build
/// saved per key), and built anew when the store changed.
@MainActor
@Suite struct AppListingReuseTests {
    /// A store of a few named apples, at the stand's default weather.
    private func store(_ names: [String]) -> FruitStandStore {
        var inventory = Inventory()
        for name in names { inventory.append(.apple, name: name, thickness: 10) }
        return FruitStandStore(inventory: inventory, seed: 1)
    }

    private func names(_ snapshot: ContentController.Snapshot, in store: FruitStandStore) -> [String] {
        snapshot.itemIdentifiers.compactMap { $0.fruitID.flatMap(store.fruit)?.name }
    }

    /// A filter that grew narrows the listing kept for the same revision: a fruit the store
    /// gained without a new revision (which never happens in the app) stays out, proving the
    /// narrowing walked the kept listing, not the store.
    @Test func aFilterThatGrewNarrowsTheListingOfTheSameRevision() {
        let listings = ContentListings()
        let before = store(["Fuji", "Gala", "Fuji Red"])
        _ = listings.snapshot(of: before, revision: 1, query: .all, filter: "f")
        var after = before
        after.inventory.append(.apple, name: "Fuji New", thickness: 10)
        #expect(names(listings.snapshot(of: after, revision: 1, query: .all, filter: "fu"), in: after) == ["Fuji", "Fuji Red"])
        #expect(names(listings.snapshot(of: after, revision: 2, query: .all, filter: "fuj"), in: after) == ["Fuji", "Fuji Red", "Fuji New"],
                "a new revision lists afresh")
        #expect(names(listings.snapshot(of: after, revision: 2, query: .kind(.orange), filter: "fuji"), in: after).isEmpty,
                "another destination lists afresh")
    }

    /// The unfiltered listing of an open stand is kept apart from the filtered ones, without
    /// reconfigure marks, and an edit forgets it.
    @Test func theUnfilteredListingIsKeptUntilAnEdit() {
        let listings = ContentListings()
        let stand = store(["Fuji", "Gala"])
        let unfiltered = listings.snapshot(of: stand, revision: 1, query: .all, filter: "")
        _ = listings.snapshot(of: stand, revision: 1, query: .all, filter: "g")
        #expect(listings.unfiltered?.snapshot == unfiltered)
        #expect(listings.last?.filter == "g")
        #expect(listings.snapshot(of: stand, revision: 2, query: .all, filter: "") == unfiltered)
        listings.forget()
        #expect(listings.unfiltered == nil && listings.last == nil)
    }

    /// The cards after each key equal a snapshot built from the store, whether the kept
    /// listing was reused (Backspace, Esc, the sun back) or stale (a fruit added meanwhile).
    @Test(arguments: [false, true])
    func clearingTheFilterShowsWhatTheStoreLists(background: Bool) async {
        let app = await launchApp(background: background, source: .generated(count: 300))
        await app.keys(.tab)
        func expectFresh(_ context: Comment) {
            let session = app.session
            let fresh = ContentController.snapshot(for: session.store.listing(for: session.state.query, filter: session.filter))
            let shown = app.contentSnapshot
            #expect(shown.sectionIdentifiers == fresh.sectionIdentifiers, context)
            #expect(shown.itemIdentifiers == fresh.itemIdentifiers, context)
        }
        let kept = app.session.content.listings.unfiltered?.snapshot == app.contentSnapshot
        #expect(kept, "the first listing is kept")
        await app.keys(.character("/"), .character("f"), .backspace)
        expectFresh("Backspace to an empty filter")
        await app.keys(.escape, .character("w"), .character("w"))
        expectFresh("the sun back")
        await app.keys(.character("a"))
        let dropped = app.session.content.listings.unfiltered == nil
        #expect(dropped, "an edit drops the kept listing")
        await app.keys(.character("/"), .character("f"), .escape)
        expectFresh("Esc after an edit")
        await app.keys(.character("s"), .character("/"), .character("f"), .escape)
        expectFresh("Esc after a shuffle")
    }
}
