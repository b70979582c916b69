import Foundation
import Synchronization
import Testing
@testable import FruitStand

/// A store the main thread drops is freed on the thread that calls `dispose()`, not on the
/// thread that lets go of the box last; a store it keeps is taken out once.
@Suite struct HandoffTests {
    /// The threads values were freed on.
    private final class Log: Sendable {
        let threads = Mutex<[pthread_t]>([])
    }

    /// Notes in `log` the thread it is freed on.
    private final class Tracked: Sendable {
        let log: Log
        init(log: Log) { self.log = log }
        deinit {
            let thread = pthread_self()
            log.threads.withLock { $0.append(thread) }
        }
    }

    @Test func theValueIsFreedWhereDisposeRuns() {
        let log = Log()
        var box: Handoff<Tracked>? = Handoff(Tracked(log: log))
        let done = DispatchSemaphore(value: 0)
        let disposer = Mutex<pthread_t?>(nil)
        Thread { [box] in
            disposer.withLock { $0 = pthread_self() }
            box?.dispose()
            done.signal()
        }.start()
        done.wait()
        let expected = disposer.withLock { $0 }.map { [$0] }
        #expect(log.threads.withLock { $0 } == expected, "freed on the disposing thread")
        box?.dispose()
        box = nil
        #expect(log.threads.withLock { $0 } == expected, "freed once")
    }

    @Test func aValueIsTakenOnce() {
        let box = Handoff([1, 2, 3])
        #expect(box.take() == [1, 2, 3])
        #expect(box.take() == nil)
        box.dispose()
        #expect(box.take() == nil)
    }
}
