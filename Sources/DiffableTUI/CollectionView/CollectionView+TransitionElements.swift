/// Building a transition's elements and carrying selection and focus across an update.
extension CollectionView {
    /// What the update changed on screen: every element displayed now (with where it was)
    /// and every element displayed before that is not displayed now (with where it goes, or
    /// as deleted). Takes the views of deleted and reloaded elements out of `leaving`.
    ///
    /// - Complexity: O(elements displayed before and after), each frame lookup O(log n).
    func transitionElements(
        _ update: CollectionViewUpdate,
        old: (layout: PreparedLayout, offset: Point, orthogonalOffsets: [Int: Int], displayed: [DisplayedElement]),
        presented: [ElementKey: Rect],
        leaving: inout [ElementKey: CollectionReusableView]
    ) -> [CollectionViewTransition.Element] {
        guard let newLayout = layout else { return [] }
        let shift = (dx: offset.x - old.offset.x, dy: offset.y - old.offset.y)
        let oldVisible = Rect(origin: old.offset, size: bounds.size)
        var elements: [CollectionViewTransition.Element] = []
        var covered = Set<ElementKey>()
        for element in displayed {
            let key = element.key
            let oldKey = oldKey(for: key, update, newLayout: newLayout)
            if let oldKey { covered.insert(oldKey) }
            let from = oldKey.flatMap { oldKey in
                presented[oldKey].map { $0.offsetBy(dx: offset.x, dy: offset.y) }
                    ?? Self.frame(of: oldKey, in: old.layout, visible: oldVisible, orthogonalOffsets: old.orthogonalOffsets)?.offsetBy(dx: shift.dx, dy: shift.dy)
            }
            let reloaded = key.category != .decorationView && scope(of: key, in: newLayout) != .layout && update.isReloaded(key.indexPath)
            let change: CollectionViewTransition.Change = oldKey == nil ? .inserted : reloaded ? .reloaded : from == element.attributes.frame ? .unchanged : .moved
            elements.append(CollectionViewTransition.Element(
                category: key.category, kind: key.kind, oldIndexPath: oldKey?.indexPath, newIndexPath: key.indexPath,
                fromFrame: from, toFrame: element.attributes.frame, change: change, attributes: element.attributes,
                view: element.view, outgoingView: reloaded ? oldKey.flatMap { leaving.removeValue(forKey: $0) } : nil))
        }
        for element in old.displayed where !covered.contains(element.key) {
            let from = presented[element.key].map { $0.offsetBy(dx: offset.x, dy: offset.y) }
                ?? element.attributes.frame.offsetBy(dx: shift.dx, dy: shift.dy)
            if let newKey = newKey(for: element.key, update, oldLayout: old.layout),
               let to = Self.frame(of: newKey, in: newLayout, visible: visibleRect, orthogonalOffsets: orthogonalOffsets) {
                let view: CollectionReusableView? = newKey.category == .cell ? preparedCells[newKey.indexPath] : preparedSupplementaries[newKey]
                let reloaded = newKey.category != .decorationView && update.isReloaded(newKey.indexPath)
                elements.append(CollectionViewTransition.Element(
                    category: newKey.category, kind: newKey.kind, oldIndexPath: element.attributes.indexPath, newIndexPath: newKey.indexPath,
                    fromFrame: from, toFrame: to, change: reloaded ? .reloaded : .moved, attributes: element.attributes,
                    view: view, outgoingView: reloaded ? leaving.removeValue(forKey: element.key) : nil))
            } else {
                elements.append(CollectionViewTransition.Element(
                    category: element.key.category, kind: element.key.kind, oldIndexPath: element.attributes.indexPath, newIndexPath: nil,
                    fromFrame: from, toFrame: nil, change: .deleted, attributes: element.attributes,
                    view: leaving.removeValue(forKey: element.key), outgoingView: nil))
            }
        }
        return elements
    }

    /// An element's frame (content coordinates) in a layout, `nil` if it has none there.
    static func frame(of key: ElementKey, in layout: PreparedLayout, visible: Rect, orthogonalOffsets: [Int: Int]) -> Rect? {
        switch key.category {
        case .cell:
            return layout.layoutAttributesForItem(at: key.indexPath, orthogonalOffsets: orthogonalOffsets)?.frame
        case .supplementaryView:
            return layout.layoutAttributesForSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath, visibleBounds: visible, orthogonalOffsets: orthogonalOffsets)?.frame
        case .decorationView:
            return layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)?.frame
        }
    }

    /// Carries the selection and the focus to the items' new index paths. A focused item
    /// that was deleted passes the focus to the item now at its place (or the nearest one);
    /// a focused item that was on screen is kept on screen.
    func remapSelectionAndFocus(_ update: CollectionViewUpdate, wasDisplayed: Set<ElementKey>) {
        selection = Set(selection.compactMap { update.newIndexPath($0) }.filter(isValid))
        guard let previous = focus else { return }
        let survived = update.newIndexPath(previous).flatMap { isValid($0) ? $0 : nil }
        let next = survived ?? focusReplacement(forDeleted: previous, update)
        focus = next
        // The prepared cells followed their items: a replacement's cell does not know yet
        // that it has the focus (and draws no focus ring until it does).
        if survived == nil, let next { preparedCells[next]?.isFocused = isFirstResponder }
        if let next, wasDisplayed.contains(ElementKey(cellAt: previous)) {
            pendingReveal = .focus(next)
        }
        if next != previous {
            delegate?.collectionView(self, didUpdateFocusIn: CollectionViewFocusUpdateContext(previouslyFocusedIndexPath: previous, nextFocusedIndexPath: next))
        }
    }

    /// The item that takes the focus of a deleted one: the item now at its position in its
    /// section, else the next item after the section, else the last item.
    private func focusReplacement(forDeleted indexPath: IndexPath, _ update: CollectionViewUpdate) -> IndexPath? {
        if let section = update.newSection(indexPath.section), itemCounts.indices.contains(section), itemCounts[section] > 0 {
            return IndexPath(item: min(indexPath.item, itemCounts[section] - 1), section: section)
        }
        let start = min(indexPath.section, itemCounts.count)
        if let section = itemCounts.indices.dropFirst(start).first(where: { itemCounts[$0] > 0 }) {
            return IndexPath(item: 0, section: section)
        }
        return lastItem()
    }
}
