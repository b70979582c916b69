/// A point whose coordinates are fractions rather than cells.
///
/// Used by `LayoutAnchor(edges:fractionalOffset:)`, where `x` and `y` are fractions of the
/// supplementary view's own width and height (`CGPoint` in UIKit's API).
public struct FractionalPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal fraction: positive toward the trailing edge.
    public var x: Double
    /// The vertical fraction: positive downward.
    public var y: Double

    /// No offset.
    public static let zero = FractionalPoint(x: 0, y: 0)

    /// A point of fractions `x` across and `y` down.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
