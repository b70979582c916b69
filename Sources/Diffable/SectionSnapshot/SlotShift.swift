/// How the slots of a section snapshot renumber when runs of them are removed: each remaining
/// slot moves down by the number of slots removed before it.
///
/// One or two runs (a delete at the top of a list, say) shift by arithmetic; more look the new
/// slot up in a table of every slot's.
struct SlotShift {
    /// The end of the first two runs (`Int32.max` for none), and their lengths.
    private let firstEnd: Int32, firstCount: Int32, secondEnd: Int32, secondCount: Int32
    /// With more than two runs, the new slot of every old one.
    private let table: [Int32]

    /// The shift for removing `runs` (ascending, disjoint ranges) of `count` slots.
    ///
    /// - Complexity: O(1) for up to two runs, O(`count`) for more.
    init(removing runs: [Range<Int>], of count: Int) {
        let ends: [(end: Int32, count: Int32)] = runs.prefix(2).map { (Int32($0.upperBound), Int32($0.count)) }
            + [(Int32.max, 0), (Int32.max, 0)]
        (firstEnd, firstCount) = ends[0]
        (secondEnd, secondCount) = ends[1]
        guard runs.count > 2 else {
            table = []
            return
        }
        var table = [Int32](repeating: -1, count: count)
        var removed: Int32 = 0
        var start = 0
        for run in runs + [count..<count] {
            for slot in start..<run.lowerBound { table[slot] = Int32(slot) - removed }
            removed += Int32(run.count)
            start = run.upperBound
        }
        self.table = table
    }

    /// The new slot of a remaining slot; -1 (no slot) stays -1.
    @inline(__always)
    func callAsFunction(_ slot: Int32) -> Int32 {
        table.isEmpty ? shifted(slot) : looked(up: slot)
    }

    /// The new slot of a remaining slot, for up to two runs.
    @inline(__always)
    fileprivate func shifted(_ slot: Int32) -> Int32 {
        // -1 is below every end, so it stays.
        slot &- (slot >= firstEnd ? firstCount : 0) &- (slot >= secondEnd ? secondCount : 0)
    }

    /// The new slot of a remaining slot, for more runs.
    @inline(__always)
    fileprivate func looked(up slot: Int32) -> Int32 {
        slot < 0 ? slot : table[Int(slot)]
    }

    /// Whether the slots shift by arithmetic (up to two runs), so a pass over many links can
    /// take `shifted(_:)` directly.
    fileprivate var isArithmetic: Bool { table.isEmpty }
}

extension OutlineNode {
    /// Removes the nodes of `runs` (ascending, disjoint ranges of slots) from `nodes` and
    /// renumbers the links of the others. No remaining node may link to a removed one.
    ///
    /// The nodes left are written to a new array in one pass, with the capacity the old one
    /// had: a shared array (a copy of the snapshot kept elsewhere) is read once, not copied
    /// and then moved.
    ///
    /// - Complexity: O(*n*).
    static func remove(_ runs: [Range<Int>], from nodes: inout [OutlineNode], shift: SlotShift) {
        // Two copies of the pass, so that the common one (a run or two) shifts by arithmetic
        // the compiler can keep in registers.
        if shift.isArithmetic {
            remove(runs, from: &nodes) { shift.shifted($0) }
        } else {
            remove(runs, from: &nodes) { shift.looked(up: $0) }
        }
    }

    @inline(__always)
    private static func remove(_ runs: [Range<Int>], from nodes: inout [OutlineNode], shift: (Int32) -> Int32) {
        let kept = nodes.count - runs.reduce(0) { $0 + $1.count }
        nodes = nodes.withUnsafeBufferPointer { source in
            [OutlineNode](unsafeUninitializedCapacity: source.count) { target, initialized in
                var start = 0
                for run in runs + [source.count..<source.count] {
                    for slot in start..<run.lowerBound {
                        var node = source[slot]
                        node.parent = shift(node.parent)
                        node.firstChild = shift(node.firstChild)
                        node.lastChild = shift(node.lastChild)
                        node.previous = shift(node.previous)
                        node.next = shift(node.next)
                        (target.baseAddress! + initialized).initialize(to: node)
                        initialized += 1
                    }
                    start = run.upperBound
                }
                assert(initialized == kept)
            }
        }
    }
}
