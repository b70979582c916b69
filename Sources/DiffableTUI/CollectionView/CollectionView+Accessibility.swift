import Diffable

/// Accessible mode in a collection view: the focused item described with its position, the
/// terminal's cursor on its text, and each update put in words (see <doc:AccessibleMode>).
extension CollectionView {
    /// `"4 of 11"`: the item's place among all the items of the collection view, in reading
    /// order — as a count shown for the whole list reads ("card 4 of 11", "11 cards"), and as
    /// the arrows walk it, across section headers; a section's own count ("1 of 5" under
    /// "Oranges") would say a place the screen shows nowhere.
    ///
    /// - Complexity: O(sections).
    func accessibilityPosition(of indexPath: IndexPath) -> String {
        let before = itemCounts.prefix(indexPath.section).reduce(0, +)
        return "\(before + indexPath.item + 1) of \(itemCounts.reduce(0, +))"
    }

    /// The focused item as a screen reader reads it: label, value, traits, expansion,
    /// position, hint (`"Fuji, 2 in stock, selected, 4 of 11"`); the collection view's own
    /// description when nothing has the focus.
    func focusedItemDescription() -> String? {
        guard let focus else { return accessibilityDescription }
        let position = accessibilityPosition(of: focus)
        guard let cell = preparedCells[focus] else { return position }
        return itemDescription(of: cell, at: focus, position: position)
    }

    /// A cell's description with its outline state and `position`.
    func itemDescription(of cell: CollectionViewCell, at indexPath: IndexPath, position: String?) -> String? {
        guard cell.isAccessibilityElement else { return position }
        var words = position.map { [$0] } ?? []
        if let facts = outlineFacts(at: indexPath), facts.isExpandable {
            words.insert(facts.isExpanded ? "expanded" : "collapsed", at: 0)
        }
        // A table row is read as the screen shows it: the values of the columns drawn.
        let label = tableColumns.isEmpty ? nil : cell.tableRowLabel(columns: shownColumns())
        return cell.accessibilityDescription(position: words.isEmpty ? nil : words.joined(separator: ", "), label: label)
    }

    /// The start of the focused item's text, in window coordinates; the collection view's
    /// origin when no item has the focus or its cell is not on screen.
    func focusedItemCursorPosition() -> Point? {
        if let focus, let cell = preparedCells[focus], bounds.intersects(cell.frame) {
            return cell.accessibilityCursorPosition()
        }
        return originInWindow
    }

