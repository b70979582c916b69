/// Outlines: section snapshots, their handlers, and expansion from the collection view.
extension CollectionViewDiffableDataSource {
    /// Hooks for expanding and collapsing outline items; mirrors
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`. The collection view's
    /// keys and clicks go through them.
    public struct SectionSnapshotHandlers {
        /// Whether an item may expand; `nil` allows it.
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
        /// Called before an item expands (after `shouldExpandItem` allowed it), before
        /// `snapshotForExpandingParent`.
        public var willExpandItem: ((ItemIdentifierType) -> Void)?
        /// Whether an item may collapse; `nil` allows it.
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
        /// Called before an item collapses (after `shouldCollapseItem` allowed it).
        public var willCollapseItem: ((ItemIdentifierType) -> Void)?
        /// The children to show when a parent expands, given its current children (return
        /// them unchanged, or load them here).
        public var snapshotForExpandingParent: ((ItemIdentifierType, SectionSnapshot) -> SectionSnapshot)?

        /// No handlers: every item may expand and collapse, and children stay as applied.
        public init() {}
    }

    /// Shows an outline in `section`: only its visible items (those whose ancestors are all
    /// expanded) enter the flat snapshot; the hierarchy and expansion state are kept for
    /// `snapshot(for:)` and for the collection view's outline keys. A section not yet shown
    /// is appended.
    public func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var flat = current
        if flat.indexOfSection(section) != nil {
            flat.deleteItems(flat.itemIdentifiers(inSection: section))
        } else {
            flat.appendSections([section])
        }
        flat.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        update(to: flat, animated: animatingDifferences, completion: completion)
    }

    /// `apply(_:to:animatingDifferences:completion:)`, returning when it is on screen.
    public func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// The outline of `section`: the applied section snapshot (with its hierarchy and
    /// expansion), or the section's items as roots when it was filled from a flat snapshot;
    /// empty for an unknown section.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let outline = sectionSnapshots[section] { return outline }
        var outline = SectionSnapshot()
        if current.indexOfSection(section) != nil {
            outline.append(current.itemIdentifiers(inSection: section))
        }
        return outline
    }
}

extension CollectionViewDiffableDataSource: CollectionViewOutlineSource {
    /// - Complexity: O(1).
    func outlineState(at indexPath: IndexPath) -> OutlineState? {
        guard let section = current.sectionIdentifier(at: indexPath.section), let outline = sectionSnapshots[section],
              let item = current.itemIdentifier(at: indexPath), let index = outline.index(of: item)
        else { return nil }
        let items = outline.items
        let level = outline.level(of: item)
        let hasChildren = index + 1 < items.count && outline.level(of: items[index + 1]) > level
        return OutlineState(
            level: level, isExpanded: outline.isExpanded(item), hasChildren: hasChildren,
            parent: outline.parent(of: item).flatMap { current.indexPath(for: $0) })
    }

    /// Expands or collapses the item through the handlers and applies the section's outline
    /// (animated).
    func setExpanded(_ expanded: Bool, at indexPath: IndexPath) {
        guard let section = current.sectionIdentifier(at: indexPath.section), let item = current.itemIdentifier(at: indexPath) else { return }
        var outline = snapshot(for: section)
        guard outline.contains(item), outline.isExpanded(item) != expanded else { return }
        if expanded {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let provide = sectionSnapshotHandlers.snapshotForExpandingParent {
                let children = outline.snapshot(of: item, includingParent: false)
                let replacement = provide(item, children)
                if replacement != children { outline.replace(childrenOf: item, using: replacement) }
            }
            outline.expand([item])
        } else {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            outline.collapse([item])
        }
        collectionView?.pendingExpansionWords = (indexPath, expanded)
        apply(outline, to: section, animatingDifferences: true)
        collectionView?.pendingExpansionWords = nil
    }
}
