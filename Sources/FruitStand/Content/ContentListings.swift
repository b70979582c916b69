import DiffableTUI
import Synchronization

/// The listings the content built last, so that the next refresh can start from one: a memo
/// of `FruitStandStore.listing(for:filter:)` keyed by the store's revision.
///
/// A filter that grew (one more letter) narrows the listing of the shorter filter instead of
/// walking every fruit; an unfiltered listing shown again (the filter cleared, the sun back)
/// takes the snapshot built from it, when the listing is the same, instead of building one.
/// Refreshes read and fill it on the host's background queue, one at a time (on the main
/// thread for a small stand); entries are plain values, valid for their key whatever became
/// of the refresh that made them.
final class ContentListings: Sendable {
    /// A listing and the snapshot built from it, with what it was made from.
    struct Built: Sendable {
        var revision: Int
        var query: FruitQuery
        var filter: String
        var listing: FruitListing
        var snapshot: ContentController.Snapshot
    }

    private let kept = Mutex<(last: Built?, unfiltered: Built?)>((nil, nil))

    /// The last listing built, and the last unfiltered one of an open stand.
    var last: Built? { kept.withLock { $0.last } }
    var unfiltered: Built? { kept.withLock { $0.unfiltered } }

    /// The snapshot of what `store` (at `revision`) lists for `query` and `filter`, without
    /// reconfigure marks. Runs on any thread.
    ///
    /// - Complexity: O(n) for n fruit; O(k) to narrow a listing of k fruit; a reused snapshot
    ///   costs a comparison of identifiers instead of hashing them.
    func snapshot(of store: FruitStandStore, revision: Int, query: FruitQuery, filter: String) -> ContentController.Snapshot {
        let (last, unfiltered) = kept.withLock { ($0.last, $0.unfiltered) }
        if let last, last.revision == revision, last.query == query, last.filter == filter { return last.snapshot }
        let listing: FruitListing
        if let last, last.revision == revision, last.query == query, SearchKey.fold(filter).contains(SearchKey.fold(last.filter)) {
            listing = store.narrowing(last.listing, to: filter)
        } else {
            listing = store.listing(for: query, filter: filter)
        }
        let reusable = filter.isEmpty ? unfiltered.flatMap { $0.listing == listing ? $0.snapshot : nil } : nil
        let built = Built(revision: revision, query: query, filter: filter, listing: listing,
                          snapshot: reusable ?? ContentController.snapshot(for: listing))
        kept.withLock { kept in
            kept.last = built
            if filter.isEmpty, !listing.isClosed { kept.unfiltered = built }
        }
        return built.snapshot
    }

    /// Forgets every listing kept: an edit applied to the snapshot shown changed what they
    /// list (the next listing has a new revision, and comparing would only cost a walk), and
    /// freeing their snapshots now lets the next edit's copy of the snapshot shown reuse that
    /// memory instead of faulting in fresh pages.
    func forget() {
        kept.withLock { $0 = (nil, nil) }
    }
}
