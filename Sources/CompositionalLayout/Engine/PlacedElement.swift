import TUICore

/// A leaf (or a group that carries supplementaries) placed inside a group instance.
struct PlacedElement: Hashable, Sendable {
    let isLeaf: Bool
    /// The leaf's index within the group; for a group, its first leaf.
    let leaf: Int
    /// The frame relative to the group's origin, before rounding and content insets.
    let rect: FractionalRect
    let contentInsets: DirectionalEdgeInsets
    let isWidthEstimated: Bool
    let isHeightEstimated: Bool
    let supplementaries: [SupplementarySpec]

    /// The element's cells for a group at `(dx, dy)`: edges rounded, then content insets
    /// removed on every axis that is not estimated.
    func frame(dx: Double, dy: Double) -> Rect {
        let snapped = rect.snapped(dx: dx, dy: dy)
        let insets = DirectionalEdgeInsets(
            top: isHeightEstimated ? 0 : contentInsets.top,
            leading: isWidthEstimated ? 0 : contentInsets.leading,
            bottom: isHeightEstimated ? 0 : contentInsets.bottom,
            trailing: isWidthEstimated ? 0 : contentInsets.trailing
        )
        return snapped.inset(by: insets)
    }
}
