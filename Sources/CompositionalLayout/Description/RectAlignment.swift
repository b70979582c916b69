/// Where a boundary supplementary (a header or footer) sits on its section or layout.
///
/// Mirrors `NSRectAlignment`. In a vertically scrolling layout the `top*` alignments sit
/// above the content and the `bottom*` ones below it (extending the boundary by default);
/// `leading`, `trailing` and `none` never extend it and overlay the content, vertically
/// centred (`none` at the top-leading corner).
public enum RectAlignment: Hashable, Sendable {
    /// Over the content, at its top-leading corner; never extends the boundary.
    case none
    /// Above the content, centred when narrower than it.
    case top
    /// Above the content, at its leading edge.
    case topLeading
    /// Over the content, at its leading edge, vertically centred; never extends the boundary.
    case leading
    /// Below the content, at its leading edge.
    case bottomLeading
    /// Below the content, centred when narrower than it.
    case bottom
    /// Below the content, at its trailing edge.
    case bottomTrailing
    /// Over the content, at its trailing edge, vertically centred; never extends the boundary.
    case trailing
    /// Above the content, at its trailing edge.
    case topTrailing

    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }

    /// Horizontal placement within the available width: 0 leading, 0.5 centred, 1 trailing.
    var horizontalPosition: Double {
        switch self {
        case .none, .topLeading, .leading, .bottomLeading: 0
        case .top, .bottom: 0.5
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }
}
