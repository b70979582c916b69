import TUICore

/// Where a supplementary view sits relative to the item (or group) it is attached to.
///
/// Mirrors `NSCollectionLayoutAnchor`. The supplementary is placed *inside* the container at
/// the given edges (leading/trailing pick the horizontal position, top/bottom the vertical
/// one; both or neither of a pair centres it on that axis), then moved by the offset.
/// A fractional offset is a fraction of the *supplementary's* size, so the seed's badge
/// `LayoutAnchor(edges: [.top, .trailing], fractionalOffset: FractionalPoint(x: 0.2, y: -0.2))`
/// pokes out of the item's top-trailing corner by a fifth of the badge. Positive `x` moves
/// toward the trailing edge, positive `y` moves down; positions are rounded to whole cells
/// (see <doc:LayingOutSections>).
public struct LayoutAnchor: Hashable, Sendable {
    enum Offset: Hashable, Sendable {
        case absolute(Point)
        case fractional(FractionalPoint)
    }

    /// The edges the supplementary is pinned to.
    public let edges: DirectionalRectEdge
    let offsetValue: Offset

    /// An anchor at `edges`, not moved.
    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, offset: .absolute(.zero))
    }

    /// An anchor moved by whole cells.
    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
        self.init(edges: edges, offset: .absolute(absoluteOffset))
    }

    /// An anchor moved by a fraction of the supplementary's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: FractionalPoint) {
        self.init(edges: edges, offset: .fractional(fractionalOffset))
    }

    private init(edges: DirectionalRectEdge, offset: Offset) {
        self.edges = edges
        self.offsetValue = offset
    }

    /// Whether the offset is in cells (`init(edges:absoluteOffset:)`, or none at all).
    public var isAbsoluteOffset: Bool {
        if case .absolute = offsetValue { return true }
        return false
    }

    /// Whether the offset is a fraction of the supplementary's size (`init(edges:fractionalOffset:)`).
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// The offset as given: cells for an absolute offset, fractions for a fractional one.
    public var offset: FractionalPoint {
        switch offsetValue {
        case .absolute(let p): FractionalPoint(x: Double(p.x), y: Double(p.y))
        case .fractional(let f): f
        }
    }

    /// The offset in cells for a supplementary of the given size.
    func offset(forWidth width: Double, height: Double) -> (x: Double, y: Double) {
        switch offsetValue {
        case .absolute(let p): (Double(p.x), Double(p.y))
        case .fractional(let f): (f.x * width, f.y * height)
        }
    }

    /// Where along one axis this anchor's edges point: 0 = leading/top, 0.5 = centre,
    /// 1 = trailing/bottom.
    func position(leading: DirectionalRectEdge, trailing: DirectionalRectEdge) -> Double {
        switch (edges.contains(leading), edges.contains(trailing)) {
        case (true, false): 0
        case (false, true): 1
        default: 0.5
        }
    }
}
