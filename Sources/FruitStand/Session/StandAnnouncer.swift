import DiffableTUI

/// What fruitstand-tui says in accessible mode (`--accessible`) on top of what the library
/// composes from each update: the status line's messages in words, and what a destination, a
/// filter or a fetch shows ("Apples: 4 fruit", "3 fruit match “ap”", "Stand loaded: 11 fruit").
///
/// An announcement posted in the same turn as an update takes the place of the library's
/// sentence for it, so each change is said once, in the app's words. Outside accessible mode
/// posting does nothing.
@MainActor
final class StandAnnouncer {
    /// The app's window: words go to it alone (headless tests run apps side by side).
    private weak var window: Window?
    /// The destination and filter whose listing was last announced.
    private var announced: (query: FruitQuery, filter: String)?
    /// A fetch landed: its listing is announced whatever it shows.
    private var fetchLanded = false
    /// Whether the stand was loaded before (a later fetch says "fetched again").
    private var hasLoaded = false

    init(window: Window) {
        self.window = window
    }

    /// Says a status message in words: the API names the captions show are left out and the
    /// `·` separators read as commas (`"Deleted Fuji, u undoes"`).
    func announceStatus(_ text: String) {
        window?.post(notification: .announcement, argument: Self.spoken(text))
    }

    /// The words for a status message.
    static func spoken(_ text: String) -> String {
        var parts = text.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)
        switch parts.first {
        case "reconfigureItems":
            // "reconfigureItems · cell kept · Fuji stock 3"
            parts = [parts.last ?? ""]
        case "reloadItems":
            parts = ["\(parts.last ?? "") reloaded"]
        case "applySnapshotUsingReloadData":
            parts = ["Every card reloaded"]
        default:
            break
        }
        return parts.joined(separator: ", ")
    }

    /// The next listing shown came from a fetch.
    func noteFetchLanded() {
        fetchLanded = true
    }

    /// Says what a listing shows when the destination or the filter changed, or a fetch
    /// brought it; other refreshes (a shuffle, the weather) have their own words.
    func announceListing(_ listing: FruitListing, query: FruitQuery, filter: String) {
        let changed = announced.map { $0.query != query || $0.filter != filter } ?? true
        guard changed || fetchLanded else { return }
        let fetched = fetchLanded
        fetchLanded = false
        announced = (query, filter)
        let count = listing.count
        let fruit = "\(count) fruit"
        let words: String
        if listing.isClosed {
            words = "The stand is closed: bad weather"
        } else if fetched {
            words = "Stand \(hasLoaded ? "fetched again" : "loaded"): \(query.title), \(fruit)"
        } else if !filter.isEmpty {
            words = count == 0 ? "No fruit match “\(filter)”" : "\(fruit) \(count == 1 ? "matches" : "match") “\(filter)”"
        } else {
            words = "\(query.title): \(fruit)"
        }
        if fetched { hasLoaded = true }
        window?.post(notification: .announcement, argument: words)
    }
}
