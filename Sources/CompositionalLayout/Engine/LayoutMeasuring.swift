import Diffable

/// Measures the content of elements sized `.estimated`, for a prepared layout.
///
/// The collection view implements this by configuring the cell (or header) for the index
/// path and asking how many rows its content needs at the given width (wrapped text, a
/// subtitle line...). Only heights are measured.
///
/// A measurer may not be able to measure an element yet (the collection view measures only
/// views it has prepared, and prepares views only while its layout is in place, so that a cell
/// provider can ask it anything): the element then keeps its estimate for this pass, and the
/// caller measures again once it has prepared it.
package protocol LayoutMeasuring {
    /// Whether the item at `indexPath` can be measured now; `true` by default.
    func canMeasureItem(at indexPath: IndexPath) -> Bool

    /// Whether the supplementary view of `kind` at `indexPath` can be measured now (or is
    /// known to keep its estimate); `true` by default.
    func canMeasureSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> Bool

    /// The number of rows the item at `indexPath` needs when it is `width` columns wide.
    func heightForItem(at indexPath: IndexPath, fittingWidth width: Int) -> Int

    /// The number of rows the supplementary view of `kind` at `indexPath` needs when it is
    /// `width` columns wide, or `nil` to keep its estimate. The default keeps the estimate.
    func heightForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, fittingWidth width: Int) -> Int?
}

extension LayoutMeasuring {
    package func canMeasureItem(at indexPath: IndexPath) -> Bool { true }

    package func canMeasureSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> Bool { true }

    package func heightForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, fittingWidth width: Int) -> Int? {
        nil
    }
}
