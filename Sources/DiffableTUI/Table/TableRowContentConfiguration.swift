/// The content of a table's row: one value per column, each drawn in its column, aligned and
/// truncated as the column says.
///
/// Set it on a `CollectionViewListCell` of a collection view with `tableColumns`; the values
/// are in the order of the columns (a hidden column's value is kept, not drawn). The row is one
/// line; the cell's background shows focus and selection as in any list.
///
/// ```swift
/// let row = CollectionView.CellRegistration<CollectionViewListCell, Commit> { cell, _, commit in
///     var content = TableRowContentConfiguration()
///     content.values = [commit.hash, commit.author, commit.date, commit.subject]
///     cell.contentConfiguration = content
/// }
/// ```
///
/// Not in UIKit, whose lists have no columns: SwiftUI's `TableRow` holds the same values.
public struct TableRowContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// The row's values, one per column of `CollectionView.tableColumns`, in that order.
    public var values: [String]
    /// How the values look: colour and attributes (alignment and truncation come from the
    /// columns).
    public var textProperties = ListContentConfiguration.TextProperties()
    /// How the value of particular columns looks, by column index, instead of
    /// `textProperties` (a warning colour for a hot process's CPU).
    public var columnTextProperties: [Int: ListContentConfiguration.TextProperties] = [:]

    /// A row showing `values`, one per column.
    public init(values: [String] = []) {
        self.values = values
    }

    /// The properties the value of column `column` is drawn with.
    public func textProperties(forColumn column: Int) -> ListContentConfiguration.TextProperties {
        columnTextProperties[column] ?? textProperties
    }

    @MainActor
    public func makeContentView() -> any View & ContentView {
        TableRowContentView(configuration: self)
    }

    /// A copy styled for `state`: a disabled row is dimmed; focus and selection come from the
    /// cell's background.
    public func updated(for state: CellConfigurationState) -> TableRowContentConfiguration {
        guard state.isDisabled else { return self }
        var copy = self
        copy.textProperties.attributes.insert(.dim)
        for column in copy.columnTextProperties.keys { copy.columnTextProperties[column]?.attributes.insert(.dim) }
        return copy
    }
}

/// Draws a `TableRowContentConfiguration`'s values in the columns of the row it is in.
final class TableRowContentView: View, ContentView {
    private(set) var rowConfiguration: TableRowContentConfiguration

    init(configuration: TableRowContentConfiguration) {
        rowConfiguration = configuration
        super.init(frame: .zero)
    }

    var configuration: any ContentConfiguration {
        get { rowConfiguration }
        set {
            guard let new = newValue as? TableRowContentConfiguration else {
                preconditionFailure("TableRowContentView cannot show a \(type(of: newValue)); check supports(_:) first.")
            }
            if new != rowConfiguration {
                rowConfiguration = new
                setNeedsDisplay()
            }
        }
    }

    /// One line, whatever the width.
    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: 1)
    }

    /// The reusable view (the row's cell) this content is shown in.
    private var row: CollectionReusableView? {
        var view = superview
        while let current = view, !(current is CollectionReusableView) { view = current.superview }
        return view as? CollectionReusableView
    }

    override func draw(in canvas: inout Canvas) {
        guard let row, let layout = row.layoutAttributes?.columnLayout else { return }
        let columns = row.owningCollectionView?.tableColumns ?? []
        // The columns are placed from the row's leading edge; this view may start further in.
        let origin = originInWindow.x - row.originInWindow.x
        TableColumnDrawing.draw(
            values: rowConfiguration.values, columns: columns, layout: layout, dx: -origin,
            style: { rowConfiguration.textProperties(forColumn: $0).style }, in: &canvas)
    }
}

/// Writing one text per column: the header's titles and the rows' values.
enum TableColumnDrawing {
    /// Writes `values[i]` in column `i`'s span, moved by `dx`, aligned and cut as the column says.
    static func draw(
        values: [String], columns: [TableColumn], layout: TableColumnLayout, dx: Int, style: (Int) -> Style, in canvas: inout Canvas
    ) {
        for (index, span) in layout.spans.enumerated() {
            guard let span, span.width > 0, index < values.count, index < columns.count else { continue }
            let column = columns[index]
            let text = values[index].truncated(toWidth: span.width, lineBreakMode: column.lineBreakMode)
            let x = span.x + dx + column.alignment.offset(forLineWidth: text.terminalWidth, in: span.width)
            canvas.write(text, at: Point(x: x, y: 0), style: style(index), maxWidth: span.width)
        }
    }
}
