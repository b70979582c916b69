import Diffable

/// A change of a collection view's data: the changeset that describes it, with O(1) mappings
/// between the index paths before and after, so that prepared cells follow their items.
///
/// The diffable data source builds one from the old snapshot, the new snapshot and the
/// changeset `diff(from:to:)` found between them (`init(from:to:changeset:timing:)`);
/// `reloadItems(at:)` builds one that keeps every item in place.
struct CollectionViewUpdate {
    /// What changed, by index; what `CollectionViewDiffableDataSource.apply` returns.
    let changeset: SnapshotChangeset
    /// Item counts per section after the update.
    let itemCounts: [Int]
    /// Where an item moved; `nil` when it was deleted.
    let newIndexPath: (IndexPath) -> IndexPath?
    /// Where an item came from; `nil` when it was inserted.
    let oldIndexPath: (IndexPath) -> IndexPath?
    /// Where a section moved; `nil` when it was deleted.
    let newSection: (Int) -> Int?
    /// Where a section came from; `nil` when it was inserted.
    let oldSection: (Int) -> Int?
    /// The identifier of the item at an old index path, for rows still leaving when a later
    /// update comes: `nil` without a diffable data source.
    let itemIdentifier: (IndexPath) -> AnyHashable?
    /// The identifier of the section at an old index, as a `LeavingSection`: a header still
    /// leaving when a later update brings its section back.
    let sectionIdentifier: (Int) -> AnyHashable?
    /// Whether the new state holds an item or a section (of the identifiers `itemIdentifier`
    /// and `sectionIdentifier` give): a row or header still leaving from an earlier update
    /// whose item or section came back is not drawn twice.
    let contains: (AnyHashable) -> Bool
    /// The changeset's reloaded items (new index paths), for O(1) lookups per element.
    let reloadedItems: Set<IndexPath>
    /// The changeset's reloaded sections (new indexes).
    let reloadedSections: Set<Int>
    /// How long the change animates, and how.
    var timing = TransitionTiming.standard

    /// The update from `old` to `new`, whose difference is `changeset`; the index mappings go
    /// through both snapshots' indexes.
    init<SectionIdentifier, ItemIdentifier>(
        from old: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        to new: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        changeset: SnapshotChangeset, timing: TransitionTiming
    ) {
        self.init(
            changeset: changeset,
            itemCounts: new.sectionIdentifiers.map { new.numberOfItems(inSection: $0) },
            newIndexPath: { old.itemIdentifier(at: $0).flatMap { new.indexPath(for: $0) } },
            oldIndexPath: { new.itemIdentifier(at: $0).flatMap { old.indexPath(for: $0) } },
            newSection: { old.sectionIdentifier(at: $0).flatMap { new.indexOfSection($0) } },
            oldSection: { new.sectionIdentifier(at: $0).flatMap { old.indexOfSection($0) } },
            itemIdentifier: { old.itemIdentifier(at: $0).map { AnyHashable($0) } },
            sectionIdentifier: { old.sectionIdentifier(at: $0).map { AnyHashable(LeavingSection(id: $0)) } },
            contains: { identifier in
                if let section = identifier.base as? LeavingSection { return (section.id.base as? SectionIdentifier).map { new.indexOfSection($0) != nil } ?? false }
                return (identifier.base as? ItemIdentifier).map { new.indexPath(for: $0) != nil } ?? false
            })
        self.timing = timing
    }

    /// An update that keeps every index path and section where it is, with `changeset`'s
    /// reloads and reconfigures (it must have no inserts, deletes or moves).
    init(inPlace changeset: SnapshotChangeset, itemCounts: [Int]) {
        self.init(changeset: changeset, itemCounts: itemCounts,
                  newIndexPath: { $0 }, oldIndexPath: { $0 }, newSection: { $0 }, oldSection: { $0 },
                  itemIdentifier: { _ in nil }, sectionIdentifier: { _ in nil }, contains: { _ in false })
    }

    private init(
        changeset: SnapshotChangeset, itemCounts: [Int],
        newIndexPath: @escaping (IndexPath) -> IndexPath?, oldIndexPath: @escaping (IndexPath) -> IndexPath?,
        newSection: @escaping (Int) -> Int?, oldSection: @escaping (Int) -> Int?,
        itemIdentifier: @escaping (IndexPath) -> AnyHashable?, sectionIdentifier: @escaping (Int) -> AnyHashable?,
        contains: @escaping (AnyHashable) -> Bool
    ) {
        self.itemIdentifier = itemIdentifier
        self.sectionIdentifier = sectionIdentifier
        self.contains = contains
        self.changeset = changeset
        self.itemCounts = itemCounts
        self.newIndexPath = newIndexPath
        self.oldIndexPath = oldIndexPath
        self.newSection = newSection
        self.oldSection = oldSection
        reloadedItems = Set(changeset.itemReloads)
        reloadedSections = Set(changeset.sectionReloads)
    }

    /// Whether the element at a new index path gets a new view.
    func isReloaded(_ indexPath: IndexPath) -> Bool {
        reloadedItems.contains(indexPath) || reloadedSections.contains(indexPath.section)
    }
}

/// A section's identifier, told apart from an item's (a data source may use one type for both).
struct LeavingSection: Hashable {
    let id: AnyHashable
}
