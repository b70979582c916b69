import TUICore

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
