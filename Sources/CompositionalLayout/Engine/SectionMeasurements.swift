/// What measuring has changed in one section of a `PreparedLayout`.
struct SectionMeasurements: Hashable, Sendable {
    /// Group heights of a vertically stacked section.
    var groups: ExtentStore
    /// Measured heights of estimated items, by item index; absent means "use the estimate".
    var leafHeights: [Int: Int] = [:]
    /// Measured heights of estimated headers and footers, by boundary index.
    var boundaryHeights: [Int: Int] = [:]
    /// The height of an orthogonal section's row: its tallest group so far.
    var bandHeight: Int
}
