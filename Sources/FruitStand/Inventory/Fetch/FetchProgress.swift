import Synchronization

/// How far a fetch in flight has got, shared by the thread that loads the stand and the screen
/// that shows the spinner; cancelling it tells the loader to stop.
final class FetchProgress: Sendable {
    /// What the loader is doing.
    enum Phase: Hashable, Sendable {
        /// Fetching or reading the inventory (a file reports its fraction read).
        case loading
        /// Counting what was loaded by destination and variety, which sorts the varieties
        /// (a second or two at a million distinct names, with no fraction to report).
        case counting(fruit: Int)
    }

    private struct State {
        var fraction: Double?
        var phase = Phase.loading
        var isCancelled = false
    }

    private let state = Mutex(State())

    init() {}

    /// The share of the work done, from 0 to 1; nil while unknown.
    var fraction: Double? {
        state.withLock { $0.fraction }
    }

    /// The phase the loader is in.
    var phase: Phase {
        state.withLock { $0.phase }
    }

    /// Called by the loader when it moves on to `phase`; its fraction is unknown again.
    func begin(_ phase: Phase) {
        state.withLock {
            $0.phase = phase
            $0.fraction = nil
        }
    }

    /// Called by the loader as it goes.
    func report(_ fraction: Double) {
        state.withLock { $0.fraction = min(max(fraction, 0), 1) }
    }

    /// Whether the fetch was overtaken (`r` again) or the app is ending.
    var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    func cancel() {
        state.withLock { $0.isCancelled = true }
    }
}
