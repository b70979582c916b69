import Diffable

/// The background applies of one data source (`apply(building:)`): which request is the
/// latest, which were overtaken by an apply on the main actor, and the snapshot the next build
/// is diffed against.
///
/// Requests are made and land on the main actor; builds run on the host's background queue,
/// one at a time, in the order asked. Every access goes through a lock. Unchecked `Sendable`:
/// it holds snapshots, whose identifiers the only API that creates one (`apply(building:)`)
/// requires to be `Sendable`.
final class BackgroundApplies<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: @unchecked Sendable, BackgroundApplying {
    typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// One request: its number, and the number of main-actor applies made before it.
    struct Request: Sendable {
        var id: Int
        var epoch: Int
    }

    private struct State {
        var lastRequest = 0
        var epoch = 0
        var pending = 0
        /// What the next build is diffed against: the snapshot the builds before it will have
        /// put on screen, or what the main actor last showed.
        var base: Snapshot
    }

    // Guarded by `lock` (the lock cannot hand out a value that is not `Sendable`).
    private var state: State
    private let lock = Locked(())

    init(shown: Snapshot) {
        state = State(base: shown)
    }

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { _ in body(&state) }
    }

    /// A new request, which makes every request still waiting to be built a stale one.
    func request() -> Request {
        withState { state in
            state.lastRequest += 1
            state.pending += 1
            return Request(id: state.lastRequest, epoch: state.epoch)
        }
    }

    /// Builds and diffs the snapshot of `request` from the snapshot it will replace, unless a
    /// later request or an apply on the main actor came first. Runs on the background queue.
    func build<Value>(
        _ request: Request, _ makeSnapshot: (Snapshot) -> (Snapshot, Value),
        diff: (Snapshot, _ base: Snapshot) -> DiffedSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> BackgroundBuild<SectionIdentifierType, ItemIdentifierType, Value> {
        // The base changes only on this queue (a build landing in it) or with an overtaking
        // apply on the main actor, which the epoch tells.
        guard let base = withState({ $0.epoch == request.epoch && $0.lastRequest == request.id ? $0.base : nil }) else { return .skipped }
        let (snapshot, value) = makeSnapshot(base)
        let current = withState { state in
            guard state.epoch == request.epoch else { return false }
            state.base = snapshot
            return true
        }
        guard current else { return .dropped(snapshot, value) }
        return .built(diff(snapshot, base), value)
    }

    /// A request landed on the main actor (applied, or not).
    func finish(_ request: Request) {
        withState { $0.pending -= 1 }
    }

    /// Whether no apply on the main actor overtook `request`.
    func isCurrent(_ request: Request) -> Bool {
        withState { $0.epoch == request.epoch }
    }

    var hasPending: Bool {
        withState { $0.pending > 0 }
    }

    func overtake() {
        withState { $0.epoch += 1 }
    }

    /// The main actor shows `snapshot`: the next build is diffed against it.
    func show(_ snapshot: Snapshot) {
        withState { $0.base = snapshot }
    }
}

/// What a background build came to, with the value the build made beside its snapshot.
enum BackgroundBuild<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable, Value> {
    /// A later request took its place before it was built.
    case skipped
    /// Built, but an apply on the main actor overtook it: it is released, unshown.
    case dropped(DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, Value)
    case built(DiffedSnapshot<SectionIdentifierType, ItemIdentifierType>, Value)
}

extension BackgroundBuild: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable, Value: Sendable {}

/// The part of `BackgroundApplies` the data source uses whatever its identifier types.
protocol BackgroundApplying: AnyObject {
    var hasPending: Bool { get }
    func overtake()
}
