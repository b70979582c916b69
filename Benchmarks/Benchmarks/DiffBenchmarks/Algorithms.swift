import Benchmark
import BenchmarkSupport
import DiffableTUI

/// What the table puts side by side for each input.
///
/// The snapshot rows measure the library: the diff alone (what `apply` does with two built
/// snapshots), building the new snapshot alone, and both (what an app pays per update: it
/// builds the new snapshot from its arrays, then applies it; the old snapshot is the one on
/// screen). The floors measure what any hashing diff must do at least.
enum Algorithm: String, CaseIterable {
    /// `diff(from:to:)` on two built snapshots.
    case snapshot
    /// Builds the new snapshot from the layout's arrays, then diffs it against the old one.
    case buildAndDiff
    /// Builds the new snapshot from the layout's arrays.
    case build
    /// The build floor: a `[ID: Int]` reserved to size, filled with the new identifiers.
    case buildFloor
    /// The diff floor: a `[ID: Int]` of the old identifiers reserved to size, then one
    /// lookup pass over the new identifiers.
    case dictionaryFloor
    /// The standard library on the flat arrays: `new.difference(from: old).inferringMoves()`
    /// (Myers).
    case collectionDifference

    /// The algorithms timed side by side in one benchmark per input: all but
    /// `CollectionDifference`.
    static let sideBySide = allCases.filter { $0 != .collectionDifference }

    /// The metric this algorithm's times are recorded under when timed side by side.
    var metric: BenchmarkMetric {
        SideBySide.nanosecondsMetric(rawValue)
    }

    func run<ID: BenchmarkIdentifier>(_ input: DiffInput<ID>) {
        switch self {
        case .snapshot:
            blackHole(diff(from: input.oldSnapshot, to: input.newSnapshot))
        case .buildAndDiff:
            blackHole(diff(from: input.oldSnapshot, to: DiffInput.snapshot(input.newLayout)))
        case .build:
            blackHole(DiffInput.snapshot(input.newLayout))
        case .buildFloor:
            blackHole(Self.positions(input.new))
        case .dictionaryFloor:
            let positions = Self.positions(input.old)
            var found = 0
            for identifier in input.new {
                if let position = positions[identifier] { found &+= position }
            }
            blackHole(found)
        case .collectionDifference:
            blackHole(input.new.difference(from: input.old).inferringMoves())
        }
    }

    private static func positions<ID: Hashable>(_ identifiers: [ID]) -> [ID: Int] {
        var index = [ID: Int](minimumCapacity: identifiers.count)
        for (position, identifier) in identifiers.enumerated() {
            index[identifier] = position
        }
        return index
    }

    /// Myers costs about the square of the edit distance: runs known to take more than
    /// 10 s per iteration (or several seconds where the trend is already clear) are skipped.
    func isSkipped(_ scenario: Scenario, count: Int) -> Bool {
        guard self == .collectionDifference else { return false }
        switch scenario {
        case .identical: return false
        case .append, .mixed, .sectioned: return count >= 1_000_000
        case .reversed, .shuffled, .churn: return count >= 100_000
        }
    }

    /// Runs of a second or more, measured three times only.
    func isSlow(_ scenario: Scenario) -> Bool {
        self == .collectionDifference && [.reversed, .shuffled, .churn, .sectioned].contains(scenario)
    }
}
