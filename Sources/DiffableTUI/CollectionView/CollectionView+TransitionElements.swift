/// Building a transition's elements and carrying selection and focus across an update.
extension CollectionView {
    /// What the update changed on screen: every element displayed now (with where it was)
    /// and every element displayed before that is not displayed now (with where it goes, or
    /// as deleted). Takes the views of deleted and reloaded elements out of `leaving`.
    ///
    /// - Complexity: O(elements displayed before and after), each frame lookup O(log n).
    func transitionElements(
        _ update: CollectionViewUpdate,
        old: UpdateStart,
        presented: [ElementKey: Rect],
        leaving: inout [ElementKey: CollectionReusableView]
    ) -> [CollectionViewTransition.Element] {
        guard let newLayout = layout else { return [] }
        let shift = (dx: offset.x - old.offset.x, dy: offset.y - old.offset.y)
        let oldVisible = Rect(origin: old.offset, size: bounds.size)
        var elements: [CollectionViewTransition.Element] = []
        var covered = Set<ElementKey>()
        let pinned = Set(old.shown.lazy.filter(\.attributes.isPinned).map(\.key))
        let around = elementsAroundVisibleRect()
        let span = travelledSpan(update, presented: presented)
        let travelled = span.map { self.elements(travelledOverIn: $0, known: Set(around.map(\.key))) } ?? []
        for element in around + travelled {
            let key = element.key
            let oldKey = oldKey(for: key, update, newLayout: newLayout)
            if let oldKey { covered.insert(oldKey) }
            let presentedFrom = oldKey.flatMap { presented[$0] }?.offsetBy(dx: offset.x, dy: offset.y)
            let from = presentedFrom ?? oldKey.flatMap { oldKey in
                Self.frame(of: oldKey, in: old.layout, visible: oldVisible, orthogonalOffsets: old.orthogonalOffsets)?.offsetBy(dx: shift.dx, dy: shift.dy)
            }
            let reloaded = isReloaded(key, update, in: newLayout)
            let change: CollectionViewTransition.Change = oldKey == nil ? .inserted : reloaded ? .reloaded : from == element.attributes.frame ? .unchanged : .moved
            elements.append(CollectionViewTransition.Element(
                category: key.category, kind: key.kind, oldIndexPath: oldKey?.indexPath, newIndexPath: key.indexPath,
                fromFrame: from, toFrame: element.attributes.frame, change: change, attributes: element.attributes,
                view: element.view, outgoingView: reloaded ? oldKey.flatMap { leaving.removeValue(forKey: $0) } : nil,
                wasOnScreen: presentedFrom != nil, wasPinned: oldKey.map(pinned.contains) ?? false,
                isTravelledOver: span?.intersects(element.attributes.frame) == true))
        }
        for element in old.shown where !covered.contains(element.key) {
            let presentedFrom = presented[element.key]?.offsetBy(dx: offset.x, dy: offset.y)
            let from = presentedFrom ?? element.attributes.frame.offsetBy(dx: shift.dx, dy: shift.dy)
            if let newKey = newKey(for: element.key, update, oldLayout: old.layout),
               let to = Self.frame(of: newKey, in: newLayout, visible: visibleRect, orthogonalOffsets: orthogonalOffsets) {
                let reloaded = isReloaded(newKey, update, in: newLayout)
                let view = reloaded ? preparedView(for: newKey, in: newLayout) : newKey.category == .cell ? preparedCells[newKey.indexPath] : preparedSupplementaries[newKey]
                elements.append(CollectionViewTransition.Element(
                    category: newKey.category, kind: newKey.kind, oldIndexPath: element.attributes.indexPath, newIndexPath: newKey.indexPath,
                    fromFrame: from, toFrame: to, change: reloaded ? .reloaded : .moved, attributes: element.attributes,
                    view: view, outgoingView: reloaded ? leaving.removeValue(forKey: element.key) : nil,
                    wasOnScreen: presentedFrom != nil))
            } else {
                var deleted = CollectionViewTransition.Element(
                    category: element.key.category, kind: element.key.kind, oldIndexPath: element.attributes.indexPath, newIndexPath: nil,
                    fromFrame: from, toFrame: nil, change: .deleted, attributes: element.attributes,
                    view: leaving.removeValue(forKey: element.key), outgoingView: nil, wasOnScreen: presentedFrom != nil)
                // The element of an item or section that left (not a separator whose item
                // became the last).
                let indexPath = element.attributes.indexPath
                switch scope(of: element.key, in: old.layout) {
                case .item where update.newIndexPath(indexPath) == nil: deleted.identifier = update.itemIdentifier(indexPath)
                case .section where update.newSection(indexPath.section) == nil: deleted.identifier = update.sectionIdentifier(indexPath.section)
                default: break
                }
                elements.append(deleted)
            }
        }
        return elements
    }

