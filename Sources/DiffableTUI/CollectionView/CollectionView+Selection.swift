/// Selection: programmatic (no delegate calls, as in UIKit) and by the user (through the
/// delegate's `should…` and `did…` methods).
extension CollectionView {
    /// The selected items, ascending; `nil` when selection is not allowed (as UIKit's
    /// optional array).
    public var indexPathsForSelectedItems: [IndexPath]? {
        allowsSelection ? selection.sorted() : nil
    }

    /// Selects an item without asking the delegate; `nil` deselects everything. Under single
    /// selection the previous item is deselected. A non-empty `scrollPosition` scrolls to it.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            clearSelection()
            return
        }
        reloadDataIfNeeded()
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for other in selection where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without asking the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selection.insert(indexPath) } else { selection.remove(indexPath) }
        preparedCells[indexPath]?.isSelected = selected
        setNeedsDisplay()
    }

    func clearSelection() {
        for indexPath in selection { setSelected(false, at: indexPath) }
    }

    /// What Enter, Space and clicks do: select the item, or under multiple selection toggle
    /// it, asking the delegate first, then perform the primary action of an item chosen on
    /// its own. Disabled cells and header-style outline rows (which toggle instead, as in
    /// UIKit) are not selected. Under single selection, choosing another item deselects the
    /// previous one (`didDeselectItemAt`); choosing the selected item again reports
    /// `didSelectItemAt` again, so a sidebar can act on it. With selection not allowed, the
    /// primary action still runs: it is how an app reacts to a choice without selecting.
    ///
    /// Returns whether the choice did anything: false for an item that cannot be chosen, and
    /// with selection not allowed, for a delegate without a primary action (the key then goes
    /// to the next responder).
    @discardableResult
    func chooseItem(at indexPath: IndexPath) -> Bool {
        guard isSelectable(indexPath) else { return false }
        if allowsSelection {
            if allowsMultipleSelection, selection.contains(indexPath) {
                guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return true }
                setSelected(false, at: indexPath)
                delegate?.collectionView(self, didDeselectItemAt: indexPath)
                return true
            }
            let extending = allowsMultipleSelection && !selection.isEmpty
            guard userSelect(indexPath), !extending else { return true }
        }
        guard let delegate else { return allowsSelection }
        primaryActionWasUnimplemented = false
        delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        return allowsSelection || !primaryActionWasUnimplemented
    }

    /// Selection that follows the focus: the delegate's selection methods, no primary action.
    func selectFollowingFocus(_ indexPath: IndexPath) {
        guard allowsSelection, isSelectable(indexPath) else { return }
        userSelect(indexPath)
    }

    /// Whether the user can choose the item at all: it exists, is enabled, and is not a
    /// header-style outline row (which toggles instead).
    private func isSelectable(_ indexPath: IndexPath) -> Bool {
        isValid(indexPath) && preparedCells[indexPath]?.isDisabled != true && outlineFacts(at: indexPath)?.style != .header
    }

    /// Selects an item as the user does, asking the delegate and, under single selection,
    /// deselecting the others; false when the delegate declined.
    @discardableResult
    private func userSelect(_ indexPath: IndexPath) -> Bool {
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !allowsMultipleSelection {
            for other in selection.sorted() where other != indexPath {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }
}
