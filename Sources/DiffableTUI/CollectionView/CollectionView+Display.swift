/// Telling the delegate what comes on screen and what leaves it, and when the content scrolls.
extension CollectionView {
    /// After a layout pass: `willDisplay` for each view new on screen (in drawing order),
    /// `didEndDisplaying` for each view gone, and `scrollViewDidScroll` when the offset moved.
    ///
    /// - Complexity: O(views on screen).
    func reportDisplayChanges() {
        var now: [ElementKey: CollectionReusableView] = [:]
        for element in displayed {
            if let view = element.view { now[element.key] = view }
        }
        let old = displayedViews
        displayedViews = now
        for (key, view) in old.sorted(by: { $0.key < $1.key }) where now[key] !== view {
            endDisplaying(view, at: key)
        }
        for element in displayed {
            guard let view = element.view, old[element.key] !== view else { continue }
            if let cell = view as? CollectionViewCell, element.key.category == .cell {
                delegate?.collectionView(self, willDisplay: cell, forItemAt: element.key.indexPath)
            } else if let kind = element.key.kind, element.key.category == .supplementaryView {
                delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.key.indexPath)
            }
        }
        if offset != reportedOffset {
            reportedOffset = offset
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Through an update, the views on screen follow their elements; a view whose element was
    /// deleted or reloaded has ended displaying, at the index path it was shown at.
    func remapDisplayedViews(_ update: CollectionViewUpdate, oldLayout: PreparedLayout) {
        var remapped: [ElementKey: CollectionReusableView] = [:]
        for (key, view) in displayedViews.sorted(by: { $0.key < $1.key }) {
            if let new = newKey(for: key, update, oldLayout: oldLayout), !isReloaded(new, update) {
                remapped[new] = view
            } else {
                endDisplaying(view, at: key)
            }
        }
        displayedViews = remapped
    }

    /// Every view on screen ends displaying (a reload of all data).
    func endDisplayingAll() {
        let old = displayedViews
        displayedViews = [:]
        for (key, view) in old.sorted(by: { $0.key < $1.key }) { endDisplaying(view, at: key) }
    }

    private func isReloaded(_ key: ElementKey, _ update: CollectionViewUpdate) -> Bool {
        key.category == .cell ? update.isReloaded(key.indexPath) : update.reloadedSections.contains(key.indexPath.section)
    }

    private func endDisplaying(_ view: CollectionReusableView, at key: ElementKey) {
        if let cell = view as? CollectionViewCell, key.category == .cell {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if let kind = key.kind, key.category == .supplementaryView {
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
    }
}
