import TUICore

/// One section's description resolved for the current container: immutable for the life of
/// a `PreparedLayout`. What changes with measuring lives in `SectionMeasurements`.
struct SectionPlan: Hashable, Sendable {
    let itemCount: Int
    /// `nil` for a section the provider returned no description for (it must be empty).
    let template: GroupTemplate?
    let groupCount: Int
    let contentInsets: DirectionalEdgeInsets
    let interGroupSpacing: Int
    let orthogonalBehavior: OrthogonalScrollingBehavior
    let boundary: [BoundarySpec]
    let decorations: [DecorationSpec]
    let list: ListConfiguration?
    /// Whether the list's separators are hairlines inside the rows (a table: one line a row)
    /// rather than rows of their own.
    let hasHairlineSeparators: Bool
    /// Blank rows above the section.
    let spacingBefore: Int
    let dropsVerticalInsetsWhenEmpty: Bool
    /// The section's horizontal extent: the container's effective width.
    let originX: Int
    let width: Int
    let overhang: Overhang
    /// The height of the last group with nothing measured (it may be partial).
    let lastGroupHeight: Int

    /// Resolves `section` (with its already unrolled `template`) as section `index` holding
    /// `itemCount` items.
    init(
        _ section: LayoutSection?, template: GroupTemplate?, index: Int, itemCount: Int, originX: Int, environment: LayoutEnvironment,
        isTable: Bool = false
    ) {
        let container = environment.container.effectiveContentSize
        self.itemCount = itemCount
        self.originX = originX
        width = container.width
        guard let section, let template else {
            precondition(
                itemCount == 0,
                "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error."
            )
            self.template = nil; groupCount = 0; contentInsets = .zero; interGroupSpacing = 0
            orthogonalBehavior = .none; boundary = []; decorations = []; list = nil; hasHairlineSeparators = false; spacingBefore = 0
            dropsVerticalInsetsWhenEmpty = false; overhang = Overhang(); lastGroupHeight = 0
            return
        }
        let insets = section.contentInsets
        contentInsets = insets
        orthogonalBehavior = section.orthogonalScrollingBehavior
        list = section.listConfiguration
        // A table's rows are one line each: its separators are drawn inside the rows, as
        // UIKit's hairlines are, instead of taking the row between two items.
        hasHairlineSeparators = isTable && section.listConfiguration?.showsSeparators == true && section.orthogonalScrollingBehavior == .none
        interGroupSpacing = isTable && section.listConfiguration != nil ? 0 : max(0, section.interGroupSpacing)
        spacingBefore = index > 0 || section.spacingBeforeFirstSection ? max(0, section.spacingBefore) : 0
        dropsVerticalInsetsWhenEmpty = section.dropsVerticalInsetsWhenEmpty
        decorations = section.decorationItems.map(DecorationSpec.init)

        let follows = section.supplementariesFollowContentInsets
        let supplementaryMinX = originX + (follows ? insets.leading : 0)
        let supplementaryWidth = max(0, container.width - (follows ? insets.horizontal : 0))
        boundary = section.boundarySupplementaryItems.enumerated().map { index, item in
            BoundarySpec(item, index: index, availableMinX: supplementaryMinX, availableWidth: supplementaryWidth, containerHeight: container.height)
        }

        self.template = template
        let perGroup = template.leafCount
        groupCount = (itemCount + perGroup - 1) / perGroup
        let remainder = itemCount % perGroup
        lastGroupHeight = remainder == 0
            ? template.defaultHeight
            : template.height(LeafHeights(present: remainder, measured: { _ in nil }))
        overhang = template.overhang
    }

    /// `section`'s group unrolled for the container of `environment`.
    static func template(for section: LayoutSection, environment: LayoutEnvironment) -> GroupTemplate {
        let container = environment.container.effectiveContentSize
        let insets = section.contentInsets
        return GroupTemplate(
            ItemSpec(section.group),
            availableWidth: Double(max(0, container.width - insets.horizontal)),
            containerHeight: Double(max(0, container.height - insets.vertical))
        )
    }

    var isOrthogonal: Bool { orthogonalBehavior != .none }

    /// Leaves per group (1 for a section without a description).
    var itemsPerGroup: Int { template?.leafCount ?? 1 }

    /// The measurement state of a freshly prepared section: every group at its estimate.
    func initialMeasurements() -> SectionMeasurements {
        let height = template?.defaultHeight ?? 0
        return SectionMeasurements(
            groups: ExtentStore(
                count: isOrthogonal ? 0 : groupCount, height: height,
                lastHeight: lastGroupHeight, spacing: interGroupSpacing
            ),
            bandHeight: groupCount == 0 ? 0 : max(groupCount > 1 ? height : 0, lastGroupHeight)
        )
    }

    /// How many items group `group` holds (the last group may be partial).
    func itemsInGroup(_ group: Int) -> Int {
        min(itemsPerGroup, itemCount - group * itemsPerGroup)
    }
}
