import Diffable
import TUICore

/// Where and how to draw one element of a prepared layout: a cell, a supplementary view or
/// a decoration view.
///
/// Mirrors `UICollectionViewLayoutAttributes`. Frames are in content coordinates (row 0 is
/// the top of the content, not of the screen); elements of an orthogonal section and pinned
/// headers are reported where they are displayed for the offsets and visible bounds of the
/// query.
public struct LayoutAttributes: Hashable, Sendable {
    /// Mirrors `UICollectionView.ElementCategory`.
    public enum ElementCategory: Hashable, Sendable {
        /// An item's cell.
        case cell
        /// A header, a footer or a badge: a view the data source provides by element kind.
        case supplementaryView
        /// A view the layout adds on its own: a list separator or a section background.
        case decorationView
    }

    /// Drawing order conventions (higher draws above lower).
    package enum ZIndex {
        /// Cells and list separators.
        package static let cell = 0
        /// Added to a pinned header's or footer's own z-index, so it covers the content that
        /// scrolls beneath it.
        package static let pinnedBoost = 1000
    }

    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var representedElementCategory: ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    public var representedElementKind: String?
    /// The item's index path; `[section, 0]` for section headers, footers and backgrounds;
    /// `[0, i]` for the layout's own headers and footers; for a list separator, the index
    /// path of the item above it.
    public var indexPath: IndexPath
    /// Where the element is, in content coordinates: row 0 is the top of the content, not of the
    /// screen.
    public var frame: Rect
    /// Drawing order: higher values are drawn above lower ones. Decorations draw at -1, cells at
    /// 0, supplementaries at 1 by default; a pinned header or footer is raised by 1000 so that it
    /// covers the rows scrolling beneath it.
    public var zIndex: Int
    /// The layout never hides elements; animations use this to keep an element in the
    /// attributes while it is invisible.
    public var isHidden: Bool
    /// Whether the element is a pinned header or footer currently moved from its natural
    /// position to stay visible.
    package var isPinned: Bool
    /// Whether the element is a boundary supplementary (a section's or the layout's header or
    /// footer) rather than a supplementary anchored to an item (a badge).
    package var isBoundarySupplementary: Bool
    /// List styling information, for the cells, headers and footers of list sections.
    package var listInfo: ListLayoutInfo?
    /// Where a table's columns are, for its rows and its header row; `nil` outside tables.
    package var columnLayout: TableColumnLayout?
    /// Whether a list separator is a hairline inside the row above it (a table's) rather
    /// than a row of its own.
    package var isHairline = false

    package init(
        category: ElementCategory,
        kind: String? = nil,
        indexPath: IndexPath,
        frame: Rect,
        zIndex: Int = ZIndex.cell,
        isHidden: Bool = false,
        isPinned: Bool = false,
        isBoundarySupplementary: Bool = false,
        listInfo: ListLayoutInfo? = nil
    ) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.isPinned = isPinned
        self.isBoundarySupplementary = isBoundarySupplementary
        self.listInfo = listInfo
    }
}
