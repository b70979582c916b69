/// Hears a split view collapse, expand, and show or hide its drawer; mirrors
/// `UISplitViewControllerDelegate`. Every method has a default.
@MainActor
public protocol SplitViewDelegate: AnyObject {
    /// The width became compact: one column now, the primary one in a drawer.
    func splitViewDidCollapse(_ splitView: SplitView)
    /// The width became regular: both columns side by side again.
    func splitViewDidExpand(_ splitView: SplitView)
    /// While collapsed, `column` is about to be shown (`.primary`: the drawer opens).
    func splitView(_ splitView: SplitView, willShow column: SplitView.Column)
    /// While collapsed, `column` is about to be hidden (`.primary`: the drawer closes).
    func splitView(_ splitView: SplitView, willHide column: SplitView.Column)
}

extension SplitViewDelegate {
    public func splitViewDidCollapse(_ splitView: SplitView) {}
    public func splitViewDidExpand(_ splitView: SplitView) {}
    public func splitView(_ splitView: SplitView, willShow column: SplitView.Column) {}
    public func splitView(_ splitView: SplitView, willHide column: SplitView.Column) {}
}
