/// The width and height of a layout element, each a `LayoutDimension`.
///
/// Mirrors `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The width: a fraction of the container, columns, or an estimate (used as given).
    public let widthDimension: LayoutDimension
    /// The height: a fraction of the container, rows, or an estimate refined by measuring.
    public let heightDimension: LayoutDimension

    /// A size from a width and a height dimension.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}
