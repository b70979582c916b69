/// Lookups in a list of section ends: for each section, the global position just after its
/// last item (an empty section ends where it starts), as snapshots keep them.
@usableFromInline
enum SectionEnds {
    /// The global position of the first item of `section`.
    @inlinable
    static func start(of section: Int, in ends: [Int]) -> Int {
        section == 0 ? 0 : ends[section - 1]
    }

    /// The section holding the item at global position `position` (or, for the position
    /// after every item, the first section after them).
    ///
    /// - Complexity: O(log *S*): a binary search for the first section ending after
    ///   `position`, which skips empty sections.
    @inlinable
    static func section(containing position: Int, in ends: [Int]) -> Int {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
