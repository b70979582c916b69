/// A width or height class: the coarse size a layout adapts to.
///
/// Mirrors `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// No class was given.
    case unspecified
    /// Narrow: below `TraitCollection.regularWidthThreshold` (70) columns, such as a split view's
    /// pane or a small terminal window.
    case compact
    /// Wide: 70 columns and more, such as an 80-column terminal.
    case regular
}
