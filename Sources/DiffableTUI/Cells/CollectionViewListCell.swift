/// A cell styled as a row of a list section: indentation, accessories, and content and
/// background defaults that follow the list's appearance.
///
/// Mirrors `UICollectionViewListCell`. The layout's list information (appearance, header
/// item, separators) arrives through `apply(_:)`; `defaultContentConfiguration()` and the
/// default background then pick the matching styles (a sidebar row, a grouped header...).
/// Items of an outline get their `indentationLevel` from the data source's section snapshot
/// before your cell provider runs.
///
/// A row reads, left to right: the content's leading margin, 2 columns per indentation level,
/// the leading accessories (the outline triangle of a `.cell`-style disclosure), the content,
/// the trailing accessories.
open class CollectionViewListCell: CollectionViewCell {
    /// The glyphs beside the content. Traps when a kind appears twice, as UIKit throws.
    public var accessories: [CellAccessory] = [] {
        didSet {
            CellAccessory.validate(accessories)
            if oldValue != accessories { setNeedsLayout() }
        }
    }

    /// How many levels the content is indented by (outline depth).
    public var indentationLevel = 0 {
        didSet { if oldValue != indentationLevel { setNeedsLayout() } }
    }

    /// Columns per indentation level.
    public var indentationWidth = 2 {
        didSet { if oldValue != indentationWidth { setNeedsLayout() } }
    }

    /// Set for items of an outline: a row without a disclosure triangle keeps its column
    /// free, so leaves line up with their siblings' names, as in a file tree.
    var reservesDisclosureColumn = false {
        didSet { if oldValue != reservesDisclosureColumn { setNeedsLayout() } }
    }

    /// The indentation the outline last gave the cell, so that a level set by the cell
    /// provider is not overwritten when the outline has not changed.
    private var outlineLevel: Int?

    /// Takes the outline level of the cell's item (`nil` outside outlines).
    func applyOutlineLevel(_ level: Int?) {
        guard level != outlineLevel else { return }
        if let level, indentationLevel == (outlineLevel ?? 0) { indentationLevel = level }
        if level == nil, indentationLevel == outlineLevel { indentationLevel = 0 }
        outlineLevel = level
    }

    /// Whether the layout reports this cell as its section's header (the first item under
    /// `.firstItemInSection`, or a supplementary header).
    var isHeaderCell: Bool { listInfo?.isHeader ?? false }

    /// A header row or a supplementary header, whatever its content, is a header.
    override var isHeaderElement: Bool {
        super.isHeaderElement || isHeaderCell || layoutAttributes?.representedElementKind == ElementKind.sectionHeader
    }

    /// A list style for the cell's place in the list: sidebar rows and headers in sidebars,
    /// the appearance's header and footer styles for supplementary headers and footers, plain
    /// rows otherwise.
    override open func defaultContentConfiguration() -> ListContentConfiguration {
        let appearance = listInfo?.appearance ?? .plain
        let isSidebar = appearance == .sidebar || appearance == .sidebarPlain
        if layoutAttributes?.representedElementKind == ElementKind.sectionFooter {
            return appearance == .plain ? .plainFooter() : .groupedFooter()
        }
        if isHeaderCell {
            switch appearance {
            case .plain: return .plainHeader()
            case .grouped: return .groupedHeader()
            case .insetGrouped: return .prominentInsetGroupedHeader()
            case .sidebar, .sidebarPlain: return .sidebarHeader()
            }
        }
        return isSidebar ? .sidebarCell() : .cell()
    }

    /// The list's background style for rows, headers and footers.
    override open func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        let appearance = listInfo?.appearance ?? .plain
        let isSupplementary = layoutAttributes?.representedElementCategory == .supplementaryView
        switch appearance {
        case .plain:
            return isSupplementary ? .listPlainHeaderFooter() : .listPlainCell()
        case .grouped, .insetGrouped:
            return isSupplementary ? .listGroupedHeaderFooter() : .listGroupedCell()
        case .sidebar:
            return isHeaderCell ? .listSidebarHeader() : .listSidebarCell()
        case .sidebarPlain:
            return isHeaderCell || isSupplementary ? .listSidebarHeader() : .listPlainCell()
        }
    }

    override open func apply(_ layoutAttributes: LayoutAttributes) {
        let changed = layoutAttributes.listInfo != self.layoutAttributes?.listInfo
        super.apply(layoutAttributes)
        if changed { setNeedsUpdateConfiguration() }
    }

    // MARK: Accessory layout

    /// The accessories with their columns in the cell, for drawing and for mouse clicks.
    var placedAccessories: [(accessory: CellAccessory, frame: Rect)] {
        accessoryLayout(width: bounds.width, height: bounds.height).placed
    }

    override func contentFrame(in bounds: Rect) -> Rect {
        let layout = accessoryLayout(width: bounds.width, height: bounds.height)
        return Rect(x: layout.contentMinX, y: 0, width: max(0, layout.contentMaxX - layout.contentMinX), height: bounds.height)
    }

    /// Places indentation and accessories: leading ones from the content's leading margin
    /// (plus indentation), trailing ones back from its trailing margin, one blank column
    /// after or before each. The content view spans what is left, margins included.
    private func accessoryLayout(width: Int, height: Int) -> (placed: [(accessory: CellAccessory, frame: Rect)], contentMinX: Int, contentMaxX: Int) {
        let margins = (contentConfiguration as? ListContentConfiguration)?.directionalLayoutMargins
            ?? defaultContentConfiguration().directionalLayoutMargins
        let row = height > 0 ? min(margins.top, height - 1) : 0
        var placed: [(accessory: CellAccessory, frame: Rect)] = []
        var leading = max(0, indentationLevel) * indentationWidth
        var trailing = width
        for accessory in accessories where accessory.placement(isHeader: isHeaderCell) == .leading {
            let glyphWidth = accessory.rendering(isExpanded: isExpanded).text.terminalWidth
            placed.append((accessory, Rect(x: leading + margins.leading, y: row, width: glyphWidth, height: 1)))
            leading += glyphWidth + 1
        }
        if placed.isEmpty, reservesDisclosureColumn, !isHeaderCell, outlineDisclosureStyle == nil {
            leading += 2
        }
        for accessory in accessories.reversed() where accessory.placement(isHeader: isHeaderCell) == .trailing {
            let glyphWidth = accessory.rendering(isExpanded: isExpanded).text.terminalWidth
            trailing -= glyphWidth
            placed.append((accessory, Rect(x: trailing - margins.trailing, y: row, width: glyphWidth, height: 1)))
            trailing -= 1
        }
        return (placed, leading, trailing)
    }

    override open func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        for (accessory, frame) in placedAccessories {
            let rendering = accessory.rendering(isExpanded: isExpanded)
            canvas.write(rendering.text, at: frame.origin, style: rendering.style, maxWidth: frame.width)
        }
    }

    /// The row's accessory of outline style, resolved: `.header` or `.cell`; `nil` without one.
    var outlineDisclosureStyle: CellAccessory.OutlineDisclosureOptions.Style? {
        accessories.lazy.compactMap { $0.outlineStyle(isHeader: self.isHeaderCell) }.first
    }
}
