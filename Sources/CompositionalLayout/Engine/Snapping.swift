import TUICore

/// Turns fractional positions into whole cells.
///
/// The layout computes positions in `Double` and rounds every *edge* (never a width) to the
/// nearest cell, halves rounding up (toward +infinity). Widths are differences of rounded
/// edges, so elements that share an edge tile exactly: three thirds of 100 columns are
/// 33, 34 and 33 wide. Rounding commutes with whole-cell shifts, so a layout rounded relative
/// to an integer origin is the same as one rounded in content coordinates.
enum Snapping {
    /// Absorbs binary floating-point error so that e.g. `3 * (1.0 / 3) * 6` rounds as 6.
    static let tolerance = 1e-7

    static func edge(_ value: Double) -> Int {
        Int((value + 0.5 + tolerance).rounded(.down))
    }
}

/// A rectangle with fractional coordinates, used before snapping to cells.
struct FractionalRect: Hashable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// The cells this rect covers once moved by `(dx, dy)`, every edge rounded.
    func snapped(dx: Double, dy: Double) -> Rect {
        let x0 = Snapping.edge(x + dx), x1 = Snapping.edge(maxX + dx)
        let y0 = Snapping.edge(y + dy), y1 = Snapping.edge(maxY + dy)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
