import TUICore

/// How far elements (badges, oversized leaves) reach outside their group's frame; queries
/// widen their search by this much so overhanging elements are found.
struct Overhang: Hashable, Sendable {
    var top = 0, bottom = 0, leading = 0, trailing = 0

    mutating func include(_ frame: Rect, outside container: Rect) {
        top = max(top, container.minY - frame.minY)
        bottom = max(bottom, frame.maxY - container.maxY)
        leading = max(leading, container.minX - frame.minX)
        trailing = max(trailing, frame.maxX - container.maxX)
    }

    mutating func formUnion(_ other: Overhang) {
        top = max(top, other.top)
        bottom = max(bottom, other.bottom)
        leading = max(leading, other.leading)
        trailing = max(trailing, other.trailing)
    }
}
