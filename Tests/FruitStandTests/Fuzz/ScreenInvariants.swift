@testable import DiffableTUI

/// What must hold for every frame a window presents, read from the frame's `RenderTrace`
/// (which views drew where) rather than from its text.
///
/// - Every row of the screen is exactly the screen's width (each cell's grapheme as wide as
///   the cell), so no row misaligns in a terminal.
/// - Each collection view draws every item of its current snapshot at most once, and exactly
///   once when the item's element lies on the visible part of the view; no view is drawn
///   twice; a drawn cell is a prepared cell of a current item, a reloaded item's outgoing view
///   or a leaving (deleted) view — never a recycled one.
/// - Nothing is drawn outside its frame or outside its collection view (clip checks): every
///   view's visible rect lies within its frame and within its ancestors', and a cell or
///   supplementary view drawn again on its own writes nothing outside its bounds.
/// - At rest (no transition) the cells of a list or grid never overlap, and every item whose
///   layout frame meets the visible rect is displayed.
@MainActor
enum ScreenInvariants {
    /// Problems with the rows of `screen`.
    static func rowProblems(_ screen: Buffer) -> [String] {
        var problems: [String] = []
        let width = screen.size.width
        for y in 0..<screen.size.height {
            var text = ""
            var isASCII = true
            var previous = ""
            for x in 0..<width {
                let cell = screen.cells[y * width + x]
                if cell.width == 1, cell.grapheme.utf8.count == 1, let byte = cell.grapheme.utf8.first, byte >= 0x20, byte < 0x7F {
                    text += cell.grapheme
                    previous = cell.grapheme
                    continue
                }
                isASCII = false
                if cell.isContinuation {
                    if x == 0 || screen[x - 1, y].width != 2 { problems.append("row \(y): a stray continuation cell at column \(x)") }
                    continue
                }
                if cell.width == 2, x + 1 >= screen.size.width || !screen[x + 1, y].isContinuation {
                    problems.append("row \(y): a wide cell at column \(x) without its right half")
                }
                // A cell holds one grapheme, as wide as the cell; or one spacing letter of a
                // cluster spread over several cells (`न्त्र`, joining the cell before), as wide as
                // its scalars.
                let isSegment = !previous.isEmpty && (previous + cell.grapheme).count == 1
                let columns = isSegment
                    ? cell.grapheme.unicodeScalars.reduce(0) { $0 + Character($1).terminalWidth }
                    : cell.grapheme.count == 1 ? cell.grapheme.first!.terminalWidth : cell.grapheme.terminalWidth
                if columns != Int(cell.width) || cell.grapheme.count != 1 {
                    problems.append("row \(y) column \(x): \(debug(cell.grapheme)) is \(columns) wide in a cell of width \(cell.width)")
                }
                text += cell.grapheme
                previous = isSegment ? previous + cell.grapheme : cell.grapheme
            }
            // Cells side by side must not merge into other graphemes (a lone combining mark
            // would join the cell before it in a terminal).
            if !isASCII, text.terminalWidth != width {
                problems.append("row \(y) is \(text.terminalWidth) columns wide on a \(width)-column screen")
            }
        }
        return problems
    }

