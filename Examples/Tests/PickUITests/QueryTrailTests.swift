import DiffableTUI
import PickUI
import Testing

/// The trail of queries alone: which way it picks to show a query.
struct QueryTrailTests {
    private let lines = Lines(["ab", "abc", "ac", "b", "abd"] + Array(repeating: "z", count: 20))

    /// Shows `query` on `trail` the way the trail says, as the picker does, from `shown`.
    private func show(_ text: String, on trail: inout QueryTrail, from shown: inout QueryTrail.Update.Snapshot) {
        let query = Query(text)
        let update: QueryTrail.Update, filtered: Filtered
        switch trail.way(to: query, lines: lines.count, shown: shown) {
        case let .known(result, known):
            (filtered, update) = (result, known)
        case let .diff(result, snapshot):
            (filtered, update) = (result, DiffedSnapshot(snapshot, diffedFrom: shown))
        case let .filter(narrowing: previous):
            filtered = Filtered(lines: lines, query: query, narrowing: previous)
            var snapshot = QueryTrail.Update.Snapshot()
            snapshot.appendSections([0])
            snapshot.appendItems(filtered.matches)
            update = DiffedSnapshot(snapshot, diffedFrom: shown)
        }
        #expect(update.base == shown)
        #expect(filtered.matches == Filtered(lines: lines, query: query).matches)
        trail.show(filtered, by: update)
        shown = update.snapshot
    }

    /// The way `trail` would show `text`, by name: "known", "diff", "filter from <query>".
    private func way(_ text: String, on trail: QueryTrail, from shown: QueryTrail.Update.Snapshot, lines: Int? = nil) -> String {
        switch trail.way(to: Query(text), lines: lines ?? self.lines.count, shown: shown) {
        case .known(_, let update): update.base == shown ? "known" : "known from elsewhere"
        case .diff: "diff"
        case .filter(narrowing: let previous): previous.map { "filter from \($0.query.text.debugDescription)" } ?? "filter every line"
        }
    }

    @Test func oneStepBackTurnsTheLastUpdateAround() {
        var trail = QueryTrail(), shown = QueryTrail.Update.Snapshot()
        for text in ["", "a", "ab"] { show(text, on: &trail, from: &shown) }
        #expect(way("a", on: trail, from: shown) == "known", "one step back: the last update turned around")
        #expect(way("", on: trail, from: shown) == "diff", "two steps back: the step's own snapshot")
        #expect(way("abd", on: trail, from: shown) == "filter from \"ab\"", "from the smallest set it narrows")
    }

    /// "abc" edited to "ac" in the middle: the update that shows "ac" starts from "abc", which
    /// the trail drops, so going back to "a" diffs instead of turning it around.
    @Test func anUpdateThatStartedElsewhereIsNotTurnedAround() {
        var trail = QueryTrail(), shown = QueryTrail.Update.Snapshot()
        for text in ["", "a", "ab", "abc", "ac"] { show(text, on: &trail, from: &shown) }
        #expect(trail.steps.map(\.filtered.query.text) == ["", "a", "ac"])
        #expect(way("a", on: trail, from: shown) == "diff", "not an update that did not start at \"a\"")
        for text in ["a", "", "ab", "a", ""] { show(text, on: &trail, from: &shown) }
        #expect(trail.steps.map(\.filtered.query.text) == [""])
    }

    /// A query shown again after going back (a word pasted, cleared, pasted again) is shown
    /// with its own update, which starts from the lines on screen; from elsewhere, its
    /// snapshot is diffed.
    @Test func aRecentQueryIsShownWithItsOwnUpdate() {
        var trail = QueryTrail(), shown = QueryTrail.Update.Snapshot()
        for text in ["", "ab", ""] { show(text, on: &trail, from: &shown) }
        #expect(trail.recent.map(\.filtered.query.text) == ["ab"])
        #expect(way("ab", on: trail, from: shown) == "known", "its own update, from the lines it started from")
        for text in ["b", "c", ""] { show(text, on: &trail, from: &shown) }
        #expect(trail.recent.map(\.filtered.query.text) == ["ab", "b", "c"])
        #expect(way("b", on: trail, from: shown) == "known", "\"b\" was shown from every line")
        #expect(way("c", on: trail, from: shown) == "diff", "\"c\" was shown from \"b\"")
    }

    /// The recent steps hold at most as many matches as lines were read, the newest kept.
    @Test func recentStepsStayWithinTheirBudget() {
        var trail = QueryTrail(), shown = QueryTrail.Update.Snapshot()
        for text in ["", "a", "", "b", "", "c", "", "d", "", "z", ""] { show(text, on: &trail, from: &shown) }
        let kept = trail.recent.map(\.filtered.matches.count).reduce(0, +)
        #expect(kept <= lines.count)
        #expect(trail.recent.last?.filtered.query.text == "z")
        #expect(!trail.recent.contains { $0.filtered.query.text == "a" }, "the oldest left first")
    }

    /// Lines read after a step was filtered: going back filters again, from the step.
    @Test func stepsOlderThanTheLinesAreFilteredAgain() {
        var trail = QueryTrail(), shown = QueryTrail.Update.Snapshot()
        for text in ["", "a"] { show(text, on: &trail, from: &shown) }
        #expect(way("", on: trail, from: shown, lines: lines.count + 1) == "filter from \"\"",
                "not back to a step that misses the lines read since")
    }
}
