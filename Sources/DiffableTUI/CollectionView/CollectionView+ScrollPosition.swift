extension CollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts an item; mirrors
    /// `UICollectionView.ScrollPosition`. Combine one vertical and one horizontal position;
    /// an empty set scrolls as little as possible to show the item.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The positions as bits, one per position.
        public let rawValue: UInt

        /// The positions whose bits are set in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top edge at the top of the view, below the section's pinned headers.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the view.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the view.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Accepted for UIKit compatibility; sideways-scrolling sections scroll as little as their
        /// snapping allows, whatever the horizontal position.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Accepted for UIKit compatibility; sideways-scrolling sections scroll as little as their
        /// snapping allows, whatever the horizontal position.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Accepted for UIKit compatibility; sideways-scrolling sections scroll as little as their
        /// snapping allows, whatever the horizontal position.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of section headers in list layouts; mirrors `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = ElementKind.sectionHeader
    /// The kind of section footers in list layouts; mirrors `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = ElementKind.sectionFooter
}
