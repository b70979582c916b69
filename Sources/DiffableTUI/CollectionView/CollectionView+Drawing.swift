/// Drawing: list backgrounds, then every element on screen in z-order — decorations drawn
/// here, views rendered clipped to their frames — with the rounded ends of sidebar pills.
extension CollectionView {
    func drawListBackgrounds(in canvas: inout Canvas) {
        guard let layout else { return }
        var painted = Set<Int>()
        for element in displayed where painted.insert(element.attributes.indexPath.section).inserted {
            let section = element.attributes.indexPath.section
            guard section < layout.numberOfSections, let color = layout.listConfiguration(forSection: section)?.backgroundColor else { continue }
            canvas.fill(screenFrame(layout.frameForSection(section)), style: Style(background: color))
        }
    }

    func drawElements(in canvas: inout Canvas) {
        let list = drawingList()
        for item in list {
            draw(item, in: &canvas)
        }
        if transition != nil { clearCoveredText(of: list, in: &canvas) }
    }

    /// Mid-transition, an element partly covered by an item drawn after it (a card sliding
    /// over a card or a header, with its badge) keeps its fill and border but loses its text
    /// where it still shows: the part of a title left beside the card on top ("ious" of
    /// "Golden Delicious", "old out" of "sold out") reads as a word of its own. An element
    /// wholly covered, or not at all, is left as drawn; a cell's own badge does not cover it,
    /// nor do headers and decorations (a pinned header covers cards at rest too).
    ///
    /// - Complexity: O(n² + a) for the n elements drawn, a the cells of those partly covered.
    private func clearCoveredText(of list: [DrawnElement], in canvas: inout Canvas) {
        for (index, lower) in list.enumerated() where lower.view != nil && lower.frame.intersects(bounds) {
            let covers = list[(index + 1)...].lazy
                .filter { upper in
                    upper.owner != nil && upper.owner != lower.owner && upper.view?.isHidden == false
                        && upper.frame.intersects(lower.frame)
                }
                .map(\.frame)
            guard !covers.isEmpty, !covers.contains(where: { $0.contains(lower.frame) }) else { continue }
            let visible = lower.frame.intersection(bounds)
            for y in visible.minY..<visible.maxY {
                for x in visible.minX..<visible.maxX where !covers.contains(where: { $0.contains(Point(x: x, y: y)) }) {
                    let cell = canvas.cell(at: Point(x: x, y: y))
                    guard cell.isText else { continue }
                    canvas.set(.blank(cell.style), at: Point(x: x, y: y))
                    // A wide glyph's second column goes with it.
                    if cell.width == 2 { canvas.set(.blank(cell.style), at: Point(x: x + 1, y: y)) }
                }
            }
        }
    }

    /// One element as it is drawn this frame: where, and with which style change.
    struct DrawnElement {
        var attributes: LayoutAttributes
        var view: CollectionReusableView?
        /// View coordinates.
        var frame: Rect
        var zIndex: Int
        var styleTransform: ((inout Style) -> Void)?
        /// Clear the frame before drawing (elements that slide over others).
        var isOpaque: Bool
        /// Below 1, the element is blended into what lies beneath (fades).
        var opacity: Double = 1
        /// A deleted element fading out: drawn, but no longer there for the mouse.
        var isLeaving = false
        /// The item a cell or an item's supplementary (a badge) belongs to; `nil` for headers,
        /// footers and decorations. A travelling cell is drawn with its supplementaries as one
        /// unit (see `CollectionViewTransition.layered`).
        var owner: Owner?
        /// Cells of background cleared around the frame first (see `Presentation.clearance`).
        var clearance = 0
    }

    /// An item, in the new state or (for elements that left) in the old one.
    struct Owner: Hashable {
        var indexPath: IndexPath
        var isNew: Bool

        /// The owner of an element with `attributes`, or `nil` when it belongs to no item.
        init?(_ attributes: LayoutAttributes, indexPath: IndexPath, isNew: Bool) {
            let category = attributes.representedElementCategory
            guard category == .cell || (category == .supplementaryView && !attributes.isBoundarySupplementary) else { return nil }
            self.indexPath = indexPath
            self.isNew = isNew
        }
    }

    /// The elements to draw, in order: what is displayed, with the presentation of a running
    /// transition (and the elements leaving with it) when there is one.
    func drawingList() -> [DrawnElement] {
        guard let transition else {
            return displayed.map { element in
                DrawnElement(attributes: element.attributes, view: element.view, frame: screenFrame(element.attributes.frame),
                             zIndex: element.attributes.zIndex, styleTransform: nil,
                             isOpaque: element.attributes.restsOpaque)
            }
        }
        return transition.drawingList(displayed: displayed, offset: offset)
    }

