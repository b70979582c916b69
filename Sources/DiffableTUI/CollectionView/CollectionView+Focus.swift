/// Keyboard focus: one item at a time, shown while the collection view is the first
/// responder, kept on screen with `scrollOff` rows of context.
extension CollectionView {
    /// The item with the keyboard focus. Setting it moves the focus (selecting the item under
    /// `selectionFollowsFocus`), scrolls it into view and tells the delegate; an invalid index
    /// path clears it.
    public var focusedIndexPath: IndexPath? {
        get { focus }
        set {
            reloadDataIfNeeded()
            moveFocus(to: newValue, reveal: true)
        }
    }

    /// Moves the focus, updating the two cells involved and the delegate (told the key's
    /// `heading`); an item the delegate says cannot take the focus does not get it.
    func moveFocus(to indexPath: IndexPath?, reveal: Bool, selecting: Bool = false, heading: FocusHeading = []) {
        let target = indexPath.flatMap { isValid($0) ? $0 : nil }
        if let target, !canFocus(target) { return }
        if reveal, let target {
            pendingReveal = .focus(target, context: RevealContext(heading))
            setNeedsLayout()
        }
        guard target != focus else { return }
        let previous = focus
        focus = target
        if let previous { preparedCells[previous]?.isFocused = false }
        refreshFocusedCell()
        setNeedsDisplay()
        if isFirstResponder { window?.announceFocusMove() }
        delegate?.collectionView(self, didUpdateFocusIn: CollectionViewFocusUpdateContext(previouslyFocusedIndexPath: previous, nextFocusedIndexPath: target,
                                                                                           focusHeading: heading))
        if selecting, selectionFollowsFocus, let target, !selection.contains(target) {
            selectFollowingFocus(target)
        }
    }

    /// Whether the delegate lets the item take the keyboard focus.
    func canFocus(_ indexPath: IndexPath) -> Bool {
        delegate?.collectionView(self, canFocusItemAt: indexPath) ?? true
    }

    /// The first item that can take the focus, starting at `start` and stepping with `next`;
    /// nil when none can.
    ///
    /// - Complexity: O(items skipped); each step is `next`'s cost.
    func firstFocusable(from start: IndexPath?, _ next: (IndexPath) -> IndexPath?) -> IndexPath? {
        var candidate = start
        while let indexPath = candidate {
            if canFocus(indexPath) { return indexPath }
            candidate = next(indexPath)
        }
        return nil
    }

    /// Shows the focus on the focused cell when the collection view is the first responder.
    func refreshFocusedCell() {
        guard let focus else { return }
        preparedCells[focus]?.isFocused = isFirstResponder
        setNeedsDisplay()
    }
}
