/// The width and height of a layout element, each a `LayoutDimension`.
///
/// Mirrors `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public let widthDimension: LayoutDimension
    public let heightDimension: LayoutDimension

    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}
