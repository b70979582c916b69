/// The mouse: a left press highlights the item (if the delegate lets it), focuses it and
/// chooses it (or toggles an outline row); the release ends the highlight; the wheel scrolls
/// three rows.
extension CollectionView {
    /// Rows one wheel notch scrolls.
    static let wheelRows = 3

    func handleMouseEvent(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp:
            scroll(by: -Self.wheelRows)
            return true
        case .wheelDown:
            scroll(by: Self.wheelRows)
            return true
        case .press(button: 1):
            guard let element = element(at: event.position), let indexPath = itemIndexPath(of: element) else { return true }
            guard highlight(indexPath) else { return true }
            if !isFirstResponder { becomeFirstResponder() }
            moveFocus(to: indexPath, reveal: true)
            if let cell = element.view as? CollectionViewListCell, let outline = outlineFacts(at: indexPath), outline.isExpandable,
               outline.style == .header || clickHitsDisclosure(cell, at: event.position) {
                setExpanded(!outline.isExpanded, at: indexPath)
            } else {
                chooseItem(at: indexPath)
            }
            return true
        case .release(button: 1):
            unhighlight()
            return true
        default:
            return false
        }
    }

    /// Highlights the item under a press when the delegate lets it; false when it does not
    /// (the press then does nothing else).
    private func highlight(_ indexPath: IndexPath) -> Bool {
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return false }
        unhighlight()
        highlighted = indexPath
        preparedCells[indexPath]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// Ends the highlight of the last press, if any.
    func unhighlight() {
        guard let indexPath = highlighted else { return }
        highlighted = nil
        preparedCells[indexPath]?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// The topmost element drawn at `point` (view coordinates).
    func element(at point: Point) -> DrawnElement? {
        drawingList().last { $0.frame.contains(point) && $0.attributes.representedElementCategory != .decorationView && !$0.isLeaving }
    }

    /// The item a clicked element stands for: a cell's item, or the item a badge belongs to;
    /// `nil` for headers and footers.
    private func itemIndexPath(of element: DrawnElement) -> IndexPath? {
        let attributes = element.attributes
        switch attributes.representedElementCategory {
        case .cell:
            return attributes.indexPath
        case .supplementaryView:
            guard let layout, let kind = attributes.representedElementKind else { return nil }
            let isBoundary = layout.globalBoundarySupplementaryKinds.contains(kind)
                || (attributes.indexPath.section < layout.numberOfSections
                    && layout.boundarySupplementaryKinds(inSection: attributes.indexPath.section).contains(kind))
            return isBoundary || !isValid(attributes.indexPath) ? nil : attributes.indexPath
        case .decorationView:
            return nil
        }
    }

    private func clickHitsDisclosure(_ cell: CollectionViewListCell, at point: Point) -> Bool {
        let local = Point(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)
        return cell.placedAccessories.contains { $0.accessory.accessoryType == .outlineDisclosure && $0.frame.contains(local) }
    }
}
