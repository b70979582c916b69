import DiffableTUI

/// Which pane has the keyboard, and the compact drawer: the first responder and the split
/// view are the views' own, so the session moves them when the update asks
/// (`FruitStandEffect.focus`) and reports back what they did.
extension FruitStandSession: SplitViewDelegate {
    /// Asks for `pane` to have the keyboard (after the help sheet, while it is up).
    func focus(_ pane: AppState.Pane) {
        send(.requestFocus(pane))
    }

    /// Gives `pane` the keyboard. In a compact width the sidebar is a drawer: focusing it opens
    /// the drawer (its focused row in view), focusing the content closes it.
    func giveKeyboard(to pane: AppState.Pane) {
        switch pane {
        case .sidebar:
            sidebar.collectionView.becomeFirstResponder()
        case .content:
            content.collectionView.becomeFirstResponder()
        }
        paneDidTakeFocus(pane)
    }

    /// A pane became the first responder (by a key, Tab or a click): the drawer follows.
    func paneDidTakeFocus(_ pane: AppState.Pane) {
        send(.focus(pane))
        setDrawer(open: pane == .sidebar)
    }

    /// Opens or closes the compact drawer (it opens only while the split view is collapsed);
    /// an opened drawer scrolls its focused row into view.
    private func setDrawer(open: Bool) {
        guard root.splitView.isShowingPrimaryWhenCollapsed != open, !open || root.splitView.isCollapsed, !isMovingDrawer else { return }
        isMovingDrawer = true
        defer { isMovingDrawer = false }
        if open {
            root.splitView.show(.primary)
            revealSidebarFocus()
        } else {
            root.splitView.hide(.primary)
        }
    }

    /// Scrolls the sidebar's focused row into view at the next layout (the drawer's height
    /// differs from the column's, so a row seen there may be below the drawer's end).
    func revealSidebarFocus() {
        let list = sidebar.collectionView
        if let row = list.focusedIndexPath { list.focusedIndexPath = row }
    }

    func splitViewDidCollapse(_ splitView: SplitView) {
        send(.splitViewCollapsed(sidebarHasKeyboard: sidebar.collectionView.isFirstResponder))
    }

    func splitViewDidExpand(_ splitView: SplitView) {
        send(.splitViewExpanded(contentHasKeyboard: content.collectionView.isFirstResponder))
    }

    // A click on the compact bar opens or closes the drawer without a key: the keyboard
    // follows it, so the footer and the arrows belong to what is on top.
    func splitView(_ splitView: SplitView, willShow column: SplitView.Column) {
        guard column == .primary, !isMovingDrawer else { return }
        isMovingDrawer = true
        defer { isMovingDrawer = false }
        focus(.sidebar)
        revealSidebarFocus()
    }

    func splitView(_ splitView: SplitView, willHide column: SplitView.Column) {
        guard column == .primary, !isMovingDrawer else { return }
        isMovingDrawer = true
        defer { isMovingDrawer = false }
        focus(.content)
    }
}
