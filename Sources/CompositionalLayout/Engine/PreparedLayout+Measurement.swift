import Diffable
import TUICore

/// Estimated heights: the contract with the collection view.
///
/// 1. `prepare` gives every `.estimated` element its estimate.
/// 2. Each frame, before drawing, the collection view calls
///    `resolveEstimatedElements(in: visibleRect, anchoredAt: anchorItem, ...)`. It measures
///    only elements meeting the rect that are not measured yet (repeating while measured
///    sizes pull new elements into the rect) and returns the visible rect to use, moved so
///    the anchor item keeps its position on screen. Elements the measurer cannot measure yet
///    (`canMeasureItem(at:)`) keep their estimates; call again, from the returned rect, once
///    they can be. Use the final rect's `minY` as the new scroll offset, then query and draw.
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
    package mutating func resolveEstimatedElements(
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
            let unclamped = rect.origin.y
            rect.origin.y = min(max(0, rect.origin.y), maxY)
            // Done once a round measured nothing where the rect ends up: a rect clamped back
            // from past the content's end (a view that was scrolled, then grew) shows elements
            // the round did not look at, and measures them in the next.
            if measured == 0, rect.origin.y == unclamped { return rect }
        }
    }

    /// Measures the unmeasured estimated elements meeting `rect` and returns how many it
    /// measured (no anchoring).
    ///
    /// Elements are measured top to bottom, each placed after the ones above it were
    /// measured, so exactly the elements that end up in `rect` are measured: a 10-row rect
    /// over 3-row items measures 4 items, not 10.
    ///
    /// - Complexity: O(log n + m) for m elements measured.
    @discardableResult
    package mutating func measureEstimatedElements(
        in rect: Rect,
        orthogonalOffsets: [Int: Int] = [:],
        using measurer: some LayoutMeasuring
    ) -> Int {
        var statistics = QueryStatistics()
        return measureEstimatedElements(in: rect, orthogonalOffsets: orthogonalOffsets, using: measurer, statistics: &statistics)
    }

    mutating func measureEstimatedElements(
        in rect: Rect,
        orthogonalOffsets: [Int: Int],
        using measurer: some LayoutMeasuring,
        statistics: inout QueryStatistics
    ) -> Int {
        guard !rect.isEmpty else { return 0 }
        var measured = measureGlobalBoundary(in: rect, using: measurer)
        guard !plans.isEmpty else { return measured }
        var section = sectionExtents.index(at: rect.minY - sectionsTop)
        while section < plans.count {
            // Re-read after each section: measuring moves the sections below.
            let top = sectionsTop + sectionExtents.offset(of: section)
            guard top < rect.maxY else { break }
            statistics.sectionsVisited += 1
            let offset = orthogonalOffsets[section] ?? 0
            measured += measureBoundary(ofSection: section, top: top, in: rect, bottom: false, using: measurer)
            measured += measureGroups(ofSection: section, top: top, in: rect, orthogonalOffset: offset, using: measurer, statistics: &statistics)
            measured += measureBoundary(ofSection: section, top: top, in: rect, bottom: true, using: measurer)
            section += 1
        }
        return measured
    }

    /// Records a height measured elsewhere (for instance by an earlier prepared layout) for
    /// the estimated item at `indexPath`; ignored for items that are not estimated.
    ///
    /// - Complexity: O(log n).
    package mutating func recordMeasuredHeight(_ height: Int, forItemAt indexPath: IndexPath) {
        guard indexPath.count == 2, plans.indices.contains(indexPath.section) else { return }
        let plan = plans[indexPath.section]
        guard (0..<plan.itemCount).contains(indexPath.item),
              plan.template?.measurableLeaves.contains(indexPath.item % plan.itemsPerGroup) == true
        else { return }
        measurements[indexPath.section].leafHeights[indexPath.item] = max(0, height)
        groupHeightDidChange(indexPath.item / plan.itemsPerGroup, inSection: indexPath.section)
    }

    /// The measured height of the item at `indexPath`, `nil` while it has its estimate.
    package func measuredHeight(forItemAt indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, plans.indices.contains(indexPath.section) else { return nil }
        return measurements[indexPath.section].leafHeights[indexPath.item]
    }

    /// Measures the pending groups of `section` meeting `rect`, walking down (or, in an
    /// orthogonal row, across) with positions updated as each group is measured.
    private mutating func measureGroups(
        ofSection section: Int,
        top: Int,
        in rect: Rect,
        orthogonalOffset: Int,
        using measurer: some LayoutMeasuring,
        statistics: inout QueryStatistics
    ) -> Int {
        let plan = plans[section]
        guard plan.itemCount > 0, let template = plan.template, !template.measurableLeaves.isEmpty else { return 0 }
        let frames = plan.frames(top: top, measurements[section])
        var measured = 0
        if plan.isOrthogonal {
            let bandBottom = frames.itemsTop + max(1, measurements[section].bandHeight)
            let stride = plan.orthogonalStride
            guard rect.minY < bandBottom, rect.maxY > frames.itemsTop, stride > 0 else { return 0 }
            let leading = Double(plan.originX + plan.contentInsets.leading - orthogonalOffset)
            let first = max(0, Int(((Double(rect.minX) - leading - template.width) / stride).rounded(.down)))
            let last = min(plan.groupCount - 1, Int(((Double(rect.maxX) - leading) / stride).rounded(.up)))
            guard first <= last else { return 0 }
            for group in first...last {
                statistics.groupsVisited += 1
                let x = leading + Double(group) * stride
                if x < Double(rect.maxX), x + template.width > Double(rect.minX) {
                    measured += measureGroup(group, inSection: section, originX: x, using: measurer)
                }
            }
            return measured
        }
        let x = Double(plan.originX + plan.contentInsets.leading)
        var group = measurements[section].groups.index(at: rect.minY - frames.itemsTop)
        var groupTop = frames.itemsTop + measurements[section].groups.offset(of: group)
        while group < plan.groupCount, groupTop < rect.maxY {
            statistics.groupsVisited += 1
            if groupTop + max(1, measurements[section].groups.height(of: group)) > rect.minY {
                measured += measureGroup(group, inSection: section, originX: x, using: measurer)
            }
            groupTop += measurements[section].groups.height(of: group) + plan.interGroupSpacing
            group += 1
        }
        return measured
    }

    /// Measures the unmeasured estimated leaves of one group and updates its height.
    private mutating func measureGroup(_ group: Int, inSection section: Int, originX: Double, using measurer: some LayoutMeasuring) -> Int {
        let plan = plans[section]
        let base = group * plan.itemsPerGroup
        var measured = 0
        for element in plan.placement(ofGroup: group, measurements[section]).elements
        where element.isLeaf && element.isHeightEstimated && measurements[section].leafHeights[base + element.leaf] == nil {
            let indexPath = IndexPath(item: base + element.leaf, section: section)
            guard measurer.canMeasureItem(at: indexPath) else { continue }
            let width = element.frame(dx: originX, dy: 0).width
            let height = measurer.heightForItem(at: indexPath, fittingWidth: width)
            measurements[section].leafHeights[base + element.leaf] = max(0, height)
            measured += 1
        }
        if measured > 0 { groupHeightDidChange(group, inSection: section) }
        return measured
    }

    /// Measures `section`'s pending estimated headers (`bottom == false`) or footers meeting
    /// `rect`, each placed after the ones measured before it.
    private mutating func measureBoundary(ofSection section: Int, top: Int, in rect: Rect, bottom: Bool, using measurer: some LayoutMeasuring) -> Int {
        let plan = plans[section]
        var measured = 0
        for spec in plan.boundary where spec.isMeasurable && spec.pinsToBottom == bottom && measurements[section].boundaryHeights[spec.index] == nil {
            let frames = plan.frames(top: top, measurements[section])
            let natural = plan.naturalBoundaryFrames(frames, measurements[section])
            let frame = BoundarySpec.pinnedFrame(spec.index, of: plan.boundary, natural: natural, in: frames, visible: rect)
            let indexPath = IndexPath(item: 0, section: section)
            guard frame.intersects(rect), measurer.canMeasureSupplementaryElement(ofKind: spec.elementKind, at: indexPath) else { continue }
            let height = measurer.heightForSupplementaryElement(ofKind: spec.elementKind, at: indexPath, fittingWidth: spec.width)
            measurements[section].boundaryHeights[spec.index] = max(0, height ?? spec.estimatedHeight)
            sectionHeightDidChange(section)
            measured += 1
        }
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
            let indexPath = IndexPath(item: spec.index, section: 0)
            guard frame.intersects(rect), measurer.canMeasureSupplementaryElement(ofKind: spec.elementKind, at: indexPath) else { continue }
            let height = measurer.heightForSupplementaryElement(ofKind: spec.elementKind, at: indexPath, fittingWidth: spec.width)
            globalBoundaryHeights[spec.index] = max(0, height ?? spec.estimatedHeight)
            measured += 1
        }
        return measured
    }
}
