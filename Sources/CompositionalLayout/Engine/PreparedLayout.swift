import Diffable
import TUICore

/// A compositional layout resolved for one set of item counts and one container size: the
/// value a collection view queries for frames.
///
/// `CompositionalLayout.prepare(itemCounts:containerSize:)` makes one. It is a value: keep the
/// previous one to animate from old frames to new ones while querying the new one. Queries
/// never walk all items: sections are found by binary search over their extents, groups
/// inside a section by arithmetic (uniform heights) or a Fenwick tree (measured heights).
///
/// Coordinates: content coordinates, one column / one row per point. Row 0 is the top of the
/// content; the collection view subtracts its scroll offset when drawing.
///
/// Estimated heights: elements sized `.estimated` start at their estimate. Measuring (see
/// `resolveEstimatedElements(in:anchoredAt:orthogonalOffsets:using:)`) records real heights in
/// this value, which is why measuring is `mutating`; copies taken earlier keep the old
/// heights.
///
/// What is kept from preparation to preparation: nothing. Preparing again (new item counts,
/// a new width) calls the section provider once per section and starts from estimates; the
/// collection view carries known heights over with `recordMeasuredHeight(_:forItemAt:)`.
package struct PreparedLayout: Sendable {
    /// The collection view's visible size this layout was prepared for.
    package let containerSize: Size
    /// The insets of the content inside the container.
    package let contentInsets: DirectionalEdgeInsets
    /// The environment the section provider saw.
    package let environment: LayoutEnvironment
    let plans: [SectionPlan]
    var measurements: [SectionMeasurements]
    /// The sections' heights (spacing before included), separated by the inter-section spacing.
    var sectionExtents: ExtentStore
    let globalBoundary: [BoundarySpec]
    var globalBoundaryHeights: [Int: Int] = [:]
    /// The largest overhang of any section, to widen section searches.
    let overhang: Overhang
    /// Where a table's columns are drawn, when the layout was prepared for a table.
    package let columnLayout: TableColumnLayout?

    init(
        plans: [SectionPlan],
        environment: LayoutEnvironment,
        interSectionSpacing: Int,
        globalBoundary: [BoundarySpec],
        columnLayout: TableColumnLayout? = nil
    ) {
        self.columnLayout = columnLayout
        self.environment = environment
        containerSize = environment.container.contentSize
        contentInsets = environment.container.contentInsets
        self.plans = plans
        measurements = plans.map { $0.initialMeasurements() }
        sectionExtents = ExtentStore(
            heights: zip(plans, measurements).map { $0.height($1) },
            spacing: max(0, interSectionSpacing)
        )
        self.globalBoundary = globalBoundary
        overhang = plans.reduce(into: Overhang()) { $0.formUnion($1.overhang) }
    }

    /// The number of sections.
    package var numberOfSections: Int { plans.count }

    /// The number of items in `section`.
    package func numberOfItems(inSection section: Int) -> Int {
        plans[section].itemCount
    }

    /// The size of the whole scrollable content: the container's width and the height of
    /// everything laid out, with the current measurements.
    package var contentSize: Size {
        Size(width: containerSize.width, height: globalFrames.frameBottom + contentInsets.bottom)
    }

    /// The list configuration of a list section, `nil` for other sections.
    package func listConfiguration(forSection section: Int) -> ListConfiguration? {
        plans[section].list
    }

    /// The frame of `section`: from its first header to its last footer, across the
    /// container's width (blank rows above a grouped section are not part of it).
    ///
    /// - Complexity: O(log number of sections).
    package func frameForSection(_ section: Int) -> Rect {
        plans[section].frame(sectionFrames(section))
    }

    /// Whether any element has an estimated size that measuring could change (measured or
    /// not): when false, the collection view can skip measuring altogether.
    ///
    /// - Complexity: O(sections).
    package var hasEstimatedElements: Bool {
        globalBoundary.contains(where: \.isMeasurable)
            || plans.contains { plan in
                !(plan.template?.measurableLeaves.isEmpty ?? true) || plan.boundary.contains(where: \.isMeasurable)
            }
    }

    /// Integers stored per item or per group (Fenwick trees, measured heights); 0 for a
    /// freshly prepared layout of uniform groups, however many items it has.
    var storedEntryCount: Int {
        measurements.reduce(0) { total, m in
            total + m.groups.storedEntryCount + m.leafHeights.count + m.boundaryHeights.count
        }
    }
}

extension PreparedLayout {
    /// The rows of the layout's own header/footer area: `frameTop` is below the top content
    /// inset, `contentTop`...`contentBottom` spans the sections.
    var globalFrames: SectionFrames {
        var above = 0, below = 0
        for spec in globalBoundary {
            if spec.extendsTop { above += spec.height(measured: globalBoundaryHeights) }
            if spec.extendsBottom { below += spec.height(measured: globalBoundaryHeights) }
        }
        let sectionsTop = contentInsets.top + above
        let sectionsBottom = sectionsTop + sectionExtents.totalExtent
        return SectionFrames(
            top: contentInsets.top, frameTop: contentInsets.top, contentTop: sectionsTop,
            itemsTop: sectionsTop, itemsHeight: sectionExtents.totalExtent,
            contentBottom: sectionsBottom, frameBottom: sectionsBottom + below
        )
    }

    /// The row where the first section starts.
    var sectionsTop: Int { globalFrames.contentTop }

    /// The rows of `section`.
    ///
    /// - Complexity: O(log number of sections).
    func sectionFrames(_ section: Int) -> SectionFrames {
        plans[section].frames(top: sectionsTop + sectionExtents.offset(of: section), measurements[section])
    }

    /// Calls `body` for every section whose extent meets rows `minY..<maxY`, in order.
    ///
    /// - Complexity: O(log number of sections + sections visited).
    func forEachSection(fromRow minY: Int, toRow maxY: Int, _ body: (Int, SectionFrames) -> Void) {
        guard !plans.isEmpty else { return }
        let origin = sectionsTop
        var section = sectionExtents.index(at: minY - origin)
        var top = origin + sectionExtents.offset(of: section)
        while section < plans.count, top < maxY {
            body(section, plans[section].frames(top: top, measurements[section]))
            top += sectionExtents.height(of: section) + sectionExtents.spacing
            section += 1
        }
    }

    /// Re-derives `section`'s height after its measurements changed.
    mutating func sectionHeightDidChange(_ section: Int) {
        sectionExtents.setHeight(plans[section].height(measurements[section]), at: section)
    }
}

extension PreparedLayout {
    /// Whether `other` was prepared from the same description: the same sections, global
    /// boundary items and table columns, for the same container. Measured heights do not count.
    ///
    /// - Complexity: O(sections).
    package func describesTheSameLayout(as other: PreparedLayout) -> Bool {
        containerSize == other.containerSize && contentInsets == other.contentInsets && plans == other.plans
            && globalBoundary == other.globalBoundary && columnLayout == other.columnLayout
    }
}
