import Synchronization

/// A sleep that only ends when someone advances its clock: the headless counterpart of
/// `MainQueueExecutor.sleep` for `InventoryService.sleep`.
///
/// Headless runs step a manual animation clock; calling `advance(by:)` with the same steps makes
/// a fetch finish at the same simulated moment on every run. Sleepers whose deadline has passed
/// are resumed by `advance`; the resumed task then runs on its own executor, so a caller that
/// needs the result must still await the fetch task.
public final class ManualSleeper: Sendable {
    private struct Waiter {
        var deadline: Duration
        var continuation: CheckedContinuation<Void, any Error>?
    }

    private struct State {
        var now = Duration.zero
        var nextToken = 0
        var waiters: [Int: Waiter] = [:]
        /// Tokens cancelled before their continuation was stored.
        var cancelled: Set<Int> = []
    }

    private let state = Mutex(State())

    public init() {}

    /// The simulated time: the sum of every `advance(by:)`.
    public var now: Duration {
        state.withLock { $0.now }
    }

    /// The number of sleeps in progress.
    public var pendingCount: Int {
        state.withLock { $0.waiters.count }
    }

    /// Suspends until the simulated time has moved `duration` past its current value.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled first.
    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        let token = state.withLock { state -> Int? in
            guard duration > .zero else { return nil }
            state.nextToken += 1
            state.waiters[state.nextToken] = Waiter(deadline: state.now + duration)
            return state.nextToken
        }
        guard let token else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let resumeNow: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelled.remove(token) != nil {
                        return .failure(CancellationError())
                    }
                    guard let waiter = state.waiters[token] else { return .success(()) }
                    if waiter.deadline <= state.now {
                        state.waiters[token] = nil
                        return .success(())
                    }
                    state.waiters[token]?.continuation = continuation
                    return nil
                }
                if let resumeNow { continuation.resume(with: resumeNow) }
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                guard let waiter = state.waiters.removeValue(forKey: token) else { return nil }
                if waiter.continuation == nil { state.cancelled.insert(token) }
                return waiter.continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Moves the simulated time forward and resumes every sleep whose deadline has been reached.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            state.now += duration
            let now = state.now
            let dueTokens = state.waiters.filter { $0.value.deadline <= now && $0.value.continuation != nil }.keys
            return dueTokens.compactMap { state.waiters.removeValue(forKey: $0)?.continuation }
        }
        for continuation in due {
            continuation.resume()
        }
    }
}
