import Benchmark
import DiffableTUI

/// The three ways of comparing two identifier lists that the table puts side by side.
enum Algorithm: String, CaseIterable {
    /// `diff(from:to:)` on two snapshots.
    case snapshot
    /// The standard library: `new.difference(from: old).inferringMoves()` (Myers).
    case collectionDifference
    /// The floor: a `[ID: Int]` position index of each array, the least any diff that
    /// hashes both sides must do.
    case dictionaryFloor

    func run<ID: BenchmarkIdentifier>(_ input: DiffInput<ID>) {
        switch self {
        case .snapshot:
            blackHole(diff(from: input.oldSnapshot, to: input.newSnapshot))
        case .collectionDifference:
            blackHole(input.new.difference(from: input.old).inferringMoves())
        case .dictionaryFloor:
            blackHole(Self.positions(input.old))
            blackHole(Self.positions(input.new))
        }
    }

    private static func positions<ID: Hashable>(_ identifiers: [ID]) -> [ID: Int] {
        var index = [ID: Int](minimumCapacity: identifiers.count)
        for (position, identifier) in identifiers.enumerated() {
            index[identifier] = position
        }
        return index
    }

    /// Runs known to take more than 10 s per iteration (reference/diff-performance.md and
    /// our own runs), or several seconds at 10k where the trend is already clear.
    func isSkipped(_ scenario: Scenario, count: Int) -> Bool {
        guard self == .collectionDifference else { return false }
        switch scenario {
        case .identical: return false
        case .append, .mixed: return count >= 1_000_000
        case .reversed: return count >= 100_000
        }
    }
}
