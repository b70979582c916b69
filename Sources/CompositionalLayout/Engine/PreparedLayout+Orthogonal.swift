import Diffable
import TUICore

/// Sideways-scrolling sections. Their groups sit in one row; the collection view keeps one
/// horizontal offset per orthogonal section and passes the offsets to queries. Offset 0
/// shows the first group at the section's leading content inset.
extension PreparedLayout {
    /// How `section` scrolls sideways.
    package func orthogonalScrollingBehavior(forSection section: Int) -> OrthogonalScrollingBehavior {
        plans[section].orthogonalBehavior
    }

    /// The width of an orthogonal section's row of groups, content insets included (the
    /// container's width for other sections).
    package func orthogonalContentWidth(forSection section: Int) -> Int {
        Self.contentWidth(of: plans[section])
    }

    private static func contentWidth(of plan: SectionPlan) -> Int {
        guard plan.isOrthogonal, let template = plan.template else { return plan.width }
        let groups = Double(plan.groupCount)
        let row = plan.groupCount == 0 ? 0 : groups * template.width + Double(plan.interGroupSpacing) * (groups - 1)
        return plan.contentInsets.horizontal + Snapping.edge(row)
    }

    /// The offsets `section` may scroll to: from 0 until its last column reaches the trailing
    /// edge, widened for `.groupPagingCentered` so the first and last groups can be centred.
    package func orthogonalOffsetRange(forSection section: Int) -> ClosedRange<Int> {
        let plan = plans[section]
        var lower = 0, upper = max(0, Self.contentWidth(of: plan) - plan.width)
        if plan.orthogonalBehavior == .groupPagingCentered, plan.groupCount > 0 {
            lower = min(lower, centeredOffset(ofGroup: 0, plan))
            upper = max(upper, centeredOffset(ofGroup: plan.groupCount - 1, plan))
        }
        return lower...upper
    }

    /// Where scrolling `section` should come to rest when it is asked to move from
    /// `currentOffset` to `proposedOffset`.
    ///
    /// `.continuous` stays at the proposal (clamped). The snapping behaviours rest on the
    /// next boundary in the direction of travel (`.paging`: multiples of the container width;
    /// `.groupPaging` and `.continuousGroupLeadingBoundary`: a group's leading edge;
    /// `.groupPagingCentered`: a group centred), or the nearest one when not moving, so a
    /// one-column nudge from a resting position moves a whole page or group.
    ///
    /// - Complexity: O(1).
    package func targetOrthogonalOffset(forSection section: Int, proposedOffset: Int, currentOffset: Int) -> Int {
        let plan = plans[section]
        let range = orthogonalOffsetRange(forSection: section)
        let clamped = { (value: Int) in min(max(value, range.lowerBound), range.upperBound) }
        guard let (first, stride, count) = snapPoints(plan) else { return clamped(proposedOffset) }
        let position = (Double(proposedOffset) - first) / stride
        let index: Double
        if proposedOffset > currentOffset {
            index = (position - Snapping.tolerance).rounded(.up)
        } else if proposedOffset < currentOffset {
            index = (position + Snapping.tolerance).rounded(.down)
        } else {
            index = position.rounded()
        }
        let bounded = min(max(0, index), Double(count - 1))
        return clamped(Snapping.edge(first + bounded * stride))
    }

    /// The offset that shows the item at `indexPath` in its orthogonal section, scrolling as
    /// little as possible from `currentOffset` and then resting where the section's behaviour
    /// snaps (the item's page, its group's leading edge, or its group centred).
    ///
    /// - Complexity: O(log n).
    package func orthogonalOffset(revealingItemAt indexPath: IndexPath, currentOffset: Int) -> Int {
        guard plans.indices.contains(indexPath.section), plans[indexPath.section].isOrthogonal,
              let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return currentOffset }
        let plan = plans[indexPath.section]
        let range = orthogonalOffsetRange(forSection: indexPath.section)
        let start = frame.minX - plan.originX, end = frame.maxX - plan.originX
        let group = indexPath.item / plan.itemsPerGroup
        var offset = currentOffset
        switch plan.orthogonalBehavior {
        case .none:
            return currentOffset
        case .continuous:
            if start - plan.contentInsets.leading < currentOffset {
                offset = start - plan.contentInsets.leading
            } else if end + plan.contentInsets.trailing > currentOffset + plan.width {
                offset = end + plan.contentInsets.trailing - plan.width
            }
        case .paging:
            offset = plan.width > 0 ? (start / plan.width) * plan.width : 0
        case .groupPaging, .continuousGroupLeadingBoundary:
            offset = Snapping.edge(Double(group) * plan.orthogonalStride)
        case .groupPagingCentered:
            offset = centeredOffset(ofGroup: group, plan)
        }
        return min(max(offset, range.lowerBound), range.upperBound)
    }

    /// The snap points of `plan` as an arithmetic progression, `nil` when it does not snap.
    private func snapPoints(_ plan: SectionPlan) -> (first: Double, stride: Double, count: Int)? {
        switch plan.orthogonalBehavior {
        case .none, .continuous:
            return nil
        case .paging:
            guard plan.width > 0 else { return nil }
            // Multiples of the width up to the last full page; the clamp turns one more into
            // the end of the row.
            let upper = max(0, Self.contentWidth(of: plan) - plan.width)
            return (0, Double(plan.width), upper / plan.width + (upper % plan.width == 0 ? 1 : 2))
        case .groupPaging, .continuousGroupLeadingBoundary:
            guard plan.orthogonalStride > 0, plan.groupCount > 0 else { return nil }
            return (0, plan.orthogonalStride, plan.groupCount)
        case .groupPagingCentered:
            guard plan.orthogonalStride > 0, plan.groupCount > 0 else { return nil }
            return (centeredPosition(ofGroup: 0, plan), plan.orthogonalStride, plan.groupCount)
        }
    }

    private func centeredPosition(ofGroup group: Int, _ plan: SectionPlan) -> Double {
        Double(plan.contentInsets.leading) + Double(group) * plan.orthogonalStride
            + (plan.template?.width ?? 0) / 2 - Double(plan.width) / 2
    }

    private func centeredOffset(ofGroup group: Int, _ plan: SectionPlan) -> Int {
        Snapping.edge(centeredPosition(ofGroup: group, plan))
    }
}
