/// A view a collection view shows for an element of its layout and recycles: the base of
/// cells, section headers and footers, and badges.
///
/// Mirrors `UICollectionReusableView`. The collection view makes instances of registered
/// classes with `init(frame:)`, so subclasses that add initializers must keep it.
open class CollectionReusableView: View, ReusableView {
    /// The identifier the view was dequeued with; `nil` for a view made directly.
    public internal(set) var reuseIdentifier: String?

    /// The layout attributes last applied to the view.
    public internal(set) var layoutAttributes: LayoutAttributes?

    /// The collection view that dequeued the view.
    weak var owningCollectionView: CollectionView?
    /// The element kind the view was dequeued for; `nil` for a cell.
    var dequeuedKind: String?
    /// The height last measured for an estimated layout size, carried to new layouts.
    var measuredHeight: Int?

    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Resets the view before it goes back to the reuse pool. Call `super`.
    ///
    /// Called when the view leaves the collection view's prepared set (it scrolled far
    /// enough away, or its item was deleted or reloaded), never when its item is only
    /// reconfigured.
    open func prepareForReuse() {
        measuredHeight = nil
    }

    /// Takes what the layout says about the element: its list styling, kind and index path.
    /// The frame itself is set by the collection view. Call `super` when overriding.
    open func apply(_ layoutAttributes: LayoutAttributes) {
        self.layoutAttributes = layoutAttributes
    }

    /// The list styling of the element, when it belongs to a list section.
    package var listInfo: ListLayoutInfo? { layoutAttributes?.listInfo }
}
