import Diffable
import TUICore

/// Estimated heights: the contract with the collection view.
///
/// 1. `prepare` gives every `.estimated` element its estimate.
/// 2. Each frame, before drawing, the collection view calls
///    `resolveEstimatedElements(in: visibleRect, anchoredAt: anchorItem, ...)`. It measures
///    only elements meeting the rect that are not measured yet (repeating while measured
///    sizes pull new elements into the rect) and returns the visible rect to use, moved so
///    the anchor item keeps its position on screen. Use that rect's `minY` as the new scroll
///    offset, then query and draw.
/// 3. Measured heights stay in this value (a per-section store that remains O(1) while all
///    group heights are equal and becomes a Fenwick tree when they differ), so positions are
///    stable as you scroll back. Items never shown keep their estimates: a 1,000,000-item
///    list measures a screenful, not the list.
/// 4. After a new preparation (data or width changed), carry known heights over with
///    `recordMeasuredHeight(_:forItemAt:)` (e.g. for the prepared cells), or let the next
///    `resolveEstimatedElements` measure the visible ones again.
extension PreparedLayout {
    /// Measures unmeasured estimated elements meeting `rect` and returns the rect to display:
    /// `rect` moved by however far the `anchor` item moved, clamped to the content.
    ///
    /// Without an anchor the rect is only clamped. Measuring the rect's own elements never
    /// moves elements above them, so scrolling down is stable; scrolling up into estimated
    /// items moves the content below, which the anchor compensates.
    ///
    /// - Complexity: O(log n + m) per pass for m elements measured; passes repeat only while
    ///   they measure something new.
    public mutating func resolveEstimatedElements(
        in rect: Rect,
        anchoredAt anchor: IndexPath? = nil,
        orthogonalOffsets: [Int: Int] = [:],
        using measurer: some LayoutMeasuring
    ) -> Rect {
        var rect = rect
        var anchorY = anchor.flatMap { layoutAttributesForItem(at: $0, orthogonalOffsets: orthogonalOffsets)?.frame.minY }
        while true {
            let measured = measureEstimatedElements(in: rect, orthogonalOffsets: orthogonalOffsets, using: measurer)
            if let anchor, let oldY = anchorY, let newY = layoutAttributesForItem(at: anchor, orthogonalOffsets: orthogonalOffsets)?.frame.minY {
                rect.origin.y += newY - oldY
                anchorY = newY
            }
            let maxY = max(0, contentSize.height - rect.height)
            rect.origin.y = min(max(0, rect.origin.y), maxY)
            if measured == 0 { return rect }
        }
    }

    /// Measures the unmeasured estimated elements meeting `rect` once (no repetition, no
    /// anchoring) and returns how many it measured.
    ///
    /// - Complexity: O(log n + m) for m elements measured.
    @discardableResult
    public mutating func measureEstimatedElements(
        in rect: Rect,
        orthogonalOffsets: [Int: Int] = [:],
        using measurer: some LayoutMeasuring
    ) -> Int {
        var groups: [(section: Int, group: Int, x: Double)] = []
        var boundaries: [(section: Int, index: Int, width: Int)] = []
        var statistics = QueryStatistics()
        var measured = measureGlobalBoundary(in: rect, using: measurer)
        forEachSection(intersecting: rect) { section, frames in
            statistics.sectionsVisited += 1
            let plan = plans[section]
            let natural = plan.naturalBoundaryFrames(frames, measurements[section])
            for spec in plan.boundary where spec.isMeasurable && measurements[section].boundaryHeights[spec.index] == nil {
                let frame = BoundarySpec.pinnedFrame(spec.index, of: plan.boundary, natural: natural, in: frames, visible: rect)
                if frame.intersects(rect) { boundaries.append((section, spec.index, spec.width)) }
            }
            guard let template = plan.template, !template.measurableLeaves.isEmpty else { return }
            forEachGroup(inSection: section, frames, intersecting: rect, orthogonalOffset: orthogonalOffsets[section] ?? 0, statistics: &statistics) { group, origin in
                let base = group * plan.itemsPerGroup, present = plan.itemsInGroup(group)
                let pending = template.measurableLeaves.contains { $0 < present && measurements[section].leafHeights[base + $0] == nil }
                if pending { groups.append((section, group, origin.x)) }
            }
        }
        for (section, index, width) in boundaries {
            let spec = plans[section].boundary[index]
            let height = measurer.heightForSupplementaryElement(ofKind: spec.elementKind, at: IndexPath(item: 0, section: section), fittingWidth: width)
            measurements[section].boundaryHeights[index] = max(0, height ?? spec.estimatedHeight)
            sectionHeightDidChange(section)
            measured += 1
        }
        for (section, group, x) in groups {
            measured += measureGroup(group, inSection: section, originX: x, using: measurer)
        }
        return measured
    }

