/// Hears a split view collapse, expand, and show or hide a column, and picks the column a
/// `.doubleColumn` split view collapses to; mirrors
/// `UISplitViewControllerDelegate`. Every method has a default.
@MainActor
public protocol SplitViewDelegate: AnyObject {
    /// The width became compact: one column now (`.unspecified`: the primary one in a drawer).
    func splitViewDidCollapse(_ splitView: SplitView)
    /// A `.doubleColumn` split view is collapsing: returns the column to fill it, given the
    /// proposed one (`.secondary`). Return `.primary` to lead with the list, e.g. while no
    /// item is selected. Not asked of `.unspecified` split views, whose primary column
    /// becomes a drawer. The default returns `proposedTopColumn`.
    func splitView(_ splitView: SplitView, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitView.Column) -> SplitView.Column
    /// The width became regular: both columns side by side again.
    func splitViewDidExpand(_ splitView: SplitView)
    /// While collapsed, `column` is about to be shown (`.primary`: the drawer opens; in
    /// `.doubleColumn`, `column` is about to fill the split view).
    func splitView(_ splitView: SplitView, willShow column: SplitView.Column)
    /// While collapsed, `column` is about to be hidden (`.primary`: the drawer closes; in
    /// `.doubleColumn`, the other column is about to replace it).
    func splitView(_ splitView: SplitView, willHide column: SplitView.Column)
}

extension SplitViewDelegate {
    public func splitViewDidCollapse(_ splitView: SplitView) {}
    public func splitViewDidExpand(_ splitView: SplitView) {}
    public func splitView(_ splitView: SplitView, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitView.Column) -> SplitView.Column {
        proposedTopColumn
    }
    public func splitView(_ splitView: SplitView, willShow column: SplitView.Column) {}
    public func splitView(_ splitView: SplitView, willHide column: SplitView.Column) {}
}
