import DiffableTUI

/// Which pane has the keyboard, and the compact drawer.
extension FruitStandSession: SplitViewDelegate {
    /// Gives `pane` the keyboard. In a compact width the sidebar is a drawer: focusing it opens
    /// the drawer (its focused row in view), focusing the content closes it.
    func focus(_ pane: AppState.Pane) {
        // The help sheet is modal: a pane chosen while it is up (by a state restored as the
        // stand loads) takes the keyboard when the sheet closes.
        if help.isPresented {
            paneAfterHelp = pane
            return
        }
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
        if state.focusedPane != pane { movedToContentOnCollapse = false }
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

    /// The help sheet closed: the pane chosen meanwhile takes the keyboard.
    func helpDidDismiss() {
        if let pane = paneAfterHelp {
            paneAfterHelp = nil
            focus(pane)
        }
        stateDidChange()
    }

    /// Tab / Shift-Tab.
    func switchPane() {
        focus(state.focusedPane == .sidebar ? .content : .sidebar)
    }

    func splitViewDidCollapse(_ splitView: SplitView) {
        // A phone-sized terminal leads with the fruit; the sidebar waits in its drawer.
        if state.focusedPane == .sidebar, sidebar.collectionView.isFirstResponder {
            focus(.content)
            movedToContentOnCollapse = true
        }
        stateDidChange()
    }

    func splitViewDidExpand(_ splitView: SplitView) {
        // Widening again undoes what narrowing did, so a resize round trip changes nothing.
        if movedToContentOnCollapse, state.focusedPane == .content, content.collectionView.isFirstResponder {
            focus(.sidebar)
        }
        movedToContentOnCollapse = false
        stateDidChange()
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