    /// A short label of the item at `indexPath`, from its prepared cell.
    private func label(at indexPath: IndexPath) -> String? {
        guard let cell = preparedCells[indexPath], cell.isAccessibilityElement else { return nil }
        return cell.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Puts an applied update in words for the window's announcer: one change by name
    /// (`"Fuji moved to 3 of 11"`), several by counts (`"2 added, 1 removed"`), an outline's
    /// expansion by its parent (`"Apples collapsed, 4 hidden"`); the focused item is described
    /// too when the update gave the focus to another item.
    ///
    /// An update whose changes are all out of sight — rows arriving below a reader who scrolled
    /// up a live log, rows dropping off its far end — is not said: the screen did not change
    /// where the user is, and a sentence every half second would talk over what they read. Nor
    /// are rows appended at an end the view follows (a followed log, a chat): they come into
    /// view as they arrive, and a screen reader reads them itself; a count in words before
    /// them would only delay them, and a key's sentence behind it.
    ///
    /// - Parameters:
    ///   - leaving: the views of deleted and reloaded elements, by old key (their labels).
    ///   - focusBefore: the focused item before the update (old index path).
    ///   - sightBefore: what was on screen before the update; nil when nothing was laid out,
    ///     and every change counts as seen.
    /// - Complexity: O(sections inserted + the changeset's edits + items on screen), read once
    ///   per update.
    func announceUpdate(_ update: CollectionViewUpdate, leaving: [ElementKey: CollectionReusableView], focusBefore: IndexPath?,
                        sightBefore: Sight? = nil) {
        guard let window, window.isAccessibleModeEnabled else {
            pendingExpansionWords = nil
            return
        }
        let changeset = update.changeset
        var tally = ChangeTally()
        tally.added = changeset.itemInserts.count
            + changeset.sectionInserts.reduce(0) { $0 + (itemCounts.indices.contains($1) ? itemCounts[$1] : 0) }
        tally.removed = changeset.itemDeletes.count
        tally.moved = changeset.itemMoves.count
        tally.updated = changeset.itemReloads.count + changeset.itemReconfigures.count
        tally.sectionsAdded = changeset.sectionInserts.count
        tally.sectionsRemoved = changeset.sectionDeletes.count
        let edits = tally.added + tally.removed + tally.moved + tally.updated + tally.sectionsAdded + tally.sectionsRemoved
        var named: IndexPath?
        if let expansion = pendingExpansionWords {
            let count = expansion.expanded ? tally.added : tally.removed
            let label = update.newIndexPath(expansion.parent).flatMap(label(at:)) ?? "Group"
            tally.phrase = "\(label) \(expansion.expanded ? "expanded" : "collapsed"), \(count) \(expansion.expanded ? "shown" : "hidden")"
            named = update.newIndexPath(expansion.parent)
        } else if edits == 1, changeset.sectionInserts.isEmpty, changeset.sectionDeletes.isEmpty {
            if let inserted = changeset.itemInserts.first, let label = label(at: inserted) {
                tally.phrase = "\(label) added, \(accessibilityPosition(of: inserted))"
                named = inserted
            } else if let deleted = changeset.itemDeletes.first, let cell = leaving[ElementKey(cellAt: deleted)],
                      let label = cell.accessibilityLabel, !label.isEmpty {
                tally.phrase = "\(label) removed"
            } else if let move = changeset.itemMoves.first, let label = label(at: move.to) {
                tally.phrase = "\(label) moved to \(accessibilityPosition(of: move.to))"
                named = move.to
            } else if let changed = (changeset.itemReloads + changeset.itemReconfigures).first, let label = label(at: changed) {
                let value = preparedCells[changed]?.accessibilityValue.flatMap { $0.isEmpty ? nil : ", \($0)" } ?? ""
                tally.phrase = "\(label) updated\(value)"
                named = changed
            }
        }
        let isExpansion = pendingExpansionWords != nil
        pendingExpansionWords = nil
        let inSight = isExpansion || sightBefore.map { isInSight(changeset, before: $0) } ?? true
        if edits > 0 || tally.phrase != nil, inSight { window.announceChange(tally) }
        // The focus went to another item (its own was deleted), or came to rest on one the
        // sentence does not name.
        let focusSurvived = focusBefore.flatMap { update.newIndexPath($0) } == focus
        if isFirstResponder, let focus, !focusSurvived, focus != named { window.announceFocusMove() }
    }

    /// What was on screen before an update, for telling whether the user saw it change.
    struct Sight {
        /// The items on screen (old index paths).
        var onScreen: Set<IndexPath>
        /// Whether the view showed its end and follows it (``CollectionView/defaultScrollAnchor``
        /// `.bottom`).
        var followsEnd: Bool
    }

    /// What is on screen now.
    ///
    /// - Complexity: O(elements displayed).
    func sight() -> Sight {
        Sight(onScreen: Set(itemsOnScreen().map(\.indexPath)), followsEnd: defaultScrollAnchor == .bottom && isShowingEnd)
    }

    /// Whether an update changed what the user sees: a section came or went, an item shown
    /// before left or moved, or an item is shown now where it arrived, moved or changed — but
    /// not rows appended at a followed end (see ``announceUpdate(_:leaving:focusBefore:sightBefore:)``).
    private func isInSight(_ changeset: SnapshotChangeset, before: Sight) -> Bool {
        if !changeset.sectionInserts.isEmpty || !changeset.sectionDeletes.isEmpty { return true }
        if changeset.itemDeletes.contains(where: before.onScreen.contains) { return true }
        if changeset.itemMoves.contains(where: { before.onScreen.contains($0.from) }) { return true }
        let onScreen = Set(itemsOnScreen().map(\.indexPath))
        let changed = changeset.itemMoves.contains { onScreen.contains($0.to) }
            || (changeset.itemReloads + changeset.itemReconfigures).contains(where: onScreen.contains)
        if changed { return true }
        if before.followsEnd, isAppendedAtEnd(changeset.itemInserts) { return false }
        return changeset.itemInserts.contains(where: onScreen.contains)
    }

    /// Whether `inserts` are the last items of the last section.
    private func isAppendedAtEnd(_ inserts: [IndexPath]) -> Bool {
        guard let last = itemCounts.indices.last else { return false }
        let count = itemCounts[last]
        return inserts.allSatisfy { $0.section == last && $0.item >= count - inserts.count }
    }

    /// `applySnapshotUsingReloadData`: everything was shown afresh.
    func announceReload() {
        guard let window, window.isAccessibleModeEnabled else { return }
        let count = (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
        var tally = ChangeTally()
        tally.phrase = "Reloaded, \(count) \(count == 1 ? "item" : "items")"
        window.announceChange(tally)
    }
}
