/// Applying a data update: prepared cells follow their items by identity, the layout is
/// prepared again, reconfigured items are configured in place, and the before/after is
/// handed to the update animator as a `CollectionViewTransition`.
///
/// - Complexity: O(sections + prepared views + visible elements); nothing walks the items.
extension CollectionView {
    /// Applies `update`. `commit` switches the data source to the new data; it runs after the
    /// old state is captured and before anything is asked for the new state.
    func performUpdate(_ update: CollectionViewUpdate, animated: Bool, commit: () -> Void, completion: (() -> Void)?) {
        // An invalidated layout (`invalidateLayout()` before this apply) is prepared again
        // first when cells are on screen, so that they are updated from it: without one, the
        // update would only note the new counts, and reconfigured items would keep their look.
        if layout != nil || !displayed.isEmpty, !needsReloadData { layoutIfNeeded() }
        let before = capturePresentedFrames()
        let focusBefore = focus
        let sightBefore = window?.isAccessibleModeEnabled == true ? sight() : nil
        var shown = transition.map { $0.shownElements(displayed: $0.displayedWhenPresented ?? displayed) } ?? displayed
        let shownKeys = Set(shown.map(\.key))
        shown += elementsAroundVisibleRect().filter { !shownKeys.contains($0.key) }
        let interruptedTransition = transition
        // What the interrupted transition was still showing goes on in this one.
        let carryover = interruptedTransition.map { updateAnimator.carryover(of: $0, in: self) } ?? TransitionCarryover()
        // An interrupted transition's completion runs last, so that an apply from inside it
        // cannot run in the middle of this one.
        let interrupted = cancelTransition()
        defer { interrupted?() }
        commit()
        guard let oldLayout = layout, !needsReloadData else {
            // Nothing was laid out yet (a pane never shown, a terminal too small to draw it):
            // there is no old state to move from, but the focus and the selection still follow
            // their items, or are dropped when the counts they were kept against are stale.
            let countsWereCurrent = !needsReloadData
            itemCounts = update.itemCounts
            needsReloadData = false
            if countsWereCurrent {
                remapSelectionAndFocus(update, wasDisplayed: [])
            } else {
                selection = selection.filter(isValid)
                if let focus, !isValid(focus) { self.focus = nil }
            }
            invalidateLayout()
            announceUpdate(update, leaving: [:], focusBefore: focusBefore)
            completion?()
            return
        }
        let old = UpdateStart(layout: oldLayout, offset: offset, orthogonalOffsets: orthogonalOffsets, displayed: displayed, shown: shown)
        itemCounts = update.itemCounts
        var leaving = remapPreparedViews(update, oldLayout: oldLayout)
        remapDisplayedViews(update, oldLayout: oldLayout)
        remapSelectionAndFocus(update, wasDisplayed: Set(before.keys))
        orthogonalOffsets = Dictionary(uniqueKeysWithValues: orthogonalOffsets.compactMap { section, value in update.newSection(section).map { ($0, value) } })
        // Elements on screen before keep their views until the transition ends, even when
        // they go off screen.
        retainedKeys = Set(old.shown.compactMap { newKey(for: $0.key, update, oldLayout: oldLayout) })

        needsColumnSampling = true
        sampleColumnContentWidthsIfNeeded()
        var newLayout = collectionViewLayout.prepare(itemCounts: itemCounts, containerSize: bounds.size, table: tableSpec)
        for (indexPath, cell) in preparedCells {
            if let height = cell.measuredHeight { newLayout.recordMeasuredHeight(height, forItemAt: indexPath) }
        }
        layout = newLayout
        for indexPath in update.changeset.itemReconfigures { reconfigureCell(at: indexPath) }
        refreshOutlineStates()
        keepReadersPlace(update, old: old)
        performLayoutPass()

        announceUpdate(update, leaving: leaving, focusBefore: focusBefore, sightBefore: sightBefore)
        var elements = transitionElements(update, old: old, presented: before, leaving: &leaving)
        elements += carriedElements(carryover.leaving, update)
        continueCrossFades(carryover.crossFades, in: &elements)
        for view in leaving.values { recycle(view) }
        // Every view the transition draws stays prepared until it ends, even when a scroll
        // during the transition takes its element out of the prefetch rect.
        retainedKeys.formUnion(elements.lazy.compactMap(\.newKey))
        let transition = CollectionViewTransition(
            elements: elements, oldLayout: oldLayout, newLayout: layout ?? newLayout, animated: animated,
            timing: update.timing, summary: update.changeset.summary, completion: completion)
        transition.interrupted = interruptedTransition
        transition.carryover = carryover
        transition.interruptsAnother = interruptedTransition != nil
        transition.plannedOffset = offset
        self.transition = transition
        setNeedsDisplay()
        updateAnimator.start(transition, in: self)
    }

    /// Ends the running transition: recycles the views that left, lets the retained views go,
    /// and calls its completion. The animator calls this after the last frame.
    func finishTransition() {
        endTransition()?()
    }

    /// Ends the running transition after telling the animator it gets no more frames;
    /// returns its completion for the caller to run once it is done.
    func cancelTransition() -> (() -> Void)? {
        guard let running = transition else { return nil }
        updateAnimator.cancel(running, in: self)
        return endTransition()
    }

    private func endTransition() -> (() -> Void)? {
        guard let transition else { return nil }
        self.transition = nil
        retainedKeys = []
        for view in transition.leavingViews { recycle(view) }
        setNeedsLayout()
        return transition.completion
    }

