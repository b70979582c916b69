import TUICore

extension TemplateNode {
    /// The node's height from its own rule: fixed, a fraction of `parentHeight`, or its
    /// content (measured leaves, else estimates); `nil` when it has no items or depends on an
    /// unknown parent height.
    ///
    /// An estimated group's content height is the tallest child (horizontal) or the sum of its
    /// children plus spacing (vertical), ignoring children sized as a fraction of it; with no
    /// such child it is the group's estimate.
    func naturalHeight(parentHeight: Double?, _ heights: LeafHeights) -> Double? {
        guard firstLeaf < heights.present else { return nil }
        switch height {
        case .fixed(let h): return h
        case .fraction(let f): return parentHeight.map { f * $0 }
        case .estimated(let estimate):
            if isLeaf { return heights.measured(firstLeaf).map(Double.init) ?? estimate }
            return contentHeight(heights) ?? estimate
        }
    }

    private func contentHeight(_ heights: LeafHeights) -> Double? {
        guard case .group(let axis, let children, let spacing) = content else { return nil }
        let present = children.filter { $0.firstLeaf < heights.present }
        let lengths = present.compactMap { $0.naturalHeight(parentHeight: nil, heights) }
        guard !lengths.isEmpty else { return nil }
        switch axis {
        case .horizontal:
            return lengths.max()
        case .vertical:
            return lengths.reduce(0, +) + Double(spacing?.spacing ?? 0) * Double(present.count - 1)
        }
    }

    /// Places this node at `(x, y)` with the given height, appending its leaves (and any
    /// group carrying supplementaries) to `elements`.
    ///
    /// In a horizontal group, children with an estimated height stretch to the group's height
    /// so a row of cells is even; in a vertical group they take their measured height.
    func place(x: Double, y: Double, height: Double, _ heights: LeafHeights, into elements: inout [PlacedElement]) {
        guard firstLeaf < heights.present else { return }
        let rect = FractionalRect(x: x, y: y, width: width, height: height)
        guard case .group(let axis, let children, let spacing) = content else {
            elements.append(element(rect: rect, isLeaf: true))
            return
        }
        if !supplementaries.isEmpty { elements.append(element(rect: rect, isLeaf: false)) }
        switch axis {
        case .horizontal:
            let gap = gapLength(spacing, available: width, used: children.reduce(0) { $0 + $1.width }, count: children.count)
            var cursor = x
            for child in children {
                let childHeight: Double = switch child.height {
                case .fixed(let h): h
                case .fraction(let f): f * height
                case .estimated: height
                }
                child.place(x: cursor, y: y, height: childHeight, heights, into: &elements)
                cursor += child.width + gap
            }
        case .vertical:
            let lengths = children.map { child -> Double in
                switch child.height {
                case .fixed(let h): h
                case .fraction(let f): f * height
                case .estimated(let e): child.naturalHeight(parentHeight: height, heights) ?? e
                }
            }
            let gap = gapLength(spacing, available: height, used: lengths.reduce(0, +), count: children.count)
            var cursor = y
            for (child, length) in zip(children, lengths) {
                child.place(x: x, y: cursor, height: length, heights, into: &elements)
                cursor += length + gap
            }
        }
    }

    /// The gap between children: fixed, or (flexible) at least the minimum and otherwise an
    /// equal share of the space the children leave free.
    private func gapLength(_ spacing: LayoutSpacing?, available: Double, used: Double, count: Int) -> Double {
        guard let spacing else { return 0 }
        let minimum = Double(spacing.spacing)
        guard spacing.isFlexibleSpacing, count > 1 else { return minimum }
        return max(minimum, (available - used) / Double(count - 1))
    }

    private func element(rect: FractionalRect, isLeaf: Bool) -> PlacedElement {
        PlacedElement(
            isLeaf: isLeaf, leaf: firstLeaf, rect: rect, contentInsets: contentInsets,
            isWidthEstimated: isWidthEstimated, isHeightEstimated: isHeightEstimated,
            supplementaries: supplementaries
        )
    }
}
