import DiffableTUI

/// Which pane has the keyboard, the compact drawer, and the footer that follows them.
extension FruitStandSession: SplitViewDelegate {
    /// Gives `pane` the keyboard. In a compact width the sidebar is a drawer: focusing it opens
    /// the drawer, focusing the content closes it.
    func focus(_ pane: AppState.Pane) {
        // The help sheet is modal: a pane chosen while it is up (by a state restored as the
        // stand loads) takes the keyboard when the sheet closes.
        if help.isPresented {
            paneAfterHelp = pane
            return
        }
        switch pane {
        case .sidebar:
            if root.splitView.isCollapsed { root.splitView.show(.primary) }
            sidebar.collectionView.becomeFirstResponder()
        case .content:
            root.splitView.hide(.primary)
            content.collectionView.becomeFirstResponder()
        }
        paneDidTakeFocus(pane)
    }

    /// A pane became the first responder (by a key, Tab or a click).
    func paneDidTakeFocus(_ pane: AppState.Pane) {
        let changed = focusedPane != pane
        if changed { movedToContentOnCollapse = false }
        if pane == .content { root.splitView.hide(.primary) }
        if pane == .sidebar, root.splitView.isCollapsed { root.splitView.show(.primary) }
        focusedPane = pane
        updateFooter()
        if changed { noteStateChanged() }
    }

    /// The help sheet closed: the pane chosen meanwhile takes the keyboard.
    func helpDidDismiss() {
        if let pane = paneAfterHelp {
            paneAfterHelp = nil
            focus(pane)
        }
        updateFooter()
    }

    /// Tab / Shift-Tab.
    func switchPane() {
        focus(focusedPane == .sidebar ? .content : .sidebar)
    }

    func splitViewDidCollapse(_ splitView: SplitView) {
        // A phone-sized terminal leads with the fruit; the sidebar waits in its drawer.
        if focusedPane == .sidebar, sidebar.collectionView.isFirstResponder {
            focus(.content)
            movedToContentOnCollapse = true
        }
        updateFooter()
    }

    func splitViewDidExpand(_ splitView: SplitView) {
        // Widening again undoes what narrowing did, so a resize round trip changes nothing.
        if movedToContentOnCollapse, focusedPane == .content, content.collectionView.isFirstResponder {
            focus(.sidebar)
        }
        movedToContentOnCollapse = false
        updateFooter()
    }

    /// The footer's hints for whatever has the keyboard now.
    func updateFooter() {
        let modal = help.isPresented || root.filterBar.field.isFirstResponder
        if help.isPresented {
            root.footer.hints = KeyHints.help
        } else if root.filterBar.field.isFirstResponder {
            root.footer.hints = KeyHints.filtering
        } else if focusedPane == .sidebar {
            root.footer.hints = KeyHints.sidebar(compact: root.splitView.isCollapsed)
        } else {
            root.footer.hints = KeyHints.content
        }
        root.footer.trailingHints = modal ? [] : KeyHints.always
        root.splitView.collapsedHint = root.splitView.isShowingPrimaryWhenCollapsed ? "Tab ▸ fruit" : "Tab ▸ sidebar"
    }
}
