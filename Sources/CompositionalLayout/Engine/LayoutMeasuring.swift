import Diffable

/// Measures the content of elements sized `.estimated`, for a prepared layout.
///
/// The collection view implements this by configuring the cell (or header) for the index
/// path and asking how many rows its content needs at the given width (wrapped text, a
/// subtitle line...). Only heights are measured.
package protocol LayoutMeasuring {
    /// The number of rows the item at `indexPath` needs when it is `width` columns wide.
    func heightForItem(at indexPath: IndexPath, fittingWidth width: Int) -> Int

    /// The number of rows the supplementary view of `kind` at `indexPath` needs when it is
    /// `width` columns wide, or `nil` to keep its estimate. The default keeps the estimate.
    func heightForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, fittingWidth width: Int) -> Int?
}

extension LayoutMeasuring {
    package func heightForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, fittingWidth width: Int) -> Int? {
        nil
    }
}
