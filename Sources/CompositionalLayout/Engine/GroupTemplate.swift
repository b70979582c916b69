/// A section's group, unrolled for the current width, with its placement when nothing is
/// measured precomputed: every unmeasured group of the section reuses it.
struct GroupTemplate: Hashable, Sendable {
    let root: TemplateNode
    /// The height a fractional-height group is a fraction of: the container's content height.
    let containerHeight: Double
    /// Leaves with an estimated height, which the collection view measures.
    let measurableLeaves: [Int]
    /// The group's height with all leaves present and unmeasured.
    let defaultHeight: Int
    let defaultElements: [PlacedElement]
    /// How far leaves and supplementaries reach outside the group's frame.
    let overhang: Overhang

    /// Unrolls `spec` inside a section content area `availableWidth` columns wide.
    init(_ spec: ItemSpec, availableWidth: Double, containerHeight: Double) {
        var leaves = 0
        root = TemplateNode.build(
            spec, parentWidth: availableWidth, parentHeight: containerHeight,
            parentHeightGuess: containerHeight, firstLeaf: &leaves
        )
        self.containerHeight = containerHeight
        let unmeasured = LeafHeights.unmeasured(root.leafCount)
        var elements: [PlacedElement] = []
        let height = Self.height(root, containerHeight: containerHeight, unmeasured)
        root.place(x: 0, y: 0, height: Double(height), unmeasured, into: &elements)
        defaultHeight = height
        defaultElements = elements
        measurableLeaves = elements.filter { $0.isLeaf && $0.isHeightEstimated }.map(\.leaf)
        overhang = Self.overhang(of: elements, width: root.width, height: height)
    }

    /// Leaves (items) per group.
    var leafCount: Int { root.leafCount }
    /// The group's width in columns, before rounding.
    var width: Double { root.width }

    /// The group's height in rows for the given measurements.
    func height(_ heights: LeafHeights) -> Int {
        Self.height(root, containerHeight: containerHeight, heights)
    }

    /// The group's leaves (and supplementary-carrying subgroups), relative to its origin.
    func elements(_ heights: LeafHeights, height: Int) -> [PlacedElement] {
        var elements: [PlacedElement] = []
        root.place(x: 0, y: 0, height: Double(height), heights, into: &elements)
        return elements
    }

    private static func overhang(of elements: [PlacedElement], width: Double, height: Int) -> Overhang {
        var overhang = Overhang()
        let group = FractionalRect(x: 0, y: 0, width: width, height: Double(height)).snapped(dx: 0, dy: 0)
        for element in elements {
            let frame = element.frame(dx: 0, dy: 0)
            if element.isLeaf { overhang.include(frame, outside: group) }
            for supplementary in element.supplementaries {
                overhang.include(supplementary.frame(on: frame), outside: group)
            }
        }
        return overhang
    }

    private static func height(_ root: TemplateNode, containerHeight: Double, _ heights: LeafHeights) -> Int {
        max(0, Snapping.edge(root.naturalHeight(parentHeight: containerHeight, heights) ?? 0))
    }
}
