/// Receives a collection view's display, selection, focus and scrolling events and decides
/// what may be selected, highlighted and focused.
///
/// Mirrors `UICollectionViewDelegate` (and the one `UIScrollViewDelegate` method a list
/// needs); every method has a default. Only the user's actions (keys, clicks, focus moves
/// under `selectionFollowsFocus`) call the selection methods;
/// `selectItem(at:animated:scrollPosition:)` and `deselectItem(at:animated:)` do not, as in
/// UIKit.
///
/// | Method | Called |
/// |---|---|
/// | `willDisplay`, `willDisplaySupplementaryView` | when a cell or supplementary view comes on screen, configured, before it is drawn |
/// | `didEndDisplaying`, `didEndDisplayingSupplementaryView` | when it leaves the screen (scrolled off, deleted, reloaded), with the index path it was shown at |
/// | `shouldHighlightItemAt`, `didHighlightItemAt`, `didUnhighlightItemAt` | a mouse press on the item, and its release; no highlight, no selection |
/// | `shouldSelectItemAt`, `didSelectItemAt`, `shouldDeselectItemAt`, `didDeselectItemAt` | Enter, Space or a click (and focus moves under `selectionFollowsFocus`) |
/// | `performPrimaryActionForItemAt` | after the selection methods, when Enter, Space or a click chooses one item without extending a multiple selection |
/// | `canFocusItemAt` | before the focus moves to an item; keys skip items that cannot take it |
/// | `didUpdateFocusIn` | after the focus moved, by keys, clicks, updates or `focusedIndexPath` |
/// | `scrollViewDidScroll` | after the content offset changed |
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// A cell is about to be drawn for the first time since it came on screen.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell left the screen; `indexPath` is where its item was while it was shown.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view (header, footer, badge) is about to be drawn for the first time
    /// since it came on screen.
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A supplementary view left the screen.
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)

    /// Whether a mouse press may highlight the item; `true` by default. An item that is not
    /// highlighted is not selected by the click either.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// A mouse press highlighted the item.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The press ended (released, or moved off the item); the highlight is gone.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)

    /// Whether the user may select the item; `true` by default.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item (Enter, Space, a click, or a focus move under
    /// `selectionFollowsFocus`). Choosing the selected item again under single selection reports
    /// it again, so a sidebar can act on it.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the user may deselect the item; `true` by default.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user deselected the item, or selected another one under single selection.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The user chose the item (Enter, Space or a click on one item): open it, run it. Comes
    /// after the selection methods, whether or not the selection changed, as in UIKit; a
    /// change of selection alone (focus moving under `selectionFollowsFocus`) is not a
    /// primary action.
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath)

    /// Whether the item may take the keyboard focus; `true` by default. Arrow keys skip the
    /// items that may not.
    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// The keyboard focus moved (by keys, clicks, updates or `focusedIndexPath`): update a
    /// footer or remember the position.
    func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext)

    /// The content offset changed (scrolling by keys, the wheel, a focus move or
    /// `contentOffset`), as `UIScrollViewDelegate` reports it.
    func scrollViewDidScroll(_ scrollView: CollectionView)

    /// The user sorted the table by another column or order (a sort key, a click on a title):
    /// `collectionView.sortDescriptor` is the new one. Sort the data and apply it; rows slide
    /// to their new places. Mirrors AppKit's `tableView(_:sortDescriptorsDidChange:)`.
    func collectionView(_ collectionView: CollectionView, sortDescriptorDidChange oldDescriptor: TableSortDescriptor?)
}

extension CollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing, and tells the collection view so: with selection not allowed, Enter and
    /// Space then choose nothing and go on up the responder chain, as presses UIKit's
    /// collection view does not use.
    public func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        collectionView.primaryActionWasUnimplemented = true
    }
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext) {}
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: CollectionView) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, sortDescriptorDidChange oldDescriptor: TableSortDescriptor?) {}
}

/// Where the keyboard focus was and where it went; mirrors `UICollectionViewFocusUpdateContext`.
public struct CollectionViewFocusUpdateContext: Hashable, Sendable {
    /// Where the focus was; `nil` when nothing was focused.
    public var previouslyFocusedIndexPath: IndexPath?
    /// Where the focus is now; `nil` when it was cleared (its item went away with no item to
    /// take its place, or `focusedIndexPath` was set to `nil`).
    public var nextFocusedIndexPath: IndexPath?
    /// The way a key moved the focus (``FocusHeading/up`` for ↑); empty when no key did.
    public var focusHeading: FocusHeading

    /// A move of the focus from one index path to another, by a key going `focusHeading`.
    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?, focusHeading: FocusHeading = []) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        self.focusHeading = focusHeading
    }
}