    /// Configures the prepared cells of `indexPaths` again in place: the cell provider runs
    /// and dequeuing returns the existing cell (no `prepareForReuse`); estimated rows are
    /// measured again. Items without a prepared cell are skipped.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths { reconfigureCell(at: indexPath) }
        setNeedsLayout()
    }

    /// Replaces the cells of `indexPaths` with newly dequeued ones.
    public func reloadItems(at indexPaths: [IndexPath]) {
        reloadDataIfNeeded()
        var changeset = SnapshotChangeset()
        changeset.itemReloads = Set(indexPaths.filter(isValid)).sorted()
        performUpdate(CollectionViewUpdate(inPlace: changeset, itemCounts: itemCounts), animated: true, commit: {}, completion: nil)
    }

    /// Re-runs the cell provider on the prepared cell of an item, expecting the same cell back.
    func reconfigureCell(at indexPath: IndexPath) {
        guard let cell = preparedCells[indexPath], let dataSource else { return }
        reconfiguringIndexPath = indexPath
        Self.providerDepth += 1
        defer {
            Self.providerDepth -= 1
            reconfiguringIndexPath = nil
        }
        prepareState(of: cell, for: indexPath)
        registry.statistics.cellProviderCalls += 1
        let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
        guard returned === cell else {
            preconditionFailure(
                "Attempted to reconfigure the item at \(indexPath), but the cell provider returned a different cell. When "
                    + "reconfiguring, dequeue the same type of cell for the index path to receive the existing cell, and return it.")
        }
        let height = max(0, cell.sizeThatFits(Size(width: cell.frame.width, height: 0)).height)
        if cell.measuredHeight != nil || layout?.measuredHeight(forItemAt: indexPath) != nil {
            cell.measuredHeight = height
            layout?.recordMeasuredHeight(height, forItemAt: indexPath)
        }
    }

    /// Where the live elements are drawn now (view coordinates), by key: their presentation
    /// while a transition runs, their layout frames otherwise. Leaving elements are left out.
    private func capturePresentedFrames() -> [ElementKey: Rect] {
        // What was on screen at the transition's last frame: not what a layout pass since (a
        // scroll) put on screen without drawing it yet.
        if let transition { return transition.presentedFrames(displayed: transition.displayedWhenPresented ?? displayed, offset: offset) }
        var frames: [ElementKey: Rect] = [:]
        for element in displayed { frames[element.key] = screenFrame(element.attributes.frame) }
        return frames
    }

    /// Moves prepared views to their new keys; returns the views whose element left or was
    /// reloaded, by old key.
    private func remapPreparedViews(_ update: CollectionViewUpdate, oldLayout: PreparedLayout) -> [ElementKey: CollectionReusableView] {
        var leaving: [ElementKey: CollectionReusableView] = [:]
        var cells: [IndexPath: CollectionViewCell] = [:]
        for (indexPath, cell) in preparedCells {
            if let new = update.newIndexPath(indexPath), !update.isReloaded(new) {
                cells[new] = cell
            } else {
                leaving[ElementKey(cellAt: indexPath)] = cell
            }
        }
        var views: [ElementKey: CollectionReusableView] = [:]
        for (key, view) in preparedSupplementaries {
            if let new = newKey(for: key, update, oldLayout: oldLayout), !update.reloadedSections.contains(new.indexPath.section) {
                views[new] = view
            } else {
                leaving[key] = view
            }
        }
        preparedCells = cells
        preparedSupplementaries = views
        return leaving
    }

    /// Where a supplementary or decoration goes: a layout-wide header stays, a section's
    /// header or background follows its section, an item's badge or separator its item.
    func newKey(for key: ElementKey, _ update: CollectionViewUpdate, oldLayout: PreparedLayout) -> ElementKey? {
        var key = key
        switch scope(of: key, in: oldLayout) {
        case .layout:
            return key
        case .section:
            guard let new = update.newSection(key.indexPath.section) else { return nil }
            key.indexPath = IndexPath(item: 0, section: new)
        case .item:
            guard let new = update.newIndexPath(key.indexPath) else { return nil }
            key.indexPath = new
        }
        return key
    }

    /// The inverse of `newKey(for:_:oldLayout:)`, from the new state to the old.
    func oldKey(for key: ElementKey, _ update: CollectionViewUpdate, newLayout: PreparedLayout) -> ElementKey? {
        var key = key
        switch scope(of: key, in: newLayout) {
        case .layout: return key
        case .section:
            guard let old = update.oldSection(key.indexPath.section) else { return nil }
            key.indexPath = IndexPath(item: 0, section: old)
        case .item:
            guard let old = update.oldIndexPath(key.indexPath) else { return nil }
            key.indexPath = old
        }
        return key
    }

    enum ElementScope {
        case layout, section, item
    }

    /// Whether an element belongs to the layout, a section or an item.
    func scope(of key: ElementKey, in layout: PreparedLayout) -> ElementScope {
        let section = key.indexPath.section
        switch key.category {
        case .cell:
            return .item
        case .supplementaryView:
            let kind = key.kind ?? ""
            if section == 0, layout.globalBoundarySupplementaryKinds.contains(kind) { return .layout }
            if key.indexPath.item == 0, layout.boundarySupplementaryKinds(inSection: section).contains(kind) { return .section }
            return .item
        case .decorationView:
            return key.kind == ListConfiguration.separatorElementKind ? .item : .section
        }
    }
}
