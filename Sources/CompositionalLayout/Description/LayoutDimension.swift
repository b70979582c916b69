/// One dimension (width or height) of a layout element: a fraction of its container, an
/// absolute number of cells, or an estimate refined when the content is measured.
///
/// Mirrors `NSCollectionLayoutDimension`. A fractional dimension is relative to the containing
/// group (or, for a section's top-level group, to the section's content area: the container
/// minus the section's content insets). Absolute and estimated values are whole cells: one
/// column horizontally, one row vertically.
public struct LayoutDimension: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction or the number of cells this dimension was created with.
    public let dimension: Double

    private init(_ kind: Kind, _ dimension: Double) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the containing group's width (`1.0` is the full width).
    public static func fractionalWidth(_ fraction: Double) -> LayoutDimension {
        LayoutDimension(.fractionalWidth, fraction)
    }

    /// A fraction of the containing group's height.
    public static func fractionalHeight(_ fraction: Double) -> LayoutDimension {
        LayoutDimension(.fractionalHeight, fraction)
    }

    /// A fixed number of cells.
    public static func absolute(_ cells: Int) -> LayoutDimension {
        LayoutDimension(.absolute, Double(cells))
    }

    /// A first guess in cells; the real height comes from measuring the content.
    ///
    /// Only heights are measured (the measuring callback answers a height for a proposed
    /// width); an estimated *width* is used as an absolute width.
    public static func estimated(_ cells: Int) -> LayoutDimension {
        LayoutDimension(.estimated, Double(cells))
    }

    /// Whether this is a fraction of the container's width (`fractionalWidth(_:)`).
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height (`fractionalHeight(_:)`).
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a fixed number of cells (`absolute(_:)`).
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate, measured when the element is shown (`estimated(_:)`).
    public var isEstimated: Bool { kind == .estimated }
}