    /// Problems with the views of `trace`: clipping, and for `collectionView` whether each
    /// item was drawn exactly once. `item` names the item at an index path of the current
    /// snapshot. `redraws` also draws each of its views again on its own (`spill(of:frame:name:)`).
    static func problems(
        in collectionView: CollectionView, named name: String, trace: RenderTrace, redraws: Bool = true,
        item: (IndexPath) -> AnyHashable?
    ) -> [String] {
        let entries = trace.entries
        guard let index = entries.firstIndex(where: { $0.view === collectionView }) else {
            let stray = entries.contains { ($0.view as? CollectionReusableView)?.owningCollectionView === collectionView }
            return stray ? ["\(name): cells drawn although the collection view was not"] : []
        }
        var problems: [String] = []
        let viewEntry = entries[index]
        let origin = viewEntry.frame.origin

        // Which item each live view stands for.
        var itemOfView: [ObjectIdentifier: AnyHashable] = [:]
        for (indexPath, cell) in collectionView.preparedCells {
            guard let identifier = item(indexPath) else {
                problems.append("\(name): a prepared cell at \(indexPath), which names no item")
                continue
            }
            itemOfView[ObjectIdentifier(cell)] = identifier
        }
        for element in collectionView.transition?.elements ?? [] {
            if let outgoing = element.outgoingView, let indexPath = element.newIndexPath, element.category == .cell,
               let identifier = item(indexPath) {
                itemOfView[ObjectIdentifier(outgoing)] = identifier
            }
        }
        let leaving = Set((collectionView.transition?.leavingViews ?? []).map(ObjectIdentifier.init))

        // What was drawn.
        var drawnCount: [AnyHashable: Int] = [:]
        var seen = Set<ObjectIdentifier>()
        for entry in entries[(index + 1)...] {
            guard let view = entry.view as? CollectionReusableView, view.owningCollectionView === collectionView,
                  entry.view.superview === collectionView || leaving.contains(ObjectIdentifier(view)) else { continue }
            let id = ObjectIdentifier(view)
            if !seen.insert(id).inserted { problems.append("\(name): \(describe(view)) drawn twice in one frame") }
            if !viewEntry.visible.contains(entry.visible) {
                problems.append("\(name): \(describe(view)) drawn at \(entry.visible), outside the collection view's \(viewEntry.visible)")
            }
            if redraws { problems += spill(of: view, frame: entry.frame, name: name) }
            guard view is CollectionViewCell, view.dequeuedKind == nil else { continue }
            if let identifier = itemOfView[id] {
                drawnCount[identifier, default: 0] += 1
            } else if !leaving.contains(id) {
                problems.append("\(name): \(describe(view)) drawn, but it is neither a current item's cell nor leaving")
            }
        }
        for (identifier, count) in drawnCount where count > 1 {
            problems.append("\(name): \(identifier) drawn \(count) times")
        }

        // What had to be drawn: the current items whose element meets the visible rect.
        for element in collectionView.drawingList() where element.attributes.representedElementCategory == .cell && !element.isLeaving {
            let frame = element.frame.offsetBy(dx: origin.x, dy: origin.y)
            guard frame.intersects(viewEntry.visible), !frame.isEmpty else { continue }
            guard let view = element.view else {
                problems.append("\(name): an item at \(element.attributes.indexPath) on screen without a cell")
                continue
            }
            if view.isHidden { continue }
            guard let identifier = itemOfView[ObjectIdentifier(view)] else { continue }
            if drawnCount[identifier, default: 0] != 1 {
                problems.append("\(name): \(identifier) is on screen at \(frame) but drawn \(drawnCount[identifier, default: 0]) times")
            }
        }
        if collectionView.transition == nil {
            problems += restProblems(collectionView, name: name)
        }
        return problems
    }

    /// At rest: cells never overlap, and every item laid out on the visible rect is displayed.
    private static func restProblems(_ collectionView: CollectionView, name: String) -> [String] {
        guard let layout = collectionView.layout else { return [] }
        var problems: [String] = []
        let cells = collectionView.displayed.filter { $0.attributes.representedElementCategory == .cell }
        let frames = cells.map(\.attributes.frame).filter { !$0.isEmpty }.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        for (position, frame) in frames.enumerated() {
            for other in frames[(position + 1)...] {
                if other.minY >= frame.maxY { break }
                if other.intersects(frame) { problems.append("\(name): cells at rest overlap: \(frame) and \(other)") }
            }
        }
        let shown = Set(cells.map(\.attributes.indexPath))
        let visible = collectionView.visibleRect
        for attributes in layout.layoutAttributesForElements(in: visible, orthogonalOffsets: collectionView.orthogonalOffsets)
        where attributes.representedElementCategory == .cell && !attributes.frame.isEmpty && attributes.frame.intersects(visible) {
            if !shown.contains(attributes.indexPath) {
                problems.append("\(name): the item at \(attributes.indexPath) is laid out on screen but not displayed")
            }
        }
        return problems
    }

    /// Draws `view` again on its own, at `frame`'s size, inside a margin of sentinel cells: any
    /// sentinel it changes is a write outside its bounds.
    static func spill(of view: View, frame: Rect, name: String) -> [String] {
        let sentinel = Cell(grapheme: "¤", style: Style(foreground: .indexed(201)))
        let margin = 2
        var canvas = Canvas(buffer: Buffer(size: Size(width: frame.width + 2 * margin, height: frame.height + 2 * margin), filling: sentinel),
                            colorDepth: view.window?.colorDepth ?? .indexed256)
        let inside = Rect(x: margin, y: margin, width: frame.width, height: frame.height)
        canvas.withRegion(inside) { view.render(in: &$0) }
        let buffer = canvas.buffer
        for y in 0..<buffer.size.height {
            for x in 0..<buffer.size.width where !inside.contains(Point(x: x, y: y)) && buffer[x, y] != sentinel {
                return ["\(name): \(describe(view)) writes outside its \(frame.width)x\(frame.height) frame, at (\(x - margin), \(y - margin))"]
            }
        }
        return []
    }

    static func describe(_ view: View) -> String {
        if let cell = view as? CollectionViewListCell, let content = cell.contentConfiguration as? ListContentConfiguration {
            return "the cell \(debug(content.text ?? ""))"
        }
        return "a \(type(of: view)) at \(view.frame)"
    }

    static func debug(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }
}