    private func draw(_ element: DrawnElement, in canvas: inout Canvas) {
        let frame = element.frame
        guard frame.intersects(bounds) else { return }
        // A hidden view (a badge at 0) draws nothing at all, not even its cleared frame.
        if let view = element.view, view.isHidden { return }
        // A fading element is blended into what it covers, pill ends beside it included.
        let backdrop = element.opacity < 1 ? canvas.backdrop(under: frame.inset(by: DirectionalEdgeInsets(top: 0, leading: -1, bottom: 0, trailing: -1))) : nil
        if element.isOpaque {
            canvas.fill(frame.inset(by: DirectionalEdgeInsets(all: -element.clearance)), style: surfaceStyle(under: element.attributes))
        }
        if let view = element.view {
            // Mid-transition an element can be drawn at another size than it is laid out
            // at (a card changing columns, a row re-measured): it lays out for that size.
            if view.frame.size != frame.size {
                view.frame.size = frame.size
                view.layoutIfNeeded()
            }
            canvas.withRegion(frame) { view.render(in: &$0) }
            // In accessible mode the selection is the row's colour and the cursor alone: ends that
            // change the text beside a row would be read out on every move.
            if let cell = view as? CollectionViewListCell, cell.listInfo?.appearance == .sidebar,
               window?.isAccessibleModeEnabled != true,
               let style = cell.resolvedBackgroundConfiguration.pillEndStyle(height: frame.height, depth: canvas.colorDepth) {
                drawPillEnds(around: frame, style: style, in: &canvas)
            }
        } else if element.attributes.representedElementCategory == .decorationView {
            drawDecoration(element.attributes, frame: frame, in: &canvas)
        }
        if let transform = element.styleTransform { canvas.updateStyles(in: frame, transform) }
        if let backdrop { canvas.fade(into: backdrop, opacity: element.opacity) }
    }

    /// What an opaque element clears its frame to before drawing: the surface its section
    /// shows there at rest (the tint of grouped sections under rows and separators, the
    /// list's background colour, or the terminal's), so a row sliding over others hides
    /// them without punching a hole in the section.
    func surfaceStyle(under attributes: LayoutAttributes) -> Style {
        let section = attributes.indexPath.section
        guard let layout, section >= 0, section < layout.numberOfSections,
              let configuration = layout.listConfiguration(forSection: section)
        else { return .plain }
        let isRow = attributes.representedElementCategory == .cell || attributes.representedElementKind == ListConfiguration.separatorElementKind
        if isRow, configuration.appearance == .grouped || configuration.appearance == .insetGrouped {
            return Style(background: Palette.groupedBackground)
        }
        return Style(background: configuration.backgroundColor ?? .default)
    }

    /// The half blocks that round a sidebar row's selection into a pill: `▐ Apples ▌`.
    private func drawPillEnds(around frame: Rect, style: Style, in canvas: inout Canvas) {
        for y in frame.minY..<frame.maxY {
            canvas.set(Cell(grapheme: "▐", style: style), at: Point(x: frame.minX - 1, y: y))
            canvas.set(Cell(grapheme: "▌", style: style), at: Point(x: frame.maxX, y: y))
        }
    }

    /// The list decorations: separators, grouped tints and inset-grouped boxes. Other kinds
    /// have no view class here and are not drawn.
    private func drawDecoration(_ attributes: LayoutAttributes, frame: Rect, in canvas: inout Canvas) {
        switch attributes.representedElementKind {
        case ListConfiguration.separatorElementKind? where attributes.isHairline:
            // UIKit's separator is a hairline inside the row; a terminal's is the row's underline.
            canvas.updateStyles(in: frame) { $0.attributes.insert(.underline) }
        case ListConfiguration.separatorElementKind?:
            canvas.rule(frame, glyph: "─", foreground: Palette.separator)
        case ListConfiguration.sectionBackgroundElementKind?:
            let appearance = layout.flatMap { layout in
                attributes.indexPath.section < layout.numberOfSections ? layout.listConfiguration(forSection: attributes.indexPath.section)?.appearance : nil
            }
            canvas.fill(frame, style: Style(background: Palette.groupedBackground))
            if appearance == .insetGrouped {
                canvas.drawBox(frame, style: Style(foreground: Palette.border), border: .rounded)
            }
        default:
            break
        }
    }
}

private extension Cell {
    /// A glyph that is text: not blank, not a line or block of a border or a pill.
    var isText: Bool {
        !isContinuation && grapheme.contains(where: { !$0.isWhitespace })
            && !grapheme.unicodeScalars.allSatisfy { (0x2500...0x259F).contains($0.value) }
    }
}
