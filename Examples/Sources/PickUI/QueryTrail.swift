import DiffableTUI

/// The queries on the way to the one shown, and those shown recently, each with what it
/// matched and the update that showed it, as fzf keeps what earlier queries matched: Backspace
/// back to a query typed before, or a query pasted again, shows its lines without filtering,
/// building or diffing.
///
/// Each query on the trail narrows the one below it (its text contains theirs), so every step
/// holds fewer lines than the one before. Steps that leave the trail are kept as recent ones
/// while their matches add up to no more than the lines read (about one more snapshot of
/// every line) and there are at most ``recentLimit``. A step filtered before more lines
/// arrived is only a place to filter from: showing its query again filters the lines since.
public struct QueryTrail {
    public typealias Update = DiffedSnapshot<Int, Int>

    /// A query's matches and the update that showed them.
    public struct Step {
        public let filtered: Filtered
        public let update: Update
    }

    /// The most recent steps kept off the trail.
    public static let recentLimit = 16

    public private(set) var steps: [Step] = []
    /// Steps that left the trail, the newest last.
    public private(set) var recent: [Step] = []

    /// An empty trail: nothing shown yet.
    public init() {}

    /// The matches shown: the last step's.
    public var shown: Filtered? { steps.last?.filtered }

    /// How a query can be shown.
    public enum Way {
        /// With an update known ahead: the last one turned around (one step back), or the
        /// query's own, made from the snapshot shown. Costs no diff.
        case known(Filtered, Update)
        /// With the query's snapshot, diffed from the one shown.
        case diff(Filtered, Update.Snapshot)
        /// By filtering, narrowing from the smallest step that the query narrows (nil: every
        /// line).
        case filter(narrowing: Filtered?)
    }

    /// How to show `query` over the `lines` read so far, when `shown` is on screen: back along
    /// the trail or from a recent step when one matched it among every line read, otherwise by
    /// filtering from the closest step.
    ///
    /// - Complexity: O(steps), plus O(1) to recognise snapshots that share storage.
    public func way(to query: Query, lines: Int, shown: Update.Snapshot) -> Way {
        let isCurrent = { (step: Step) in step.filtered.query == query && step.filtered.scanned == lines }
        if let last = steps.last, last.update.snapshot == shown, last.filtered.scanned == lines,
           let index = steps.lastIndex(where: isCurrent), index < steps.count - 1 {
            // The last update turned around shows the step only when it started there (a
            // query reached by Ctrl-W, say, was shown from one the trail no longer holds).
            let step = steps[index]
            return index == steps.count - 2 && last.update.base == step.update.snapshot
                ? .known(step.filtered, last.update.inverse())
                : .diff(step.filtered, step.update.snapshot)
        }
        if let step = recent.last(where: isCurrent) {
            return step.update.base == shown ? .known(step.filtered, step.update) : .diff(step.filtered, step.update.snapshot)
        }
        let closest = (steps + recent).filter { query.narrows($0.filtered.query) }
            .min { $0.filtered.matches.count < $1.filtered.matches.count }
        return .filter(narrowing: closest?.filtered)
    }

    /// Records that `filtered` is shown by `update`: the steps it does not narrow leave the
    /// trail for the recent ones.
    ///
    /// Going back puts the step's own update on top again, so a further Backspace can turn
    /// that one around.
    public mutating func show(_ filtered: Filtered, by update: Update) {
        recent.removeAll { $0.filtered.query == filtered.query }
        if let index = steps.lastIndex(where: { $0.filtered.query == filtered.query && $0.filtered.scanned == filtered.scanned }),
           steps[index].update.snapshot == update.snapshot {
            keep(steps[(index + 1)...])
            steps.removeSubrange((index + 1)...)
            return
        }
        while let last = steps.last, last.filtered.query == filtered.query || !filtered.query.narrows(last.filtered.query) {
            if last.filtered.query != filtered.query { keep([last]) }
            steps.removeLast()
        }
        steps.append(Step(filtered: filtered, update: update))
    }

    /// Keeps `left` as the newest recent steps, dropping the oldest beyond the limits.
    private mutating func keep(_ left: some Collection<Step>) {
        for step in left {
            recent.removeAll { $0.filtered.query == step.filtered.query }
            recent.append(step)
        }
        let budget = steps.first?.filtered.scanned ?? 0
        var total = recent.reduce(0) { $0 + $1.filtered.matches.count }
        while let oldest = recent.first, recent.count > Self.recentLimit || total > budget {
            total -= oldest.filtered.matches.count
            recent.removeFirst()
        }
    }
}
