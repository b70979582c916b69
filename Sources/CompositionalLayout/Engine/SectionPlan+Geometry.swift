import TUICore

extension SectionPlan {
    /// The vertical content insets in effect (list boxes disappear for empty sections).
    private var verticalInsets: (top: Int, bottom: Int) {
        itemCount == 0 && dropsVerticalInsetsWhenEmpty ? (0, 0) : (contentInsets.top, contentInsets.bottom)
    }

    /// The section's rows when it starts at `top`.
    ///
    /// - Complexity: O(number of headers and footers).
    func frames(top: Int, _ measurements: SectionMeasurements) -> SectionFrames {
        var above = 0, below = 0
        for spec in boundary {
            if spec.extendsTop { above += spec.height(measured: measurements.boundaryHeights) }
            if spec.extendsBottom { below += spec.height(measured: measurements.boundaryHeights) }
        }
        let itemsHeight = itemCount == 0 ? 0 : (isOrthogonal ? measurements.bandHeight : measurements.groups.totalExtent)
        let frameTop = top + spacingBefore
        let contentTop = frameTop + above
        let itemsTop = contentTop + verticalInsets.top
        let contentBottom = itemsTop + itemsHeight + verticalInsets.bottom
        return SectionFrames(
            top: top, frameTop: frameTop, contentTop: contentTop, itemsTop: itemsTop,
            itemsHeight: itemsHeight, contentBottom: contentBottom, frameBottom: contentBottom + below
        )
    }

    /// The section's total height, including the blank rows above it.
    func height(_ measurements: SectionMeasurements) -> Int {
        frames(top: 0, measurements).frameBottom
    }

    /// The section's frame: from its first header to its last footer, full width.
    func frame(_ frames: SectionFrames) -> Rect {
        Rect(x: originX, y: frames.frameTop, width: width, height: frames.frameBottom - frames.frameTop)
    }

    /// Every header's and footer's frame where it sits when nothing is pinned.
    func naturalBoundaryFrames(_ frames: SectionFrames, _ measurements: SectionMeasurements) -> [Rect] {
        BoundarySpec.naturalFrames(boundary, measured: measurements.boundaryHeights, in: frames)
    }

    /// The frame of a decoration (a section background), or `nil` for a section without items.
    func decorationFrame(_ decoration: DecorationSpec, _ frames: SectionFrames) -> Rect? {
        guard itemCount > 0 else { return nil }
        return Rect(x: originX, y: frames.contentTop, width: width, height: frames.contentBottom - frames.contentTop)
            .inset(by: decoration.contentInsets)
    }

    /// The measured heights of group `group`'s leaves.
    func leafHeights(ofGroup group: Int, _ measurements: SectionMeasurements) -> LeafHeights {
        let base = group * itemsPerGroup
        let leafHeights = measurements.leafHeights
        return LeafHeights(present: itemsInGroup(group), measured: { leafHeights[base + $0] })
    }

    /// Group `group`'s height and elements (relative to the group's origin). Unmeasured full
    /// groups share the precomputed template placement.
    func placement(ofGroup group: Int, _ measurements: SectionMeasurements) -> (height: Int, elements: [PlacedElement]) {
        guard let template else { return (0, []) }
        let heights = leafHeights(ofGroup: group, measurements)
        let base = group * itemsPerGroup
        let untouched = measurements.leafHeights.isEmpty
            || !template.measurableLeaves.contains { measurements.leafHeights[base + $0] != nil }
        if heights.present == template.leafCount, untouched {
            return (template.defaultHeight, template.defaultElements)
        }
        let height = template.height(heights)
        return (height, template.elements(heights, height: height))
    }

    /// The origin of group `group`: stacked vertically, or (orthogonal) in one row scrolled by
    /// `orthogonalOffset`. The x coordinate stays fractional until elements are rounded.
    func groupOrigin(_ group: Int, _ frames: SectionFrames, _ measurements: SectionMeasurements, orthogonalOffset: Int) -> (x: Double, y: Int) {
        let leading = Double(originX + contentInsets.leading)
        guard isOrthogonal else {
            return (leading, frames.itemsTop + measurements.groups.offset(of: group))
        }
        return (leading + Double(group) * orthogonalStride - Double(orthogonalOffset), frames.itemsTop)
    }

    /// The distance between the leading edges of consecutive groups of an orthogonal section.
    var orthogonalStride: Double {
        (template?.width ?? 0) + Double(interGroupSpacing)
    }
}
