/// A scrolling view of items laid out by a compositional layout: cells registered by type and
/// reused, selection, keyboard focus and navigation, fed by a data source.
///
/// Mirrors `UICollectionView`. Only what is visible is laid out, configured and drawn: the
/// prepared layout answers queries in O(log n + visible), cells come from a reuse pool per
/// identifier, and a frame never walks all items. Coordinates are terminal cells;
/// `contentOffset.y` is the first content row on screen.
///
/// ```swift
/// let collectionView = CollectionView(frame: bounds, collectionViewLayout: .list(using: ListConfiguration(appearance: .sidebar)))
/// let registration = CollectionView.CellRegistration<CollectionViewListCell, Fruit> { cell, _, fruit in
///     var content = cell.defaultContentConfiguration()
///     content.text = fruit.name
///     cell.contentConfiguration = content
/// }
/// let dataSource = CollectionViewDiffableDataSource<Section, Fruit>(collectionView: collectionView) { view, indexPath, fruit in
///     view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
/// }
/// ```
///
/// Keyboard (while first responder): arrows move the focus (in two dimensions in grids),
/// PgUp/PgDn by a page, Home/End to the ends, Enter/Space select; in outlines Left and Right
/// collapse, expand and walk the tree. The mouse selects with a click and scrolls with the
/// wheel. See <doc:CollectionViewsAndCells> and <doc:ListsAndOutlines>.
open class CollectionView: View {
    /// The layout; setting it lays the items out again, without animation (see
    /// ``setCollectionViewLayout(_:animated:completion:)``).
    public var collectionViewLayout: CompositionalLayout {
        didSet {
            adoptLayout()
            invalidateLayout()
        }
    }

