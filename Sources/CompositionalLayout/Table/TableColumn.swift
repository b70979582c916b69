import TUICore

/// One column of a table: a collection view whose list rows show one value per column under
/// a pinned header row.
///
/// Mirrors SwiftUI's `TableColumn` and AppKit's `NSTableColumn` (UIKit has no table). Give a
/// collection view its columns with `CollectionView.tableColumns`; each row's cell then shows
/// the values of a `TableRowContentConfiguration`, one per column in this order. See the
/// *Tables* article in DiffableTUI's documentation.
///
/// ```swift
/// collectionView.tableColumns = [
///     TableColumn("PID", width: .fitToContent(minimum: 3, maximum: 8), alignment: .trailing),
///     TableColumn("Command", width: .slack(minimum: 12)),
/// ]
/// ```
///
/// When a row is too narrow for every column, the slack column gives up its room first (down
/// to its minimum, truncating its values), then fitted columns shrink to their minimums, and
/// then whole columns give way, lowest `layoutPriority` first (the later column first among
/// equals). A slack column gives way last.
public struct TableColumn: Hashable, Sendable {
    /// How wide a column is.
    public enum Width: Hashable, Sendable {
        /// Exactly this many columns of the terminal.
        case fixed(Int)
        /// This fraction (0...1) of the width left once the fixed and fitted columns and the
        /// spacing are placed; at least 1.
        case fraction(Double)
        /// As wide as the widest value among the visible rows, a bounded sample of the others
        /// and the title, between `minimum` and `maximum`.
        case fitToContent(minimum: Int, maximum: Int)
        /// Everything the other columns leave, and never less than `minimum` while it is
        /// shown: the column that truncates first when the table is narrow. Several slack
        /// columns share what is left equally.
        case slack(minimum: Int)
    }

    /// What the column is called in the header row.
    public var title: String
    /// How wide the column is.
    public var width: Width
    /// Where values and the title sit in the column: numbers read best `.trailing`.
    public var alignment: TextAlignment
    /// How a value too wide for the column is cut: `…` at the end by default; never through
    /// a wide glyph.
    public var lineBreakMode: LineBreakMode
    /// A hidden column takes no room and shows nothing; hiding one needs no new snapshot.
    public var isHidden: Bool
    /// Which columns give way first when the row is too narrow: lower values first, the later
    /// column first among equals.
    public var layoutPriority: Double
    /// Whether a click on the title or a sort key sorts by this column.
    public var isSortable: Bool
    /// The order the first sort by this column uses; sorting by it again reverses it.
    public var initialSortOrder: TableSortDescriptor.Order

    /// A column titled `title`, as wide as `width`, its values placed by `alignment`.
    public init(
        _ title: String, width: Width, alignment: TextAlignment = .leading, lineBreakMode: LineBreakMode = .byTruncatingTail,
        isHidden: Bool = false, layoutPriority: Double = 0, isSortable: Bool = true,
        initialSortOrder: TableSortDescriptor.Order = .ascending
    ) {
        self.title = title
        self.width = width
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.isHidden = isHidden
        self.layoutPriority = layoutPriority
        self.isSortable = isSortable
        self.initialSortOrder = initialSortOrder
    }
}

/// The column a table is sorted by, and in which order.
///
/// Mirrors AppKit's `NSSortDescriptor` as `NSTableView.sortDescriptors` uses it (one key). The
/// header row shows it: the column's title with `▲` (ascending) or `▼` (descending).
public struct TableSortDescriptor: Hashable, Sendable {
    /// Which way a column sorts.
    public enum Order: Hashable, Sendable {
        /// Smallest first: `▲` in the header.
        case ascending
        /// Largest first: `▼` in the header.
        case descending

        /// The other order.
        public var reversed: Order { self == .ascending ? .descending : .ascending }
    }

    /// The index of the column in `CollectionView.tableColumns`.
    public var column: Int
    /// The order of the sort.
    public var order: Order

    /// Sorts by the column at `column`, in `order`.
    public init(column: Int, order: Order) {
        self.column = column
        self.order = order
    }
}
