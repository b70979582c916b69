/// A table's header row: the column titles in their columns, the sort column's title with
/// `▲` or `▼`, and a spinner while a sort is being worked out off the main thread.
///
/// The collection view makes it for the layout's `ElementKind.tableHeader` element; a click on
/// a title sorts by that column (again: the other way), as the sort keys do.
final class TableHeaderView: CollectionReusableView {
    private let spinner = ActivityIndicatorView()

    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(spinner)
    }

    override func layoutSubviews() {
        spinner.frame = Rect(x: max(0, bounds.width - 2), y: 0, width: 1, height: 1)
    }

    /// Starts or stops the spinner (the collection view calls it as background sorts come and go).
    func showsActivity(_ active: Bool) {
        guard active != spinner.isAnimating else { return }
        if active { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    override func draw(in canvas: inout Canvas) {
        guard let layout = layoutAttributes?.columnLayout, let collectionView = owningCollectionView else { return }
        let columns = collectionView.tableColumns
        let sort = collectionView.sortDescriptor
        let titles = columns.indices.map { index in
            guard let sort, sort.column == index else { return columns[index].title }
            let arrow = sort.order == .ascending ? "▲" : "▼"
            // The arrow stays when the title is cut, on the side away from the values' edge,
            // with a space before the title while there is room for one.
            let room = layout.spans[index]?.width ?? 0
            let title = columns[index].title
            let gap = title.terminalWidth + 2 <= room ? " " : ""
            let shown = title.truncated(toWidth: max(0, room - 1 - gap.count))
            return columns[index].alignment == .trailing ? arrow + gap + shown : shown + gap + arrow
        }
        TableColumnDrawing.draw(values: titles, columns: columns, layout: layout, dx: 0, style: { index in
            Style(attributes: sort?.column == index ? [.bold, .underline] : .bold)
        }, in: &canvas)
    }

    /// The bar under the titles, as plain lists' headers have: opaque, so rows scrolling beneath
    /// it are hidden.
    override func drawSubviews(in canvas: inout Canvas) {
        super.drawSubviews(in: &canvas)
        BackgroundConfiguration.listPlainHeaderFooter().paint(in: &canvas, bounds: bounds, emphasized: false)
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(button: 1) = event.kind, let collectionView = owningCollectionView,
              let column = layoutAttributes?.columnLayout?.column(at: event.position.x) else { return false }
        collectionView.sortByUser(column: column)
        return true
    }
}
