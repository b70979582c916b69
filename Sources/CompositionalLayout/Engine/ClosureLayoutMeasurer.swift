import Diffable

/// A `LayoutMeasuring` made of closures.
package struct ClosureLayoutMeasurer: LayoutMeasuring {
    let item: (IndexPath, Int) -> Int
    let supplementary: (String, IndexPath, Int) -> Int?

    /// Measures items with `item(indexPath, width)` and supplementaries with
    /// `supplementary(kind, indexPath, width)` (by default, keeping their estimates).
    package init(
        item: @escaping (IndexPath, Int) -> Int,
        supplementary: @escaping (String, IndexPath, Int) -> Int? = { _, _, _ in nil }
    ) {
        self.item = item
        self.supplementary = supplementary
    }

    package func heightForItem(at indexPath: IndexPath, fittingWidth width: Int) -> Int {
        item(indexPath, width)
    }

    package func heightForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, fittingWidth width: Int) -> Int? {
        supplementary(kind, indexPath, width)
    }
}
