import Benchmark
import BenchmarkSupport
import DiffableTUI

/// A snapshot applied again unchanged, or changed in a few places, the two ways an app makes
/// it, beside the standard library on the same arrays (issue 36, item 3).
///
/// Names are `again <ID> <n> <change>`, each contender its own metric, timed side by side:
/// - *kept*: the app edits a copy of the snapshot shown (`var snapshot = dataSource.snapshot()`,
///   then deletes, inserts and moves through the snapshot's API) and diffs it from the shown one,
///   what `apply` does; the copy shares the shown snapshot's storage until the first edit;
/// - *rebuilt*: the app builds a new snapshot from its arrays and diffs it (every identifier
///   hashed: appending traps on a duplicate identifier, as UIKit's does);
/// - *CollectionDifference*: `new.difference(from: old).inferringMoves()` on the flat arrays.
func registerAgain<ID: BenchmarkIdentifier>(_: ID.Type, count: Int) {
    for change in AgainChange.allCases {
        let contenders = ["kept", "rebuilt", "CollectionDifference"]
        Benchmark(
            "again \(ID.label) \(SideBySide.label(count)) \(change)",
            configuration: configuration(count: count, metrics: contenders.map(SideBySide.nanosecondsMetric)),
            closure: { benchmark, input in
                benchmark.sideBySide([
                    (SideBySide.nanosecondsMetric("kept"), {
                        var snapshot = input.shown
                        input.change.apply(to: &snapshot)
                        blackHole(diff(from: input.shown, to: snapshot))
                    }),
                    (SideBySide.nanosecondsMetric("rebuilt"), {
                        var snapshot = DiffableDataSourceSnapshot<Int, ID>()
                        snapshot.appendSections([0])
                        snapshot.appendItems(input.newItems)
                        blackHole(diff(from: input.shown, to: snapshot))
                    }),
                    (SideBySide.nanosecondsMetric("CollectionDifference"), {
                        blackHole(input.newItems.difference(from: input.oldItems).inferringMoves())
                    }),
                ])
            },
            setup: { AgainInput<ID>(change: change, count: count) }
        )
    }
}

/// How the snapshot applied again differs from the one shown.
enum AgainChange: String, CaseIterable, CustomStringConvertible {
    /// Not at all.
    case unchanged
    /// Five items deleted, five new ones inserted and five moved, at random places.
    case fewPlaces = "few places"

    var description: String { rawValue }
}

/// The snapshot shown, the edits, and the arrays before and after them.
struct AgainInput<ID: BenchmarkIdentifier>: Sendable {
    /// The edits, as an app makes them through the snapshot's API.
    struct Change: Sendable {
        var deletes: [ID] = []
        var inserts: [(item: ID, before: ID)] = []
        var moves: [(item: ID, after: ID)] = []

        func apply(to snapshot: inout DiffableDataSourceSnapshot<Int, ID>) {
            if !deletes.isEmpty { snapshot.deleteItems(deletes) }
            for insert in inserts { snapshot.insertItems([insert.item], beforeItem: insert.before) }
            for move in moves { snapshot.moveItem(move.item, afterItem: move.after) }
        }
    }

    let shown: DiffableDataSourceSnapshot<Int, ID>
    let change: Change
    let oldItems: [ID]
    /// The items after the change, in fresh storage (what an app's arrays would hold).
    let newItems: [ID]

    init(change kind: AgainChange, count: Int) {
        var random = SplitMix(seed: UInt64(count) &+ 36)
        let old = (0..<count).map { ID.make($0, random: &random) }
        oldItems = old
        var shown = DiffableDataSourceSnapshot<Int, ID>()
        shown.appendSections([0])
        shown.appendItems(old)
        self.shown = shown
        var change = Change()
        if kind == .fewPlaces {
            // Fifteen distinct items spread over the list: five to delete, five anchors for the
            // inserts, five to move after the five anchors of the moves.
            var picked: [Int] = []
            while picked.count < 20 {
                let index = Int.random(in: 0..<count, using: &random)
                if !picked.contains(index) { picked.append(index) }
            }
            let items = picked.map { old[$0] }
            change.deletes = Array(items[0..<5])
            change.inserts = (0..<5).map { (ID.make(count + $0, random: &random), items[5 + $0]) }
            change.moves = (0..<5).map { (items[10 + $0], items[15 + $0]) }
        }
        self.change = change
        var edited = shown
        change.apply(to: &edited)
        newItems = edited.itemIdentifiers.map { $0.freshCopy() }
    }
}
