/// Where a collection view learns the outline structure of its items and asks to expand or
/// collapse them: the diffable data source's section snapshots.
@MainActor
protocol CollectionViewOutlineSource: AnyObject {
    /// The outline facts of an item, or `nil` when its section is not an outline.
    func outlineState(at indexPath: IndexPath) -> OutlineState?

    /// Expands or collapses an item (through the data source's section snapshot handlers).
    func setExpanded(_ expanded: Bool, at indexPath: IndexPath)
}

/// An item's place in an outline.
struct OutlineState: Equatable {
    /// 0 for root items.
    var level: Int
    var isExpanded: Bool
    /// Whether the item has children in its section snapshot.
    var hasChildren: Bool
    /// The parent's index path; `nil` for root items.
    var parent: IndexPath?
}
