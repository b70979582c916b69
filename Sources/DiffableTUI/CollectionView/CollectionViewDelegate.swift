/// Receives a collection view's selection and focus events and decides what may be selected.
///
/// Mirrors `UICollectionViewDelegate`; every method has a default. Only the user's actions
/// (keys, clicks, focus moves under `selectionFollowsFocus`) call the selection methods;
/// `selectItem(at:animated:scrollPosition:)` and `deselectItem(at:animated:)` do not, as in
/// UIKit.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
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
    /// The keyboard focus moved (by keys, clicks, updates or `focusedIndexPath`): update a
    /// footer or remember the position.
    func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext)
}

extension CollectionViewDelegate {
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext) {}
}

/// Where the keyboard focus was and where it went; mirrors `UICollectionViewFocusUpdateContext`.
public struct CollectionViewFocusUpdateContext: Hashable, Sendable {
    /// Where the focus was; `nil` when nothing was focused.
    public var previouslyFocusedIndexPath: IndexPath?
    /// Where the focus is now; `nil` when it was cleared (its item went away with no item to
    /// take its place, or `focusedIndexPath` was set to `nil`).
    public var nextFocusedIndexPath: IndexPath?

    /// A move of the focus from one index path to another.
    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
    }
}
