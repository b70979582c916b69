import DiffableTUI
import Testing
@testable import FruitStand

/// Clearing the filter and the sun coming back show the last unfiltered listing again: its
/// snapshot is reused when the listing is unchanged (issue 12: at a million fruit, a build
/// saved per key), and built anew when the store changed.
@MainActor
@Suite struct AppListingReuseTests {
    private let listing = FruitListing.open(apples: [FruitID(1), FruitID(2)], oranges: [FruitID(3)])

    /// A snapshot that `listing` would never build, so a test can tell it was reused.
    private var marker: ContentController.Snapshot {
        ContentController.snapshot(for: .open(apples: [FruitID(9)], oranges: []))
    }

    @Test func theSnapshotBuiltFromTheSameListingIsReused() {
        let reusable = BuiltListing(listing: listing, snapshot: marker)
        let prepared = ContentController.prepare(listing, from: ContentController.Snapshot(), reusing: reusable, reconfiguring: [])
        #expect(prepared.diffed.snapshot.itemIdentifiers == marker.itemIdentifiers)
        #expect(prepared.built.itemIdentifiers == marker.itemIdentifiers)
    }

    @Test func anotherListingIsBuiltAnew() {
        let other = FruitListing.open(apples: [FruitID(1)], oranges: [FruitID(3)])
        let reusable = BuiltListing(listing: listing, snapshot: marker)
        let prepared = ContentController.prepare(other, from: ContentController.Snapshot(), reusing: reusable, reconfiguring: [])
        #expect(prepared.diffed.snapshot.itemIdentifiers == [.apple(FruitID(1)), .orange(FruitID(3))])
    }

    /// Reconfigure marks go on the snapshot shown, never on the one kept for reuse.
    @Test func marksStayOffTheReusedSnapshot() {
        let built = ContentController.snapshot(for: listing)
        let reusable = BuiltListing(listing: listing, snapshot: built)
        let prepared = ContentController.prepare(listing, from: built, reusing: reusable, reconfiguring: [.apple(FruitID(2))])
        #expect(prepared.diffed.snapshot.reconfiguredItemIdentifiers == [.apple(FruitID(2))])
        #expect(prepared.built.reconfiguredItemIdentifiers.isEmpty)
    }

    /// The cards after each key equal a snapshot built from the store, whether the kept
    /// listing was reused (Backspace, Esc, the sun back) or stale (a fruit added meanwhile).
    @Test(arguments: [false, true])
    func clearingTheFilterShowsWhatTheStoreLists(background: Bool) async {
        let app = await launchApp(background: background, source: .generated(count: 300))
        await app.keys(.tab)
        func expectFresh(_ context: Comment) {
            let session = app.session
            let fresh = ContentController.snapshot(for: session.store.listing(for: session.query, filter: session.filter))
            let shown = app.contentSnapshot
            #expect(shown.sectionIdentifiers == fresh.sectionIdentifiers, context)
            #expect(shown.itemIdentifiers == fresh.itemIdentifiers, context)
        }
        let kept = app.session.unfilteredListing?.snapshot == app.contentSnapshot
        #expect(kept, "the first listing is kept")
        await app.keys(.character("/"), .character("f"), .backspace)
        expectFresh("Backspace to an empty filter")
        await app.keys(.escape, .character("w"), .character("w"))
        expectFresh("the sun back")
        await app.keys(.character("a"))
        let dropped = app.session.unfilteredListing == nil
        #expect(dropped, "an edit drops the kept listing")
        await app.keys(.character("/"), .character("f"), .escape)
        expectFresh("Esc after an edit")
        await app.keys(.character("s"), .character("/"), .character("f"), .escape)
        expectFresh("Esc after a shuffle")
    }
}
