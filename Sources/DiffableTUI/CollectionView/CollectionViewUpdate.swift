/// A change of a collection view's data, by index, with O(1) mappings between the index
/// paths before and after: what a data source hands the collection view so that prepared
/// cells follow their items.
///
/// The diffable data source builds one from `diff(from:to:)` and the two snapshots' indexes;
/// `reloadItems(at:)` and `reconfigureItems(at:)` build identity updates.
struct CollectionViewUpdate {
    /// Item counts per section after the update.
    var itemCounts: [Int]
    /// Where an item moved; `nil` when it was deleted.
    var newIndexPath: (IndexPath) -> IndexPath?
    /// Where an item came from; `nil` when it was inserted.
    var oldIndexPath: (IndexPath) -> IndexPath?
    /// Where a section moved; `nil` when it was deleted.
    var newSection: (Int) -> Int?
    /// Where a section came from; `nil` when it was inserted.
    var oldSection: (Int) -> Int?
    /// Items that get new cells (new index paths).
    var reloadedItems: Set<IndexPath> = []
    /// Sections whose cells and views are all replaced (new indexes).
    var reloadedSections: Set<Int> = []
    /// Items whose prepared cells are configured again in place (new index paths).
    var reconfiguredItems: [IndexPath] = []
    /// A caption of the change for humans (`2 inserts · 1 move`), when the data source knows one.
    var summary: String?
    /// How long the change animates, and how.
    var timing = TransitionTiming.standard

    /// An update that keeps every index path and section where it is.
    static func identity(itemCounts: [Int]) -> CollectionViewUpdate {
        CollectionViewUpdate(
            itemCounts: itemCounts, newIndexPath: { $0 }, oldIndexPath: { $0 }, newSection: { $0 }, oldSection: { $0 })
    }

    /// Whether the element at a new index path gets a new view.
    func isReloaded(_ indexPath: IndexPath) -> Bool {
        reloadedItems.contains(indexPath) || reloadedSections.contains(indexPath.section)
    }
}
