/// Insets from each edge of a rect, in cells. Leading is the left edge: terminals are laid out
/// left to right.
///
/// Mirrors `NSDirectionalEdgeInsets`, the type compositional layout uses for content insets.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Rows inside the top edge.
    public var top: Int
    /// Columns inside the leading (left) edge.
    public var leading: Int
    /// Rows inside the bottom edge.
    public var bottom: Int
    /// Columns inside the trailing (right) edge.
    public var trailing: Int

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Insets of the given cells from each edge; edges left out are not inset.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all inset: Int) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// Total horizontal inset, leading plus trailing.
    public var horizontal: Int { leading + trailing }
    /// Total vertical inset, top plus bottom.
    public var vertical: Int { top + bottom }
}
