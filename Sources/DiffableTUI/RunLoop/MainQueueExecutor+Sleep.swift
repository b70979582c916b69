import Diffable
import Dispatch

extension MainQueueExecutor {
    /// `Task.sleep(for:)` timed by the main queue: unlike `Task.sleep`, it never wakes a
    /// global-pool thread, which would start libdispatch's once-a-second monitor.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled, at once.
    public static func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        let wait = MainQueueWait()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                wait.start(continuation, after: duration)
            }
        } onCancel: {
            wait.resume(with: .failure(CancellationError()))
        }
    }
}

/// One sleep: resumed exactly once, by its deadline or by cancellation, whichever comes first.
private final class MainQueueWait: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, any Error>?
        /// Set when cancellation came before the continuation existed.
        var early: Result<Void, any Error>?
    }

    private let state = Locked(State())

    func start(_ continuation: CheckedContinuation<Void, any Error>, after duration: Duration) {
        let early = state.withLock { state -> Result<Void, any Error>? in
            if state.early == nil { state.continuation = continuation }
            return state.early
        }
        if let early { return continuation.resume(with: early) }
        let (seconds, attoseconds) = duration.components
        let nanoseconds = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { [self] in
            resume(with: .success(()))
        }
    }

    func resume(with result: Result<Void, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            defer { state.continuation = nil }
            if state.continuation == nil && state.early == nil { state.early = result }
            return state.continuation
        }
        continuation?.resume(with: result)
    }
}
