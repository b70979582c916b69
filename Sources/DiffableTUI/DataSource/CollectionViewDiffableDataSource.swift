/// A collection view's data source driven by snapshots: apply a snapshot and the collection
/// view moves from what it shows to what the snapshot says, cell by cell.
///
/// Mirrors `UICollectionViewDiffableDataSource`. Creating one makes it the collection view's
/// data source; keep a strong reference to it (the collection view holds its data source
/// weakly, as in UIKit).
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Section, AnyHashable>(collectionView: collectionView) { view, indexPath, item in
///     if let apple = item as? Apple { return view.dequeueConfiguredReusableCell(using: appleCell, for: indexPath, item: apple) }
///     return view.dequeueConfiguredReusableCell(using: orangeCell, for: indexPath, item: item as! Orange)
/// }
/// var snapshot = DiffableDataSourceSnapshot<Section, AnyHashable>()
/// snapshot.appendSections([.apples, .oranges])
/// snapshot.appendItems(apples, toSection: .apples)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// `apply` always diffs (iOS 15 semantics); `applySnapshotUsingReloadData` replaces
/// everything without diffing. Reconfigured items re-run the cell provider on their existing
/// cells; reloaded items get new cells. Section snapshots make outlines whose expansion the
/// collection view's Left/Right keys drive through `sectionSnapshotHandlers`.
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CollectionViewDataSource {
    /// The snapshots this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The outlines this data source applies to a section.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Returns a dequeued, configured cell for an item; `nil` traps, as in UIKit.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Returns a dequeued, configured view for a supplementary element (kind, index path).
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// The collection view the data source feeds.
    public private(set) weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// Makes headers, footers and badges; without it they are left empty.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Decide and observe expansion of outline items (keys and clicks go through these).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers()
    /// Seconds an animated apply takes (0.3 by default, as UIKit's batch updates); 0 or
    /// less applies without animation. See <doc:AnimatedUpdates>.
    public var animationDuration: Double = TransitionTiming.standard.duration
    /// The pace of animated applies: `.easeInOut` by default.
    public var animationCurve: View.AnimationCurve = TransitionTiming.standard.curve

    /// What the collection view shows now (without reload and reconfigure marks).
    var current = Snapshot()
    /// The outlines applied with `apply(_:to:animatingDifferences:completion:)`.
    var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    /// The `BackgroundApplies` of `apply(building:)`, from the first one on.
    var backgroundApplies: AnyObject?
    /// Counts `sortItems(by:animatingDifferences:completion:)` calls: a background sort whose
    /// number is no longer the latest was overtaken and is dropped.
    var sortGeneration = 0

    /// Creates a data source and makes it `collectionView`'s data source.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
        collectionView.outlineSource = self
    }

    // MARK: Identifiers and index paths

    /// A copy of the snapshot the collection view shows.
    public func snapshot() -> Snapshot { current }

    /// The item at an index path, or `nil` when out of range. - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// The index path of an item, or `nil` when it is not shown. - Complexity: O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(for: itemIdentifier)
    }

    /// The section at an index, or `nil` when out of range. - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    /// The index of a section, or `nil` when it is not shown. - Complexity: O(1).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: CollectionViewDataSource

    /// The number of sections in the applied snapshot.
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        current.numberOfSections
    }

    /// The number of items in the section at `section` in the applied snapshot (the visible items
    /// of an outline); 0 for an index out of range.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sectionIdentifier(at: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell the cell provider returns for the item at `indexPath`; a `nil` cell traps with
    /// UIKit's message.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = current.itemIdentifier(at: indexPath) else {
            preconditionFailure("Asked for the cell at \(indexPath), which is not in the data source's snapshot")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), dataSource=\(self)")
        }
        return cell
    }

    /// The view `supplementaryViewProvider` returns; `nil` (an empty element) without one.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}
