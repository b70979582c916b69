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
