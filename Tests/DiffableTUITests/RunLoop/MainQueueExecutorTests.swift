import Dispatch
import Testing
@testable import DiffableTUI

/// Work the app hands to `MainQueueExecutor` stays on the main queue, and its sleep behaves
/// like `Task.sleep`: it ends, and cancellation ends it at once.
@Suite struct MainQueueExecutorTests {
    /// Marks the main queue. (After `dispatchMain()` a libdispatch thread other than the main
    /// thread drains it, so the thread is not the thing to check.)
    static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs on whatever executor the task prefers (nonisolated, not on the main actor).
    nonisolated static func isOnMainQueue() async -> Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    @Test func nonisolatedWorkRunsOnTheMainQueueNotTheGlobalPool() async {
        _ = Self.mainQueueKey
        let onMain = await withTaskExecutorPreference(MainQueueExecutor.shared) {
            await Self.isOnMainQueue()
        }
        #expect(onMain)
        // Without the preference the same function runs on the global pool: the check can fail.
        let withoutPreference = await Task.detached { await Self.isOnMainQueue() }.value
        #expect(!withoutPreference)
    }

    @Test func sleepEndsAndResumesOnTheMainQueue() async throws {
        _ = Self.mainQueueKey
        let onMain = try await withTaskExecutorPreference(MainQueueExecutor.shared) {
            try await MainQueueExecutor.sleep(for: .milliseconds(5))
            return await Self.isOnMainQueue()
        }
        #expect(onMain)
    }

    @Test func cancellationEndsALongSleepAtOnce() async {
        // An hour: without the cancellation handler this test would never end.
        let sleeper = Task(executorPreference: MainQueueExecutor.shared) {
            try await MainQueueExecutor.sleep(for: .seconds(3600))
        }
        try? await MainQueueExecutor.sleep(for: .milliseconds(5))
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    @Test func aCancelledTaskDoesNotSleep() async {
        let sleeper = Task(executorPreference: MainQueueExecutor.shared) {
            withUnsafeCurrentTask { $0?.cancel() }
            try await MainQueueExecutor.sleep(for: .seconds(3600))
        }
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }
}
