import DiffableTUI

/// A collection view that says when it becomes the first responder, so the app knows which
/// pane has the keyboard (a key or a click can move it there).
final class PaneCollectionView: CollectionView {
    var onBecomeFirstResponder: (() -> Void)?

    override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        onBecomeFirstResponder?()
    }
}
