import DiffableTUI

/// Small changes applied to the snapshot shown, as UIKit apps do (seed 000: "normally you
/// might pull the existing snapshot and update it"): a single insert, delete or reconfigure
/// costs O(items after it), never a rebuild of a million-item snapshot.
extension ContentController {
    /// Applies `snapshot`, returning the summary of its changes when `summarize` is set (the
    /// data source's own changeset: the snapshots are diffed once).
    func apply(_ snapshot: Snapshot, animated: Bool, summarize: Bool) -> String? {
        let changeset = dataSource.apply(snapshot, animatingDifferences: animated)
        return summarize ? changeset.summary : nil
    }

    /// Configures `item`'s cell and badge again in place (its identity, hence its place,
    /// is unchanged).
    func reconfigure(_ item: StandItem, animated: Bool, summarize: Bool) -> String? {
        var snapshot = dataSource.snapshot()
        guard snapshot.indexOfItem(item) != nil else { return nil }
        snapshot.reconfigureItems([item])
        let summary = apply(snapshot, animated: animated, summarize: summarize)
        refreshBadge(of: item)
        return summary
    }

    /// Removes `item`, and its section when it was the last item there.
    func delete(_ item: StandItem, animated: Bool, summarize: Bool) -> String? {
        var snapshot = dataSource.snapshot()
        guard let section = snapshot.sectionIdentifier(containingItem: item) else { return nil }
        snapshot.deleteItems([item])
        if snapshot.numberOfItems(inSection: section) == 0 { snapshot.deleteSections([section]) }
        return apply(snapshot, animated: animated, summarize: summarize)
    }

    /// Adds a fruit at the end of its kind's section, adding the section in its place
    /// (apples before oranges) when it is not shown yet.
    func append(_ fruit: Fruit, animated: Bool, summarize: Bool) -> String? {
        var snapshot = dataSource.snapshot()
        let section = fruit.kind.section
        if snapshot.indexOfSection(section) == nil {
            if section == .apples, snapshot.indexOfSection(.oranges) != nil {
                snapshot.insertSections([section], beforeSection: .oranges)
            } else {
                snapshot.appendSections([section])
            }
        }
        snapshot.appendItems([StandItem(fruit)], toSection: section)
        return apply(snapshot, animated: animated, summarize: summarize)
    }
}