    /// Records a height measured elsewhere (for instance by an earlier prepared layout) for
    /// the estimated item at `indexPath`; ignored for items that are not estimated.
    ///
    /// - Complexity: O(log n).
    public mutating func recordMeasuredHeight(_ height: Int, forItemAt indexPath: IndexPath) {
        guard indexPath.count == 2, plans.indices.contains(indexPath.section) else { return }
        let plan = plans[indexPath.section]
        guard (0..<plan.itemCount).contains(indexPath.item),
              plan.template?.measurableLeaves.contains(indexPath.item % plan.itemsPerGroup) == true
        else { return }
        measurements[indexPath.section].leafHeights[indexPath.item] = max(0, height)
        groupHeightDidChange(indexPath.item / plan.itemsPerGroup, inSection: indexPath.section)
    }

    /// The measured height of the item at `indexPath`, `nil` while it has its estimate.
    public func measuredHeight(forItemAt indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, plans.indices.contains(indexPath.section) else { return nil }
        return measurements[indexPath.section].leafHeights[indexPath.item]
    }

    private mutating func measureGroup(_ group: Int, inSection section: Int, originX: Double, using measurer: some LayoutMeasuring) -> Int {
        let plan = plans[section]
        let base = group * plan.itemsPerGroup
        var measured = 0
        for element in plan.placement(ofGroup: group, measurements[section]).elements
        where element.isLeaf && element.isHeightEstimated && measurements[section].leafHeights[base + element.leaf] == nil {
            let width = element.frame(dx: originX, dy: 0).width
            let height = measurer.heightForItem(at: IndexPath(item: base + element.leaf, section: section), fittingWidth: width)
            measurements[section].leafHeights[base + element.leaf] = max(0, height)
            measured += 1
        }
        groupHeightDidChange(group, inSection: section)
        return measured
    }

    private mutating func groupHeightDidChange(_ group: Int, inSection section: Int) {
        let plan = plans[section]
        guard let template = plan.template else { return }
        let height = template.height(plan.leafHeights(ofGroup: group, measurements[section]))
        if plan.isOrthogonal {
            measurements[section].bandHeight = max(measurements[section].bandHeight, height)
        } else {
            measurements[section].groups.setHeight(height, at: group)
        }
        sectionHeightDidChange(section)
    }

    private mutating func measureGlobalBoundary(in rect: Rect, using measurer: some LayoutMeasuring) -> Int {
        let frames = globalFrames
        let natural = BoundarySpec.naturalFrames(globalBoundary, measured: globalBoundaryHeights, in: frames)
        var measured = 0
        for spec in globalBoundary where spec.isMeasurable && globalBoundaryHeights[spec.index] == nil {
            let frame = BoundarySpec.pinnedFrame(spec.index, of: globalBoundary, natural: natural, in: frames, visible: rect)
            guard frame.intersects(rect) else { continue }
            let height = measurer.heightForSupplementaryElement(ofKind: spec.elementKind, at: IndexPath(item: spec.index, section: 0), fittingWidth: spec.width)
            globalBoundaryHeights[spec.index] = max(0, height ?? spec.estimatedHeight)
            measured += 1
        }
        return measured
    }
}
