import Synchronization

/// How far a fetch in flight has got, shared by the thread that loads the stand and the screen
/// that shows the spinner; cancelling it tells the loader to stop.
final class FetchProgress: Sendable {
    private struct State {
        var fraction: Double?
        var isCancelled = false
    }

    private let state = Mutex(State())

    init() {}

    /// The share of the work done, from 0 to 1; nil while unknown.
    var fraction: Double? {
        state.withLock { $0.fraction }
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
