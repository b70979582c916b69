/// Where a line of text sits horizontally within the width it is given.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Against the left edge (terminals lay text out left to right).
    case leading
    /// Centred; an odd leftover column goes to the right.
    case center
    /// Against the right edge.
    case trailing

    /// The column offset of a line `lineWidth` wide inside `width` columns; never negative.
    public func offset(forLineWidth lineWidth: Int, in width: Int) -> Int {
        let slack = Swift.max(0, width - lineWidth)
        switch self {
        case .leading: return 0
        case .center: return slack / 2
        case .trailing: return slack
        }
    }
}
