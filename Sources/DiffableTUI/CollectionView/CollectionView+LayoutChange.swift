import CompositionalLayout
import Diffable

/// A new layout, or a section provider that answers differently: the items move to the frames
/// it gives them, animated when asked, as in UIKit.
extension CollectionView {
    /// Replaces the layout, and when `animated`, moves every item on screen from its frame in
    /// the old layout to its frame in the new one (UIKit's `setCollectionViewLayout(_:animated:completion:)`):
    /// a list turning into a grid, a sidebar's section becoming a list. `completion` runs with
    /// `true` once the items are at their new frames (at once when not animated).
    ///
    /// Assigning ``collectionViewLayout`` does the same without animation.
    ///
    /// - Complexity: O(sections), the section provider asked once per section, plus
    ///   O(visible) for the views.
    public func setCollectionViewLayout(_ layout: CompositionalLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let prepared = self.layout
        collectionViewLayout = layout
        guard animated, prepared != nil, !needsReloadData else {
            layoutIfNeeded()
            completion?(true)
            return
        }
        // The old layout is what the items move from.
        self.layout = prepared
        performUpdate(CollectionViewUpdate(inPlace: SnapshotChangeset(), itemCounts: itemCounts), animated: true,
                      commit: {}, completion: { completion?(true) })
    }

    /// Lays the items out again when the section provider now describes the sections unlike the
    /// layout in use (it reads something the app changed), as UIKit's apply does even when the
    /// snapshot has not changed; returns whether it did. `completion` runs when the items
    /// reach their new frames.
    ///
    /// - Complexity: O(sections), the section provider asked once per section.
    func relayoutIfTheSectionsChanged(animated: Bool, completion: (() -> Void)?) -> Bool {
        guard let layout, !needsReloadData else { return false }
        let fresh = collectionViewLayout.prepare(itemCounts: itemCounts, containerSize: bounds.size, table: tableSpec)
        guard !fresh.describesTheSameLayout(as: layout) else { return false }
        performUpdate(CollectionViewUpdate(inPlace: SnapshotChangeset(), itemCounts: itemCounts), animated: animated,
                      commit: {}, completion: completion)
        return true
    }
}
