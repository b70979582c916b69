import Diffable
import TUICore

extension PreparedLayout {
    /// The attributes of the cell at `indexPath`, or `nil` if there is no such item.
    ///
    /// An item of an orthogonal section is reported scrolled by `orthogonalOffsets`.
    ///
    /// - Complexity: O(log n).
    package func layoutAttributesForItem(at indexPath: IndexPath, orthogonalOffsets: [Int: Int] = [:]) -> LayoutAttributes? {
        groupElements(containing: indexPath, orthogonalOffsets: orthogonalOffsets)?
            .first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`: a layout header or
    /// footer (`[0, i]`), a section header or footer (`[section, 0]`), or a badge of the item
    /// at `indexPath`. Pinned elements are placed for `visibleBounds` when given, otherwise
    /// reported at their natural position.
    ///
    /// - Complexity: O(log n).
    package func layoutAttributesForSupplementaryElement(
        ofKind kind: String,
        at indexPath: IndexPath,
        visibleBounds: Rect? = nil,
        orthogonalOffsets: [Int: Int] = [:]
    ) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if indexPath.section == 0, globalBoundary.indices.contains(indexPath.item), globalBoundary[indexPath.item].elementKind == kind {
            let frames = globalFrames
            let natural = BoundarySpec.naturalFrames(globalBoundary, measured: globalBoundaryHeights, in: frames)
            let frame = visibleBounds.map { BoundarySpec.pinnedFrame(indexPath.item, of: globalBoundary, natural: natural, in: frames, visible: $0) } ?? natural[indexPath.item]
            return boundaryAttributes(globalBoundary[indexPath.item], frame: frame, natural: natural[indexPath.item], indexPath: indexPath, listInfo: nil)
        }
        guard plans.indices.contains(indexPath.section) else { return nil }
        let plan = plans[indexPath.section]
        if indexPath.item == 0, let spec = plan.boundary.first(where: { $0.elementKind == kind }) {
            let frames = sectionFrames(indexPath.section)
            let natural = plan.naturalBoundaryFrames(frames, measurements[indexPath.section])
            let frame = visibleBounds.map {
                BoundarySpec.pinnedFrame(spec.index, of: plan.boundary, natural: natural, in: frames, visible: visibleBoundsForSections($0))
            } ?? natural[spec.index]
            return boundaryAttributes(spec, frame: frame, natural: natural[spec.index], indexPath: indexPath, listInfo: plan.listInfo(forBoundaryKind: kind))
        }
        return groupElements(containing: indexPath, orthogonalOffsets: orthogonalOffsets)?
            .first { $0.representedElementKind == kind && $0.indexPath == indexPath && $0.representedElementCategory == .supplementaryView }
    }

    /// The attributes of the decoration of `kind` at `indexPath`: a section background
    /// (`[section, 0]`), or the list separator below the item at `indexPath`.
    ///
    /// - Complexity: O(log n).
    package func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, plans.indices.contains(indexPath.section) else { return nil }
        let plan = plans[indexPath.section]
        if indexPath.item == 0, let decoration = plan.decorations.first(where: { $0.elementKind == kind }) {
            guard let frame = plan.decorationFrame(decoration, sectionFrames(indexPath.section)) else { return nil }
            return LayoutAttributes(category: .decorationView, kind: kind, indexPath: indexPath, frame: frame, zIndex: decoration.zIndex)
        }
        return groupElements(containing: indexPath, orthogonalOffsets: [:])?
            .first { $0.representedElementKind == kind && $0.indexPath == indexPath && $0.representedElementCategory == .decorationView }
    }

    /// The item whose cell contains `point` (a mouse click), or `nil` for a gap or empty
    /// space. Only cells are hit-tested: when a pinned header covers rows, test its frame
    /// first. Orthogonal sections are hit-tested at `orthogonalOffsets`.
    ///
    /// - Complexity: O(log n).
    package func indexPathForItem(at point: Point, orthogonalOffsets: [Int: Int] = [:]) -> IndexPath? {
        guard !plans.isEmpty else { return nil }
        let probe = Rect(origin: point, size: Size(width: 1, height: 1))
        var found: IndexPath?
        var statistics = QueryStatistics()
        forEachSection(fromRow: point.y, toRow: point.y + 1) { section, frames in
            guard found == nil else { return }
            forEachGroup(inSection: section, frames, intersecting: probe, orthogonalOffset: orthogonalOffsets[section] ?? 0, statistics: &statistics) { group, origin in
                guard found == nil else { return }
                var elements: [LayoutAttributes] = []
                appendGroupElements(section, group: group, origin: origin, in: probe, into: &elements)
                found = elements.first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
            }
        }
        return found
    }

    /// Every element of the group holding the item at `indexPath`, or `nil` if there is no
    /// such item.
    private func groupElements(containing indexPath: IndexPath, orthogonalOffsets: [Int: Int]) -> [LayoutAttributes]? {
        guard indexPath.count == 2, plans.indices.contains(indexPath.section) else { return nil }
        let plan = plans[indexPath.section]
        guard (0..<plan.itemCount).contains(indexPath.item) else { return nil }
        let group = indexPath.item / plan.itemsPerGroup
        let origin = plan.groupOrigin(group, sectionFrames(indexPath.section), measurements[indexPath.section], orthogonalOffset: orthogonalOffsets[indexPath.section] ?? 0)
        var elements: [LayoutAttributes] = []
        appendGroupElements(indexPath.section, group: group, origin: origin, in: nil, into: &elements)
        return elements
    }
}
