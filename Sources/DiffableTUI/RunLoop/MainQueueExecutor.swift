import Dispatch

/// Runs a task's nonisolated work on the main queue instead of Swift's global concurrent pool.
///
/// On Linux, the first job libdispatch runs on a global queue starts its worker-pool monitor:
/// a timer that wakes a thread once a second for the rest of the process. `Task.sleep`, and
/// nonisolated async work called from the main actor, both run there. An app that must wake
/// up zero times a second when idle runs its tasks with this executor as their preference and
/// sleeps with `MainQueueExecutor.sleep(for:)`; the work they do off the main actor then shares
/// the main queue with drawing, so it should be short.
///
/// ```swift
/// Task { @MainActor in
///     let stand = try await withTaskExecutorPreference(MainQueueExecutor.shared) {
///         try await service.fetch()   // nonisolated; sleeps with MainQueueExecutor.sleep
///     }
///     show(stand)
/// }
/// ```
public final class MainQueueExecutor: TaskExecutor {
    /// The one instance; it has no state.
    public static let shared = MainQueueExecutor()

    private init() {}

    /// Runs `job` on the main queue, after what is queued there already.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        DispatchQueue.main.async {
            job.runSynchronously(on: MainQueueExecutor.shared.asUnownedTaskExecutor())
        }
    }
}