    /// Where counts, cells and supplementary views come from. Held weakly, as in UIKit: keep
    /// a strong reference to it (a data source let go of leaves the collection view empty,
    /// with a warning after exit).
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet {
            dataSourceWasSet = dataSource != nil
            reloadData()
        }
    }

    /// Told about the user's selection and every focus move; asked whether an item may be selected
    /// or deselected. Held weakly, as in UIKit.
    public weak var delegate: (any CollectionViewDelegate)?

    /// Whether the user can select items; turning it off deselects everything.
    public var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }

    /// Whether several items can be selected at once (Enter toggles); turning it off keeps
    /// only the first selected item.
    public var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, let first = selection.min() {
                for indexPath in selection where indexPath != first { setSelected(false, at: indexPath) }
            }
        }
    }

    /// Whether moving the keyboard focus selects the focused item (a sidebar).
    public var selectionFollowsFocus = false

    /// Rows of context kept between the focused item and the top or bottom edge while the
    /// keyboard moves the focus (vim's `scrolloff`); 2 by default.
    ///
    /// A key keeps them on the side it went (↑ above the focus, ↓ below), and setting
    /// ``focusedIndexPath`` on both sides; an update that keeps the focused item on screen
    /// scrolls no further than to show it.
    public var scrollOff = 2 {
        didSet { scrollOff = max(0, scrollOff) }
    }

    /// The content point at the view's top-left corner. Clamped to the content when laid out.
    public var contentOffset: Point {
        get { offset }
        set {
            guard newValue != offset else { return }
            offset = newValue
            if let layout { endWasShown = newValue.y >= max(0, layout.contentSize.height - bounds.height) }
            setNeedsLayout()
        }
    }

    /// Where the content stays put as items come and go: ``ScrollAnchor/top`` by default;
    /// ``ScrollAnchor/bottom`` starts at the end and follows it while it is on screen (a log,
    /// a chat). See <doc:LiveData>.
    ///
    /// Set to ``ScrollAnchor/bottom`` once the view is laid out, it scrolls to the end.
    public var defaultScrollAnchor = ScrollAnchor.top {
        didSet {
            guard oldValue != defaultScrollAnchor else { return }
            if defaultScrollAnchor == .bottom { endWasShown = true }
            setNeedsLayout()
        }
    }

    /// Whether the rows on screen stay where they are when items are inserted or deleted
    /// above them: true by default, so a reader does not lose their place while a stream
    /// adds and drops rows out of sight (CSS's scroll anchoring, SwiftUI's scroll position).
    /// The item kept in place is the focused one when it is on screen, otherwise the first
    /// one on screen; nothing is kept while the view is scrolled to the very top, so rows
    /// inserted there show.
    ///
    /// UIKit keeps the content offset instead; set this to false for that.
    public var maintainsVisibleContentPosition = true

    /// The size of everything laid out (0 before the first layout).
    public var contentSize: Size { layout?.contentSize ?? .zero }

    /// The columns of a table: with any, the collection view is a table, whose list rows show
    /// one value per column (`TableRowContentConfiguration`) under a pinned header row of
    /// titles, one line a row. Changing them (a width, `isHidden`) lays the rows out again
    /// without a new snapshot. See <doc:Tables>.
    public var tableColumns: [TableColumn] = [] {
        didSet { if oldValue != tableColumns { tableColumnsDidChange(from: oldValue) } }
    }

    /// The column the table is sorted by and in which order, as the header row shows it; `nil`
    /// for none. The sort keys and clicks on titles change it and tell the delegate
    /// (`collectionView(_:sortDescriptorDidChange:)`), which sorts the data; setting it in
    /// code only changes what the header shows.
    public var sortDescriptor: TableSortDescriptor? {
        didSet { if oldValue != sortDescriptor { setNeedsDisplay() } }
    }

    // MARK: Internal state

    var offset = Point.zero
    var registry = ReuseRegistry()
    /// Item counts per section, read from the data source by the last reload or update.
    var itemCounts: [Int] = []
    var needsReloadData = true
    /// Whether a data source was set (and not set back to nil): if `dataSource` is nil
    /// anyway, it was released.
    var dataSourceWasSet = false
    /// The current layout; `nil` until the first layout pass and after invalidation.
    var layout: PreparedLayout?
    var preparedCells: [IndexPath: CollectionViewCell] = [:]
    var preparedSupplementaries: [ElementKey: CollectionReusableView] = [:]
    /// What is on screen, in drawing order.
    var displayed: [DisplayedElement] = []
    var selection: Set<IndexPath> = []
    var focus: IndexPath?
    /// The item a mouse press highlighted, until the release.
    var highlighted: IndexPath?
    /// The views on screen after the last layout pass, told to the delegate as they come and go.
    var displayedViews: [ElementKey: CollectionReusableView] = [:]
    /// The content offset the delegate last heard of (`scrollViewDidScroll`).
    var reportedOffset = Point.zero
    /// Whether the end of the content was on screen after the last layout pass (or, before
    /// the first, whether it will be): what a view that follows the end keeps to.
    var endWasShown = true
    /// Sideways offsets of orthogonally scrolling sections.
    var orthogonalOffsets: [Int: Int] = [:]
    /// A scroll that waits for the next layout pass (after measuring).
    var pendingReveal: Reveal?
    /// The item whose cell provider is re-running for `reconfigureItems`.
    var reconfiguringIndexPath: IndexPath?
    /// Set by the delegate's default `performPrimaryActionForItemAt`: no delegate method took
    /// the primary action, so Enter or Space choosing nothing else goes to the next responder.
    var primaryActionWasUnimplemented = false
    /// The update being shown, if any; see `CollectionViewTransition`.
    var transition: CollectionViewTransition?
    /// Elements whose views stay prepared while a transition shows them, even off screen.
    var retainedKeys: Set<ElementKey> = []
    /// Turns updates into what is drawn: slides, fades and cross-fades (see `RowAnimator`).
    var updateAnimator: any CollectionViewUpdateAnimating = RowAnimator()
    /// Expansion state of outline items, when the data source keeps one.
    weak var outlineSource: (any CollectionViewOutlineSource)?
    /// The outline item whose expansion the next update shows, for its announcement.
    var pendingExpansionWords: (parent: IndexPath, expanded: Bool)?
    /// The widest value measured per table column (visible rows and a sample of the others),
    /// for columns that fit their content.
    var columnContentWidths: [Int] = []
    /// Whether the sample of rows the fitted columns are measured from must be taken again
    /// (the data or the columns changed).
    var needsColumnSampling = true
    /// How many of the data source's applies (sorts among them) are being worked out off the
    /// main thread: a table's header shows a spinner.
    var backgroundApplies = 0 {
        didSet { updateTableHeaderActivity() }
    }

    /// How many cell or supplementary providers are running, across collection views:
    /// registrations made while one runs trap when used.
    static var providerDepth = 0

    /// Rows above and below the visible rect whose cells are kept prepared.
    static let prefetchMargin = 4

    /// A collection view at `frame`, laid out by `collectionViewLayout`, showing nothing until it
    /// has a data source.
    public init(frame: Rect, collectionViewLayout: CompositionalLayout) {
        self.collectionViewLayout = collectionViewLayout
        super.init(frame: frame)
        adoptLayout()
    }

    // MARK: Data

    /// Discards every prepared cell and view and asks the data source again; clears the
    /// selection (as UIKit does) and cancels a running transition.
    public func reloadData() {
        needsColumnSampling = true
        let interrupted = cancelTransition()
        defer { interrupted?() }
        endDisplayingAll()
        recycleAllPreparedViews()
        clearSelection()
        needsReloadData = true
        layout = nil
        setNeedsLayout()
    }

    /// The number of sections the data source reported.
    public var numberOfSections: Int {
        reloadDataIfNeeded()
        return itemCounts.count
    }

    /// The number of items the data source reported for `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        reloadDataIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Reads the counts from the data source if a reload is pending.
    func reloadDataIfNeeded() {
        guard needsReloadData else { return }
        needsReloadData = false
        guard let dataSource else {
            if dataSourceWasSet {
                dataSourceWasSet = false
                Diagnostics.record(Self.releasedDataSourceMessage)
            }
            itemCounts = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        if let focus, !isValid(focus) { self.focus = nil }
    }

    /// What is wrong when the data source went away without being set to nil.
    static let releasedDataSourceMessage =
        "UICollectionView's dataSource was released: a collection view holds its data source weakly, as UIKit does, "
            + "so it has nothing to show. Keep a strong reference to the data source, for example in a property of the "
            + "object that owns the collection view."

    /// Whether `indexPath` names an item of the current counts.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    /// Has the layout's `invalidateLayout()` reach this collection view.
    private func adoptLayout() {
        collectionViewLayout.invalidationHandler = { [weak self] in self?.invalidateLayout() }
    }

    /// Drops the prepared layout so that the next pass prepares it again.
    func invalidateLayout() {
        layout = nil
        setNeedsLayout()
    }

    // MARK: Cells and views

    /// The prepared cell of an item: visible, or just off screen in the prefetch margin
    /// (as in iOS 15); `nil` otherwise.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        preparedCells[indexPath]
    }

    /// The prepared supplementary view of `kind` at `indexPath`, if any.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        preparedSupplementaries[ElementKey(supplementaryOfKind: kind, at: indexPath)]
    }

    /// The cells on screen, in drawing order.
    public var visibleCells: [CollectionViewCell] {
        displayed.compactMap { $0.attributes.representedElementCategory == .cell ? $0.view as? CollectionViewCell : nil }
    }

    /// The index paths of the items on screen, ascending.
    public var indexPathsForVisibleItems: [IndexPath] {
        displayed.filter { $0.attributes.representedElementCategory == .cell }.map(\.attributes.indexPath).sorted()
    }

    /// The supplementary views of `elementKind` on screen (headers, footers, badges), in
    /// index-path order: what to refresh when the data behind them changes, since a
    /// supplementary view is not reconfigured with its item.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        displayed.filter { $0.attributes.representedElementCategory == .supplementaryView && $0.attributes.representedElementKind == elementKind }
            .sorted { $0.attributes.indexPath < $1.attributes.indexPath }
            .compactMap(\.view)
    }

    /// The index paths of the supplementary elements of `elementKind` on screen, ascending.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        displayed.filter { $0.attributes.representedElementCategory == .supplementaryView && $0.attributes.representedElementKind == elementKind }
            .map(\.attributes.indexPath).sorted()
    }

    /// The item whose cell contains `point` (view coordinates), or `nil`.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        element(at: point).flatMap { $0.attributes.representedElementCategory == .cell ? $0.attributes.indexPath : nil }
    }

    // MARK: View

    override open func layoutSubviews() {
        performLayoutPass()
    }

    override open func draw(in canvas: inout Canvas) {
        drawListBackgrounds(in: &canvas)
    }

    /// Draws the elements on screen by z-index rather than in subview order.
    override open func drawSubviews(in canvas: inout Canvas) {
        drawElements(in: &canvas)
    }

    override open func handleKey(_ key: Key) -> Bool {
        handleNavigationKey(key)
    }

    override open func handleMouse(_ event: MouseEvent) -> Bool {
        handleMouseEvent(event)
    }

    // MARK: Responder

    override open var canBecomeFirstResponder: Bool { true }

    override open func didBecomeFirstResponder() {
        reloadDataIfNeeded()
        // Made first responder by a key: that key places the focus (an arrow starts at the
        // first item shown). Made first responder by code: the topmost item on screen, never
        // one kept ready beyond it, so the ring shows where the focus is — laid out first, so
        // that a view starting at its end (`defaultScrollAnchor = .bottom`) before its first
        // frame focuses a row there, not item 0 off screen.
        if focus == nil, window?.isAdoptingFirstResponder != true {
            layoutIfNeeded()
            if let first = firstVisibleItem() ?? firstItem() { moveFocus(to: first, reveal: false) }
        }
        refreshFocusedCell()
    }

    override open func didResignFirstResponder() {
        refreshFocusedCell()
    }

    // MARK: Accessibility

    override func accessibilityFocusDescription() -> String? {
        focusedItemDescription()
    }

    override func accessibilityCursorPosition() -> Point? {
        focusedItemCursorPosition()
    }
}
