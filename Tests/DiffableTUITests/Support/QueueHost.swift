import Foundation
@testable import DiffableTUI

/// A host whose background work runs on a real background thread, when the test says so:
/// `runBackground()` runs every job asked for so far, one at a time in order, on a serial
/// queue; `land()` then runs their completions on the main actor. Frames come from a headless
/// driver's window.
@MainActor
final class QueueHost: ApplicationHost {
    let driver: HeadlessDriver
    var window: Window { driver.window }
    var minimumSize: Size {
        get { driver.minimumSize }
        set { driver.minimumSize = newValue }
    }

    private let queue = DispatchQueue(label: "QueueHost.background")
    private var waiting: [@Sendable () -> (@MainActor () -> Void)] = []
    private var landings: [@MainActor () -> Void] = []

    init(size: Size) {
        driver = HeadlessDriver(size: size)
        driver.window.host = self
    }

    func terminate(exitCode: Int32) {}
    func finish<Result: Sendable>(returning result: Result) { driver.finish(returning: result) }
    func cancel() { driver.cancel() }
    func printAfterExit(_ message: String) {}
    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) { driver.schedule(after: seconds, action) }
    func windowNeedsDisplay(_ window: Window) { driver.windowNeedsDisplay(window) }
    func windowNeedsAnimationFrames(_ window: Window) {}

    func performInBackground<Result: Sendable>(_ work: @escaping @Sendable () -> Result, completion: @escaping @MainActor (Result) -> Void) {
        // The completion is handed back to the main actor with the result, as a live host does.
        waiting.append {
            let result = work()
            return { completion(result) }
        }
    }

    /// Runs the background jobs asked for so far on the background queue, waiting for them.
    func runBackground() {
        nonisolated(unsafe) var jobs = waiting
        waiting = []
        nonisolated(unsafe) var done: [@MainActor () -> Void] = []
        // `async` and wait, not `sync`, which would run the jobs on this thread.
        let finished = DispatchSemaphore(value: 0)
        queue.async {
            for job in jobs { done.append(job()) }
            // What the jobs captured is let go of here, as a live host's queue does.
            jobs = []
            finished.signal()
        }
        finished.wait()
        landings += done
    }

    /// Runs the completions of the jobs that finished, in order.
    func land() {
        let done = landings
        landings = []
        for completion in done { completion() }
        driver.displayIfNeeded()
    }
}
