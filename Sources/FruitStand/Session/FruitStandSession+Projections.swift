import DiffableTUI

/// The projections of the state that read the edit log: the counts, the sidebar and the
/// content each take every entry once, in the turn it was recorded.
extension FruitStandSession {
    /// Reads the edit log until it is empty (a reaction, such as falling back from a variety
    /// that left the stand, records more), then lists the content again once if any entry
    /// asked for it. Returns the entries read.
    ///
    /// - Complexity: O(1) per single-fruit edit besides its apply; a listing is O(n), off the
    ///   main thread at scale.
    func project() -> [StandEdit] {
        var read: [StandEdit] = []
        while case let edits = state.takeEdits(), !edits.isEmpty {
            read += edits
            projectCounts(edits)
            projectContent(edits)
            react(to: edits)
        }
        if read.contains(where: \.relists) { refresh() }
        return read
    }

    /// The counts follow each edit; the sidebar shows the rows they touched (all of them for a
    /// fetched stand), its weather checkmark and the destination shown.
    private func projectCounts(_ edits: [StandEdit]) {
        var change = CountsChange(), reloaded = false
        for edit in edits {
            if let edited = counts.apply(edit) { change = change.merged(with: edited) } else { reloaded = true }
        }
        if reloaded {
            if let saved = state.pendingRestore {
                sidebar.reload(counts: counts, expansion: restoredExpansion(), animated: false)
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
    /// might pull the existing snapshot and update it"); the caption says what the apply did.
    private func projectContent(_ edits: [StandEdit]) {
        let summarize = configuration.showsCaptions
        var edited = false
        for edit in edits {
            let summary: String?
            switch edit {
            case .added(let fruit, _, _):
                summary = state.store.shows(fruit, for: state.query, filter: state.filter)
                    ? content.append(fruit, animated: true, summarize: summarize) : nil
            case .removed(let deleted, _):
                summary = content.delete(StandItem(deleted.fruit), animated: true, summarize: summarize)
            case .restocked(let fruit, _, _):
                let item = StandItem(fruit)
                summary = state.store.shows(fruit, for: state.query, filter: state.filter)
                    ? content.reconfigure(item, animated: true, summarize: summarize)
                    : content.delete(item, animated: true, summarize: summarize)
            case .restored, .shuffled, .weatherChanged, .replaced, .relisted:
                continue
            }
            edited = true
            if let summary { update(.noteChange("apply(snapshot) · \(summary)")) }
        }
        if edited { contentWasEdited() }
    }

    /// What the state does in answer to the edits: a destination whose variety left the
    /// stand falls back to its kind.
    private func react(to edits: [StandEdit]) {
        guard state.hasLoaded, case .variety(let kind, let variety) = state.query, counts[varieties: kind].count(of: variety) == 0 else { return }
        update(.show(.kind(kind)))
    }
}
