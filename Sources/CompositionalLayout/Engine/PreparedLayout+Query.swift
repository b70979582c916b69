import Diffable
import TUICore

extension PreparedLayout {
    /// The cells, supplementary views and decorations whose frames intersect `rect`.
    ///
    /// Pinned headers and footers are placed for `visibleBounds` (default: `rect`), so pass
    /// the visible area when querying a larger, prefetching rect. Orthogonal sections are
    /// scrolled by `orthogonalOffsets[section]` (default 0), and their elements are reported
    /// where they are displayed. Badges that overhang their item are reported when the badge
    /// meets `rect`, even if the item does not. Order is unspecified; draw by `zIndex`.
    ///
    /// - Complexity: O(log n + k) for n items and k elements returned: a binary search over
    ///   the sections, then arithmetic or a Fenwick search inside each visible section.
    package func layoutAttributesForElements(
        in rect: Rect,
        visibleBounds: Rect? = nil,
        orthogonalOffsets: [Int: Int] = [:]
    ) -> [LayoutAttributes] {
        var statistics = QueryStatistics()
        return layoutAttributesForElements(in: rect, visibleBounds: visibleBounds ?? rect, orthogonalOffsets: orthogonalOffsets, statistics: &statistics)
    }

    func layoutAttributesForElements(
        in rect: Rect,
        visibleBounds: Rect,
        orthogonalOffsets: [Int: Int],
        statistics: inout QueryStatistics
    ) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        guard !rect.isEmpty else { return result }
        let global = globalFrames
        let globalNatural = BoundarySpec.naturalFrames(globalBoundary, measured: globalBoundaryHeights, in: global)
        for spec in globalBoundary {
            let frame = BoundarySpec.pinnedFrame(spec.index, of: globalBoundary, natural: globalNatural, in: global, visible: visibleBounds)
            if frame.intersects(rect) {
                result.append(boundaryAttributes(spec, frame: frame, natural: globalNatural[spec.index], indexPath: IndexPath(item: spec.index, section: 0), listInfo: nil))
            }
        }
        let sectionVisible = visibleBoundsForSections(visibleBounds)
        forEachSection(intersecting: rect) { section, frames in
            statistics.sectionsVisited += 1
            appendSectionElements(section, frames, in: rect, visibleBounds: sectionVisible, orthogonalOffset: orthogonalOffsets[section] ?? 0, statistics: &statistics, into: &result)
        }
        return result
    }

    private func appendSectionElements(
        _ section: Int,
        _ frames: SectionFrames,
        in rect: Rect,
        visibleBounds: Rect,
        orthogonalOffset: Int,
        statistics: inout QueryStatistics,
        into result: inout [LayoutAttributes]
    ) {
        let plan = plans[section]
        let sectionPath = IndexPath(item: 0, section: section)
        if !plan.boundary.isEmpty {
            let natural = plan.naturalBoundaryFrames(frames, measurements[section])
            for spec in plan.boundary {
                let frame = BoundarySpec.pinnedFrame(spec.index, of: plan.boundary, natural: natural, in: frames, visible: visibleBounds)
                guard frame.intersects(rect) else { continue }
                result.append(boundaryAttributes(spec, frame: frame, natural: natural[spec.index], indexPath: sectionPath, listInfo: plan.listInfo(forBoundaryKind: spec.elementKind)))
            }
        }
        for decoration in plan.decorations {
            guard let frame = plan.decorationFrame(decoration, frames), frame.intersects(rect) else { continue }
            result.append(LayoutAttributes(category: .decorationView, kind: decoration.elementKind, indexPath: sectionPath, frame: frame, zIndex: decoration.zIndex))
        }
        forEachGroup(inSection: section, frames, intersecting: rect, orthogonalOffset: orthogonalOffset, statistics: &statistics) { group, origin in
            appendGroupElements(section, group: group, origin: origin, in: rect, into: &result)
        }
    }

    /// Appends the cells, badges and separator of one group instance that meet `rect`
    /// (every element when `rect` is nil).
    func appendGroupElements(_ section: Int, group: Int, origin: (x: Double, y: Int), in rect: Rect?, into result: inout [LayoutAttributes]) {
        let plan = plans[section]
        let (height, elements) = plan.placement(ofGroup: group, measurements[section])
        let base = group * plan.itemsPerGroup
        var rowFrame: Rect?
        for element in elements {
            let frame = element.frame(dx: origin.x, dy: Double(origin.y))
            let indexPath = IndexPath(item: base + element.leaf, section: section)
            if element.isLeaf {
                if rowFrame == nil { rowFrame = frame }
                if rect.map(frame.intersects) ?? true {
                    var cell = LayoutAttributes(category: .cell, indexPath: indexPath, frame: frame, listInfo: plan.listInfo(forItem: base + element.leaf))
                    cell.columnLayout = columnLayout
                    result.append(cell)
                }
            }
            for supplementary in element.supplementaries {
                let badge = supplementary.frame(on: frame)
                guard rect.map(badge.intersects) ?? true else { continue }
                result.append(LayoutAttributes(category: .supplementaryView, kind: supplementary.elementKind, indexPath: indexPath, frame: badge, zIndex: supplementary.zIndex))
            }
        }
        if let rowFrame, let separator = plan.separatorFrame(afterGroup: group, rowFrame: rowFrame, groupBottom: origin.y + height),
           rect.map(separator.intersects) ?? true {
            let indexPath = IndexPath(item: base + plan.itemsInGroup(group) - 1, section: section)
            // A hairline is drawn over the row it underlines.
            var attributes = LayoutAttributes(
                category: .decorationView, kind: ListConfiguration.separatorElementKind, indexPath: indexPath, frame: separator,
                zIndex: plan.hasHairlineSeparators ? 1 : LayoutAttributes.ZIndex.cell)
            attributes.isHairline = plan.hasHairlineSeparators
            result.append(attributes)
        }
    }

    func boundaryAttributes(_ spec: BoundarySpec, frame: Rect, natural: Rect, indexPath: IndexPath, listInfo: ListLayoutInfo?) -> LayoutAttributes {
        let isPinned = frame != natural
        var attributes = LayoutAttributes(
            category: .supplementaryView, kind: spec.elementKind, indexPath: indexPath, frame: frame,
            zIndex: spec.zIndex + (spec.isPinned ? LayoutAttributes.ZIndex.pinnedBoost : 0),
            isPinned: isPinned, isBoundarySupplementary: true, listInfo: listInfo
        )
        if spec.elementKind == ElementKind.tableHeader { attributes.columnLayout = columnLayout }
        return attributes
    }

    /// The rows of `visible` the sections' pinned headers stay in: below the layout's own
    /// pinned headers (a table's header row), so a day's header pins under the column titles.
    package func visibleBoundsForSections(_ visible: Rect) -> Rect {
        let covered = globalBoundary.reduce(0) { total, spec in
            spec.isPinned && !spec.pinsToBottom ? total + spec.height(measured: globalBoundaryHeights) : total
        }
        guard covered > 0 else { return visible }
        return Rect(x: visible.minX, y: visible.minY + covered, width: visible.width, height: max(0, visible.height - covered))
    }
}
