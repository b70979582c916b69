/// A set of rectangle edges, named by reading direction.
///
/// Mirrors `NSDirectionalRectEdge`. Terminals lay out left to right, so leading is the left edge.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits, one per edge.
    public let rawValue: UInt

    /// The edges whose bits are set in `rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge: the left, on a terminal.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge: the right, on a terminal.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
