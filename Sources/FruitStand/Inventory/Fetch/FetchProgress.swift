import Synchronization

/// How far a fetch in flight has got, shared by the thread that loads the stand and the screen
/// that shows the spinner; cancelling it tells the loader to stop.
public final class FetchProgress: Sendable {
    private struct State {
        var fraction: Double?
        var isCancelled = false
    }

    private let state = Mutex(State())

    public init() {}

    /// The share of the work done, from 0 to 1; nil while unknown.
    public var fraction: Double? {
        state.withLock { $0.fraction }
    }

    /// Called by the loader as it goes.
    public func report(_ fraction: Double) {
        state.withLock { $0.fraction = min(max(fraction, 0), 1) }
    }

    /// Whether the fetch was overtaken (`r` again) or the app is ending.
    public var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    public func cancel() {
        state.withLock { $0.isCancelled = true }
    }
}
