import TUICore

/// A value copy of a header or footer, resolved horizontally for the current width.
struct BoundarySpec: Hashable, Sendable {
    /// Position in the section's (or layout's) `boundarySupplementaryItems`.
    let index: Int
    let elementKind: String
    let alignment: RectAlignment
    let offset: Point
    let extendsBoundary: Bool
    let isPinned: Bool
    let zIndex: Int
    /// Column of the leading edge, before `offset`.
    let x: Int
    let width: Int
    /// The height when it does not depend on measuring.
    let fixedHeight: Int?
    let estimatedHeight: Int

    init(_ item: LayoutBoundarySupplementaryItem, index: Int, availableMinX: Int, availableWidth: Int, containerHeight: Int) {
        self.index = index
        elementKind = item.elementKind
        alignment = item.alignment
        offset = item.offset
        extendsBoundary = item.extendsBoundary
        isPinned = item.pinToVisibleBounds
        zIndex = item.zIndex
        let available = Double(availableWidth)
        let w = TemplateNode.resolveWidth(item.layoutSize.widthDimension, parentWidth: available, parentHeight: Double(containerHeight))
        let x0 = Double(availableMinX) + (available - w) * alignment.horizontalPosition
        let snapped = FractionalRect(x: x0, y: 0, width: w, height: 0).snapped(dx: 0, dy: 0)
        x = snapped.minX
        width = snapped.width
        let height = item.layoutSize.heightDimension
        switch height.kind {
        case .absolute: fixedHeight = max(0, Int(height.dimension))
        case .fractionalWidth: fixedHeight = max(0, Snapping.edge(height.dimension * Double(width)))
        case .fractionalHeight: fixedHeight = max(0, Snapping.edge(height.dimension * Double(containerHeight)))
        case .estimated: fixedHeight = nil
        }
        estimatedHeight = max(0, Int(height.dimension))
    }

    /// Whether it sits above the content and adds to the section's height.
    var extendsTop: Bool { extendsBoundary && alignment.isTop }
    /// Whether it sits below the content and adds to the section's height.
    var extendsBottom: Bool { extendsBoundary && alignment.isBottom }
    /// Whether pinning keeps it at the bottom of the visible area (otherwise the top).
    var pinsToBottom: Bool { alignment.isBottom }
    var isMeasurable: Bool { fixedHeight == nil }

    func height(measured: [Int: Int]) -> Int {
        fixedHeight ?? measured[index] ?? estimatedHeight
    }
}
