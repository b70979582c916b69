/// A point whose coordinates are fractions rather than cells.
///
/// Used by `LayoutAnchor(edges:fractionalOffset:)`, where `x` and `y` are fractions of the
/// supplementary view's own width and height (`CGPoint` in UIKit's API).
public struct FractionalPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public static let zero = FractionalPoint(x: 0, y: 0)

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }
}
