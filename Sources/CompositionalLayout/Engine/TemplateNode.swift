import TUICore

/// A group description unrolled for one container width: repetition is expanded, every
/// width is resolved, and each leaf (item) has its index within the group.
///
/// Widths never depend on measured heights, so they are fixed here, once per section per
/// preparation. Heights are resolved when a group instance is placed (see
/// `TemplateNode+Placement.swift`), because estimated heights change as items are measured.
struct TemplateNode: Hashable, Sendable {
    enum HeightRule: Hashable, Sendable {
        /// Known cells (an absolute height, or a fraction of the containing width).
        case fixed(Double)
        /// A fraction of the containing group's height, known only at placement.
        case fraction(Double)
        /// Measured content, this estimate until then.
        case estimated(Double)
    }

    enum Content: Hashable, Sendable {
        case leaf
        case group(axis: LayoutGroup.Axis, children: [TemplateNode], spacing: LayoutSpacing?)
    }

    let width: Double
    let height: HeightRule
    let contentInsets: DirectionalEdgeInsets
    let isWidthEstimated: Bool
    let supplementaries: [SupplementarySpec]
    /// The index (within the group) of the first leaf at or below this node.
    let firstLeaf: Int
    let leafCount: Int
    let content: Content

    var isLeaf: Bool {
        if case .leaf = content { return true }
        return false
    }

    var isHeightEstimated: Bool {
        if case .estimated = height { return true }
        return false
    }
}

extension TemplateNode {
    /// Unrolls `spec` inside a container of `parentWidth` and, when known, `parentHeight`
    /// (`parentHeightGuess` stands in for widths given as a fraction of an unknown height).
    static func build(
        _ spec: ItemSpec,
        parentWidth: Double,
        parentHeight: Double?,
        parentHeightGuess: Double,
        widthOverride: Double? = nil,
        heightOverride: Double? = nil,
        firstLeaf: inout Int
    ) -> TemplateNode {
        let size = spec.layoutSize
        let width = widthOverride ?? resolveWidth(size.widthDimension, parentWidth: parentWidth, parentHeight: parentHeight ?? parentHeightGuess)
        let rule = heightOverride.map(HeightRule.fixed) ?? heightRule(size.heightDimension, parentWidth: parentWidth)
        let knownHeight: Double? = switch rule {
        case .fixed(let h): h
        case .fraction(let f): parentHeight.map { f * $0 }
        case .estimated: nil
        }
        let guess: Double = switch rule {
        case .fixed(let h): h
        case .fraction(let f): f * (parentHeight ?? parentHeightGuess)
        case .estimated(let e): e
        }
        let start = firstLeaf
        guard let group = spec.group else {
            firstLeaf += 1
            return TemplateNode(
                width: width, height: rule, contentInsets: spec.contentInsets,
                isWidthEstimated: size.widthDimension.isEstimated, supplementaries: spec.supplementaries,
                firstLeaf: start, leafCount: 1, content: .leaf
            )
        }
        let children = unrollChildren(group, width: width, knownHeight: knownHeight, heightGuess: guess, firstLeaf: &firstLeaf)
        return TemplateNode(
            width: width, height: rule, contentInsets: spec.contentInsets,
            isWidthEstimated: size.widthDimension.isEstimated, supplementaries: spec.supplementaries,
            firstLeaf: start, leafCount: firstLeaf - start,
            content: .group(axis: group.axis, children: children, spacing: group.spacing)
        )
    }

    static func heightRule(_ dimension: LayoutDimension, parentWidth: Double) -> HeightRule {
        switch dimension.kind {
        case .absolute: .fixed(max(0, dimension.dimension))
        case .fractionalWidth: .fixed(dimension.dimension * parentWidth)
        case .fractionalHeight: .fraction(dimension.dimension)
        case .estimated: .estimated(max(0, dimension.dimension))
        }
    }

    static func resolveWidth(_ dimension: LayoutDimension, parentWidth: Double, parentHeight: Double) -> Double {
        switch dimension.kind {
        case .fractionalWidth: dimension.dimension * parentWidth
        case .fractionalHeight: dimension.dimension * parentHeight
        case .absolute, .estimated: max(0, dimension.dimension)
        }
    }

    /// The most children repetition gives one group: far more cells than any terminal row
    /// holds, and a bound for degenerate items narrower than a cell.
    static let maximumRepeatedChildren = 4096

    /// Lays the subitems out once, then keeps cycling through them while the next one still
    /// fits along the group's axis (only when that extent is known), up to
    /// `maximumRepeatedChildren`.
    private static func unrollChildren(
        _ group: ItemSpec.Group,
        width: Double,
        knownHeight: Double?,
        heightGuess: Double,
        firstLeaf: inout Int
    ) -> [TemplateNode] {
        let gap = Double(group.spacing?.spacing ?? 0)
        func child(_ spec: ItemSpec, widthOverride: Double? = nil, heightOverride: Double? = nil) -> TemplateNode {
            build(spec, parentWidth: width, parentHeight: knownHeight, parentHeightGuess: knownHeight ?? heightGuess,
                  widthOverride: widthOverride, heightOverride: heightOverride, firstLeaf: &firstLeaf)
        }
        if let count = group.repeatCount, let spec = group.subitems.first {
            // The copies split the group's extent along its axis (when that extent is known).
            let total = group.axis == .horizontal ? width : knownHeight
            let share = total.map { max(0, ($0 - gap * Double(count - 1)) / Double(count)) }
            return (0..<count).map { _ in
                group.axis == .horizontal ? child(spec, widthOverride: share) : child(spec, heightOverride: share)
            }
        }
        var children = group.subitems.map { child($0) }
        let available: Double
        switch group.axis {
        case .horizontal:
            available = width
        case .vertical:
            guard let knownHeight else { return children }
            available = knownHeight
        }
        let extents = children.map { extentIfKnown(of: $0, axis: group.axis, groupHeight: available) }
        guard !extents.contains(nil) else { return children }
        var used = extents.reduce(0) { $0 + ($1 ?? 0) } + gap * Double(children.count - 1)
        var next = 0
        while true {
            let spec = group.subitems[next % group.subitems.count]
            var start = firstLeaf
            let candidate = build(spec, parentWidth: width, parentHeight: knownHeight, parentHeightGuess: knownHeight ?? heightGuess, firstLeaf: &start)
            guard children.count < maximumRepeatedChildren,
                  let length = extentIfKnown(of: candidate, axis: group.axis, groupHeight: available),
                  length + gap > Snapping.tolerance, used + gap + length <= available + Snapping.tolerance
            else { break }
            children.append(child(spec))
            used += gap + length
            next += 1
        }
        return children
    }

    /// The node's length along `axis` when it does not depend on measurement.
    private static func extentIfKnown(of node: TemplateNode, axis: LayoutGroup.Axis, groupHeight: Double) -> Double? {
        switch axis {
        case .horizontal: return node.width
        case .vertical:
            switch node.height {
            case .fixed(let h): return h
            case .fraction(let f): return f * groupHeight
            case .estimated: return nil
            }
        }
    }
}
