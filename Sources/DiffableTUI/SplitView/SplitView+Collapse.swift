/// How a `.doubleColumn` split view picks its one column and where the keyboard goes.
extension SplitView {
    /// Asks the delegate which column fills the split view as it collapses (`.secondary` is
    /// proposed, as in UIKit).
    func collapseToTopColumn() {
        let top = delegate?.splitView(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        isShowingPrimaryWhenCollapsed = top == .primary
    }

    /// The column filling a collapsed `.doubleColumn` split view.
    var shownColumnView: View {
        isShowingPrimaryWhenCollapsed ? primaryView : secondaryView
    }

    /// Makes the first view that accepts keys in the column shown the first responder, unless
    /// the first responder is in it already. A column with no such view (a detail that only
    /// shows) leaves the keyboard with the split view itself, so Esc still goes back.
    func moveFirstResponderToShownColumn() {
        guard let window else { return }
        let shown = shownColumnView
        if let current = window.firstResponder, current.isDescendant(of: shown) { return }
        if let view = window.preferredFirstResponder(in: shown) {
            view.becomeFirstResponder()
        } else {
            becomeFirstResponder()
        }
    }

    /// A hidden column never keeps the keyboard: when the first responder is in it (the split
    /// view just collapsed), the column shown takes it.
    func moveFirstResponderOutOfHiddenColumn() {
        let hidden = isShowingPrimaryWhenCollapsed ? secondaryView : primaryView
        guard let current = window?.firstResponder, current.isDescendant(of: hidden) else { return }
        moveFirstResponderToShownColumn()
    }
}
