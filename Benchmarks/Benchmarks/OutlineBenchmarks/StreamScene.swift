import BenchmarkSupport
import DiffableTUI

/// A capped log read from its oldest end (issue 24): 100,000 entries on screen in a 120x35
/// window; each update drops the 20 oldest entries and appends 20 new ones, animated.
///
/// The same update goes to three windows, each the way an app would make it: a flat snapshot
/// (`snapshot()`, `deleteItems`, `appendItems`, `apply`), a section snapshot of root entries
/// (`snapshot(for:)`, `delete`, `append`, `apply(_:to:)`), and a section snapshot where every
/// 100th entry has three detail lines, collapsed (so the outline holds 3% more items than it
/// shows). All three show the same rows.
@MainActor
final class StreamScene {
    nonisolated static let rows = 100_000
    nonisolated static let step = 20
    static let shared = StreamScene()

    nonisolated enum Contender: String, CaseIterable, Sendable {
        case flat, outline, outlineWithDetails = "outline with details"
    }

    let windows: [Contender: OutlineWindow]
    /// The oldest entry shown, and the next one to append.
    private var first = 0
    private var next = StreamScene.rows

    private init() {
        var windows: [Contender: OutlineWindow] = [:]
        for contender in Contender.allCases {
            windows[contender] = OutlineWindow(isParent: { contender == .outlineWithDetails && Self.hasDetails($0) })
        }
        self.windows = windows
        let entries = Array(0..<Self.rows)
        windows[.flat]!.show(entries)
        var roots = DiffableDataSourceSectionSnapshot<Int>()
        roots.append(entries)
        windows[.outline]!.show(roots)
        var details = roots
        for entry in entries where Self.hasDetails(entry) {
            details.append(Self.details(of: entry), to: entry)
        }
        windows[.outlineWithDetails]!.show(details)
    }

    static func hasDetails(_ entry: Int) -> Bool { entry >= 0 && entry % 100 == 0 }

    /// The detail lines of an entry: negative, so they never meet an entry.
    static func details(of entry: Int) -> [Int] { [-3 * entry - 1, -3 * entry - 2, -3 * entry - 3] }

    /// Nanoseconds one contender takes to make and apply the update (the animation is then
    /// played to its end, untimed).
    func update(_ contender: Contender) -> Int {
        let window = windows[contender]!
        let dropped = Array(first..<first + Self.step)
        let added = Array(next..<next + Self.step)
        let dataSource = window.dataSource
        let time = SideBySide.time {
            switch contender {
            case .flat:
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems(dropped)
                snapshot.appendItems(added)
                dataSource.apply(snapshot)
            case .outline:
                var outline = dataSource.snapshot(for: 0)
                outline.delete(dropped)
                outline.append(added)
                dataSource.apply(outline, to: 0)
            case .outlineWithDetails:
                var outline = dataSource.snapshot(for: 0)
                outline.delete(dropped)
                outline.append(added)
                for entry in added where Self.hasDetails(entry) {
                    outline.append(Self.details(of: entry), to: entry)
                }
                dataSource.apply(outline, to: 0)
            }
        }
        window.settle()
        return time
    }

    /// Moves on to the next update, once every contender made this one.
    func advance() {
        first += Self.step
        next += Self.step
    }
}
