import DiffableTUI

/// The projections of the state, run after every update: the filter line shows what the
/// state says; the counts, the sidebar and the content take every entry of the
/// edit log once, in the turn it was recorded; a card waiting for the focus gets it.
extension FruitStandSession {
    /// Shows the filter line as the state has it, reads the edit log (emptying it), lists the
    /// content again if any entry asked for it, and focuses a card waiting for it. What the
    /// projections send (what an apply did, a reaction such as falling back from a variety
    /// that left the stand) is the next message's turn.
    ///
    /// - Complexity: O(1) per single-fruit edit besides its apply; a listing is O(n), off the
    ///   main thread at scale.
    func project() {
        projectFilterBar()
        let edits = takeEdits()
        if !edits.isEmpty {
            projectCounts(edits)
            projectContent(edits)
            react(to: edits)
        }
        if edits.contains(where: \.relists) { refresh() }
        projectPendingFocus()
    }

    /// The filter line and its field show the state's filter. Done before the content is
    /// listed, so the cards land in the same place whether the listing is applied now or, at
    /// a million fruit, a frame later.
    private func projectFilterBar() {
        root.showsFilterBar = state.showsFilterBar
        if root.filterBar.field.text != state.filter { root.filterBar.field.text = state.filter }
    }

    /// Puts the keyboard focus on the card waiting for it (`pendingFocus`) once the content
    /// shows it: now, or once the refresh being worked out lands (an added fruit the filter
    /// hid: the filter is cleared, and at a million fruit the listing comes a frame later).
    func projectPendingFocus() {
        guard let item = state.pendingFocus else { return }
        if let indexPath = content.dataSource.indexPath(for: item) {
            send(.awaitFocus(nil))
            content.collectionView.focusedIndexPath = indexPath
        } else if !isRefreshing {
            send(.awaitFocus(nil))
        }
    }

    /// The counts follow each edit; the sidebar shows the rows they touched (all of them for a
    /// fetched stand), its weather checkmark and the destination shown; the cards widen or
    /// narrow when the widest name changed.
    private func projectCounts(_ edits: [StandEdit]) {
        var change = CountsChange(), reloaded = false
        let widest = counts.widestName
        for edit in edits {
            if let edited = counts.apply(edit) { change = change.merged(with: edited) } else { reloaded = true }
        }
        // Cards are as wide as the widest name needs (the layout reads it).
        if counts.widestName != widest { content.collectionView.collectionViewLayout.invalidateLayout() }
        if reloaded {
            if let saved = state.pendingRestore {
                sidebar.reload(counts: counts, expansion: state.expansion, animated: false)
                restoreDestination(saved)
            } else {
                sidebar.reload(counts: counts, animated: true)
            }
        } else if !change.destinations.isEmpty || !change.varietiesChanged.isEmpty {
            sidebar.update(counts: counts, change: change, animated: true)
        }
        if edits.contains(where: { if case .weatherChanged = $0 { true } else { false } }) { sidebar.weatherDidChange(animated: true) }
        sidebar.select(state.query)
    }

    /// Single-fruit edits change the snapshot shown, as UIKit apps do (seed 000: "normally you
    /// might pull the existing snapshot and update it"); the caption says what the apply did,
    /// and a card restocked in place which cell it kept. A fruit added in the turn that lists
    /// the content again (its filter cleared to show it) is shown by that listing.
    private func projectContent(_ edits: [StandEdit]) {
        let summarize = configuration.showsCaptions
        let relists = edits.contains(where: \.relists)
        var edited = false
        for edit in edits {
            let summary: String?
            switch edit {
            case .added(let fruit, _, _):
                summary = !relists && state.store.shows(fruit, for: state.query, filter: state.filter)
                    ? content.append(fruit, animated: true, summarize: summarize) : nil
            case .removed(let deleted, _):
                summary = content.delete(StandItem(deleted.fruit), animated: true, summarize: summarize)
            case .restocked(let fruit, _, _):
                let item = StandItem(fruit)
                if state.store.shows(fruit, for: state.query, filter: state.filter) {
                    let cellBefore = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
                    summary = content.reconfigure(item, animated: true, summarize: summarize)
                    let cellAfter = content.dataSource.indexPath(for: item).flatMap(content.cellNumber(at:))
                    send(.prefixStatus("reconfigureItems · \(Self.cellFate(cellBefore, cellAfter))"))
                } else {
                    summary = content.delete(item, animated: true, summarize: summarize)
                }
            case .restored, .shuffled, .weatherChanged, .replaced, .relisted:
                continue
            }
            edited = true
            if let summary { send(.noteChange("apply(snapshot) · \(summary)")) }
        }
        if edited { contentWasEdited() }
    }

    /// What the state does in answer to the edits: a destination whose variety left the
    /// stand falls back to its kind.
    private func react(to edits: [StandEdit]) {
        guard state.hasLoaded, case .variety(let kind, let variety) = state.query, counts[varieties: kind].count(of: variety) == 0 else { return }
        send(.show(.kind(kind)))
    }
}
