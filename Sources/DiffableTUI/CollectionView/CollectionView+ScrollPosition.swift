extension CollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts an item; mirrors
    /// `UICollectionView.ScrollPosition`. Combine one vertical and one horizontal position;
    /// an empty set scrolls as little as possible to show the item.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// In a sideways-scrolling section: the item's leading edge at the section's leading edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of section headers in list layouts; mirrors `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = ElementKind.sectionHeader
    /// The kind of section footers in list layouts; mirrors `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = ElementKind.sectionFooter
}
