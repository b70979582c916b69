/// The space between the items of a group.
///
/// Mirrors `NSCollectionLayoutSpacing`: `.fixed(n)` is exactly `n` cells; `.flexible(n)` is
/// at least `n` cells and grows to spread the items over the whole group.
public struct LayoutSpacing: Hashable, Sendable {
    /// The fixed spacing, or the minimum of a flexible one, in cells.
    public let spacing: Int
    /// Whether the spacing grows to share the group's leftover space (`flexible(_:)`).
    public let isFlexibleSpacing: Bool

    /// Whether the spacing is exactly `spacing` cells (`fixed(_:)`).
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: Int, flexible: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = flexible
    }

    /// Exactly `spacing` cells.
    public static func fixed(_ spacing: Int) -> LayoutSpacing {
        LayoutSpacing(spacing: spacing, flexible: false)
    }

    /// At least `spacing` cells; leftover space is shared equally between the gaps.
    public static func flexible(_ spacing: Int) -> LayoutSpacing {
        LayoutSpacing(spacing: spacing, flexible: true)
    }
}
