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
    /// is appended. Animation and `completion` are as for
    /// ``apply(_:animatingDifferences:completion:)-60yi0``, and the changeset returned is what
    /// changed in the flat snapshot shown.
    ///
    /// - Complexity: at most that of a flat apply of the same rows: O(*n*) for the *n* items
    ///   shown, plus O(visible) for the collection view. The section's items are matched
    ///   against the outline's visible items in order, with the hashes the outline already
    ///   holds (for an outline only expanded or collapsed, only their visibility is compared);
    ///   when no item moved (rows came and went), that match is the update and no diff runs.
    @inlinable
    @discardableResult
    public func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) -> SnapshotChangeset {
        // Inlined into the app, as the flat apply is, so that a diff (when items moved) is
        // specialized for its identifier types.
        let shown = self.snapshot()
        let (flat, changeset) = flatSnapshot(applying: snapshot, to: section)
        return show(snapshot, in: section, flat: flat, changeset: changeset ?? diff(from: shown, to: flat),
                    animatingDifferences: animatingDifferences, completion: completion)
    }

    /// What the data source shows once `outline` is applied to `section`, and its changeset
    /// from what it shows now when that needs no diff (see `DiffableDataSourceSnapshot.applying(_:to:replacing:)`).
    @usableFromInline
    func flatSnapshot(applying outline: SectionSnapshot, to section: SectionIdentifierType) -> (snapshot: Snapshot, changeset: SnapshotChangeset?) {
        current.applying(outline, to: section, replacing: sectionSnapshots[section])
    }

    /// Keeps `outline` as the outline of `section` and shows `flat`, whose changeset from
    /// what is shown is `changeset`; the background builds asked for before are overtaken.
    @usableFromInline
    func show(
        _ outline: SectionSnapshot, in section: SectionIdentifierType, flat: Snapshot, changeset: SnapshotChangeset,
        animatingDifferences: Bool, completion: (() -> Void)?
    ) -> SnapshotChangeset {
        overtakeBackgroundApplies()
        sectionSnapshots[section] = outline
        defer { backgroundAppliesShow(current) }
        return update(to: flat, changeset: changeset, animated: animatingDifferences, completion: completion)
    }

    /// `apply(_:to:animatingDifferences:completion:)`, returning the changeset once it is on screen.
    @discardableResult
    public func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true) async -> SnapshotChangeset {
        await applied { apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: $0) }
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
              let item = current.itemIdentifier(at: indexPath), outline.contains(item)
        else { return nil }
        return OutlineState(
            level: outline.level(of: item), isExpanded: outline.isExpanded(item), hasChildren: outline.hasChildren(item),
            parent: outline.parent(of: item).flatMap { current.indexPath(for: $0) })
    }

    /// Expands or collapses the item through the handlers and applies the section's outline
    /// (animated).
    ///
    /// The section shows the outline's visible items (every apply keeps it so), so the change
    /// is the item's visible descendants appearing after it or leaving, and is made as such,
    /// without a diff; an item to insert that another section holds takes the full apply.
    ///
    /// - Complexity: O(*k*) for the *k* rows that appear or leave, plus O(rows after them),
    ///   which move in bulk, plus O(visible) for the collection view.
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
        // The next update is this expansion: its announcement names the parent.
        collectionView?.pendingExpansionWords = (indexPath, expanded)
        defer { collectionView?.pendingExpansionWords = nil }
        guard let change = current.changingExpansion(of: item, in: outline, expanded: expanded) else {
            apply(outline, to: section, animatingDifferences: true)
            return
        }
        sectionSnapshots[section] = outline
        update(to: change.snapshot, changeset: change.changeset, animated: true, completion: nil)
    }
}
