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
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the user may deselect the item; `true` by default.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The keyboard focus moved (by keys, clicks, updates or `focusedIndexPath`): update a
    /// footer or remember the position.
    func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext) {}
}

/// Where the keyboard focus was and where it went; mirrors `UICollectionViewFocusUpdateContext`.
public struct CollectionViewFocusUpdateContext: Hashable, Sendable {
    public var previouslyFocusedIndexPath: IndexPath?
    public var nextFocusedIndexPath: IndexPath?

    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
    }
}