    /// The view of an element, prepared if it is not: a reloaded row that was on screen and
    /// goes off it is drawn on its way (its old view cross-fading into its new one), though
    /// the layout pass prepares no view for where it lands.
    private func preparedView(for key: ElementKey, in layout: PreparedLayout) -> CollectionReusableView? {
        let prepared: CollectionReusableView? = key.category == .cell ? preparedCells[key.indexPath] : preparedSupplementaries[key]
        if let prepared { return prepared }
        let attributes: LayoutAttributes? = switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath, orthogonalOffsets: orthogonalOffsets)
        case .supplementaryView: layout.layoutAttributesForSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath, visibleBounds: visibleRect, orthogonalOffsets: orthogonalOffsets)
        case .decorationView: nil
        }
        guard let attributes else { return nil }
        let view = key.category == .cell ? prepareCell(at: key.indexPath) : prepareSupplementary(ofKind: key.kind ?? "", at: key.indexPath)
        view?.apply(attributes)
        view?.frame = screenFrame(attributes.frame)
        return view
    }

    /// Whether an update gives an element a new view: a cell or badge of a reloaded item, a
    /// header or footer of a reloaded section. (A section's header shares its index path with
    /// the section's first item, whose reload does not touch it.)
    private func isReloaded(_ key: ElementKey, _ update: CollectionViewUpdate, in layout: PreparedLayout) -> Bool {
        switch key.category == .decorationView ? .layout : scope(of: key, in: layout) {
        case .item: update.isReloaded(key.indexPath)
        case .section: update.reloadedSections.contains(key.indexPath.section)
        case .layout: false
        }
    }

    /// The elements an interrupted transition was still showing leave with this one, from
    /// where they are drawn now.
    /// An element whose item the update brings back is not drawn twice: its leaving view is
    /// recycled at once.
    func carriedElements(_ leaving: [TransitionCarryover.LeavingElement], _ update: CollectionViewUpdate) -> [CollectionViewTransition.Element] {
        leaving.compactMap { carried in
            if let identifier = carried.identifier, update.contains(identifier) {
                if let view = carried.view { recycle(view) }
                return nil
            }
            var element = CollectionViewTransition.Element(
                category: carried.category, kind: carried.kind, oldIndexPath: nil, newIndexPath: nil,
                fromFrame: carried.frame.offsetBy(dx: offset.x, dy: offset.y), toFrame: nil, change: .deleted,
                attributes: carried.attributes, view: carried.view, outgoingView: nil)
            element.carried = (carried.unit, carried.motion, carried.opacity)
            element.identifier = carried.identifier
            return element
        }
    }

    /// A reloaded element still cross-fading when its transition was interrupted goes on
    /// fading from its old view. Deleted, or reloaded again (a new cross-fade), it goes on from
    /// the view the last frame drew: while that was the old view, the old view is the one it
    /// fades out (or from), and the newer one, never drawn, is recycled with the views that left.
    func continueCrossFades(_ crossFades: [ElementKey: TransitionCarryover.CrossFade], in elements: inout [CollectionViewTransition.Element]) {
        var unclaimed = crossFades
        for index in elements.indices {
            guard let old = elements[index].oldIndexPath else { continue }
            let key = ElementKey(category: elements[index].category, kind: elements[index].kind, indexPath: old)
            guard let crossFade = unclaimed[key] else { continue }
            switch elements[index].change {
            case .deleted where crossFade.showsOutgoingView:
                swap(&elements[index].view, &unclaimed[key]!.outgoingView)
            case .reloaded where crossFade.showsOutgoingView:
                swap(&elements[index].outgoingView, &unclaimed[key]!.outgoingView)
            case .deleted, .reloaded:
                break
            default:
                unclaimed[key] = nil
                elements[index].outgoingView = crossFade.outgoingView
                elements[index].crossFade = crossFade.progress
            }
        }
        for crossFade in unclaimed.values {
            if let view = crossFade.outgoingView { recycle(view) }
        }
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
    /// a focused item that was on screen is kept on screen (without the context rows a key
    /// gives it: a live log's rows arriving below it would scroll in on every update).
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
            pendingReveal = .focus(next, context: [])
        }
        // The delegate hears of a focus that passed to another item; an item that only
        // moved keeps its focus, as in UIKit.
        if survived == nil {
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
