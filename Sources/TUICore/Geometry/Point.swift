/// A position on the terminal grid: `x` counts columns from the left, `y` rows from the top.
///
/// One point is one terminal cell; there are no fractional points on a grid.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, counted from 0 at the left edge.
    public var x: Int
    /// The row, counted from 0 at the top edge.
    public var y: Int

    /// The top-left cell.
    public static let zero = Point(x: 0, y: 0)

    /// A point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The point moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
