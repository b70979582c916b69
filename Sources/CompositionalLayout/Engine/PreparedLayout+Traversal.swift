import TUICore

/// Counts of what a query touched, so tests can prove virtualization without timing.
struct QueryStatistics: Sendable {
    var sectionsVisited = 0
    var groupsVisited = 0
}

extension PreparedLayout {
    /// Calls `body` with every group of `section` that may have an element in `rect` (its
    /// own frame, or a badge reaching into `rect`), in order, with the group's origin.
    ///
    /// - Complexity: O(log groups + groups visited): arithmetic while group heights are
    ///   uniform, a Fenwick search otherwise; orthogonal rows are pure arithmetic.
    func forEachGroup(
        inSection section: Int,
        _ frames: SectionFrames,
        intersecting rect: Rect,
        orthogonalOffset: Int,
        statistics: inout QueryStatistics,
        _ body: (_ group: Int, _ origin: (x: Double, y: Int)) -> Void
    ) {
        let plan = plans[section]
        let measurements = measurements[section]
        guard plan.itemCount > 0, let template = plan.template else { return }
        let reach = plan.overhang
        if plan.isOrthogonal {
            let bandTop = frames.itemsTop - reach.top, bandBottom = frames.itemsTop + measurements.bandHeight + reach.bottom
            let stride = plan.orthogonalStride
            guard rect.minY < bandBottom, rect.maxY > bandTop, stride > 0 else { return }
            let leading = Double(plan.originX + plan.contentInsets.leading - orthogonalOffset)
            let low = Double(rect.minX - reach.trailing) - leading
            let high = Double(rect.maxX + reach.leading) - leading
            let first = max(0, Int(((low - template.width) / stride).rounded(.down)))
            let last = min(plan.groupCount - 1, Int((high / stride).rounded(.up)))
            guard first <= last else { return }
            for group in first...last {
                statistics.groupsVisited += 1
                body(group, plan.groupOrigin(group, frames, measurements, orthogonalOffset: orthogonalOffset))
            }
            return
        }
        let store = measurements.groups
        guard store.count > 0 else { return }
        let lowest = rect.minY - reach.bottom, highest = rect.maxY + reach.top
        var group = store.index(at: lowest - frames.itemsTop)
        var top = frames.itemsTop + store.offset(of: group)
        let x = Double(plan.originX + plan.contentInsets.leading)
        while group < store.count, top < highest {
            statistics.groupsVisited += 1
            body(group, (x, top))
            top += store.height(of: group) + store.spacing
            group += 1
        }
    }

    /// Calls `body` for every section that may have an element in `rect` (widened by the
    /// largest overhang, so badges poking out of a neighbouring section are found).
    func forEachSection(intersecting rect: Rect, _ body: (Int, SectionFrames) -> Void) {
        forEachSection(fromRow: rect.minY - overhang.bottom, toRow: rect.maxY + overhang.top, body)
    }
}
