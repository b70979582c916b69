import Foundation
import Testing
@testable import DiffableTUI

#if canImport(Glibc)
import Glibc
#endif

@MainActor
private final class Countdown: FrameAnimation {
    var remaining: Int
    init(frames: Int) { remaining = frames }
    func step(to time: Double) -> Bool {
        remaining -= 1
        return remaining > 0
    }
}

/// An application that leaves the process-wide `Diagnostics` collector alone when it ends:
/// these tests run beside `DiagnosticsTests` under ThreadSanitizer, and an application printing
/// the diagnostics after exit drained a warning that test had just recorded.
@MainActor
private func quietApplication(_ backend: any InteractiveBackend) -> Application {
    let app = Application(backend: backend)
    app.printsDiagnosticsAfterExit = false
    return app
}

/// Lets the main queue run the blocks the application scheduled before this call (they are
/// ahead of this task's resumption on the queue).
@MainActor
private func turnsOfTheMainQueue() async throws {
    try await Task.sleep(for: .milliseconds(10))
}

/// Polls `condition` on the main actor every 10 ms until it holds, giving up after `polls`
/// polls (at least 10 s).
///
/// Counted in polls, not wall-clock time: other suites run on the main actor in parallel
/// (the fuzzers hold it for seconds at a time), and while they do, neither this poll nor the
/// application's main-queue timers can run, so a wall-clock deadline could pass without the
/// condition ever getting its chance.
@MainActor
private func eventually(polls: Int = 1000, _ condition: () -> Bool) async throws -> Bool {
    for _ in 0..<polls {
        if condition() { return true }
        try await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}

@MainActor
struct ApplicationTests {
    @Test func redrawRequestsAreCoalescedIntoOneFrame() async throws {
        let terminal = MemoryTerminal()
        let app = quietApplication(terminal)
        let view = View()
        app.window.rootView = view
        try await turnsOfTheMainQueue()
        let frames = terminal.statistics.framesPresented
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        view.backgroundStyle = Style.plain.reversed
        try await turnsOfTheMainQueue()
        #expect(terminal.statistics.framesPresented == frames + 1)
        #expect(terminal.screen.screen[0, 0].style.attributes.contains(.reverse))
        #expect(app.window.colorDepth == .ansi16)
    }

    @Test func frameTimerRunsOnlyWhileAnimating() async throws {
        let terminal = MemoryTerminal()
        let app = quietApplication(terminal)
        app.window.rootView = View()
        #expect(!app.isFrameTimerRunning)
        let animation = Countdown(frames: 3)
        app.window.addAnimation(animation)
        #expect(app.isFrameTimerRunning)
        #expect(try await eventually { animation.remaining == 0 })
        try await turnsOfTheMainQueue()
        #expect(!app.window.hasRunningAnimations)
        #expect(!app.isFrameTimerRunning, "cancelled once nothing animates")
    }

    /// A frame that took the terminal longer than three frames to accept (a slow link) makes
    /// updates cut; a frame written at once does not.
    ///
    /// Read as the hold the frame asked for, not as `cutsTransitions` after a wait: the hold
    /// lasts 3 s of the wall clock, and other suites can keep the main actor longer than that
    /// between the frame and the check.
    @Test(arguments: [(0.2, true), (0.03, false), (0, false)])
    func aSlowTerminalMakesUpdatesCut(writeDuration: Double, cuts: Bool) async throws {
        let terminal = MemoryTerminal()
        terminal.frameWriteDuration = writeDuration
        let app = quietApplication(terminal)
        let view = View()
        app.window.rootView = view
        try await turnsOfTheMainQueue()
        let frames = terminal.statistics.framesPresented
        view.setNeedsDisplay()
        #expect(try await eventually { terminal.statistics.framesPresented > frames })
        #expect(app.window.transitionsCutUntil.isFinite == cuts)
    }

    /// Background work runs off the main thread, one job at a time in order, and each result
    /// comes back on the main actor.
    @Test func backgroundWorkRunsOffTheMainThreadInOrder() async throws {
        let app = quietApplication(MemoryTerminal())
        var results: [(index: Int, workWasOnMain: Bool)] = []
        for index in 0..<5 {
            app.performInBackground({ (index, Thread.isMainThread) }) { result in
                MainActor.preconditionIsolated()
                results.append(result)
            }
        }
        #expect(try await eventually { results.count == 5 })
        #expect(results.map(\.index) == [0, 1, 2, 3, 4])
        #expect(results.allSatisfy { !$0.workWasOnMain })
    }

    @Test func scheduledActionsRunOnTheMainQueue() async throws {
        let app = quietApplication(MemoryTerminal())
        var ran = false
        app.schedule(after: 0.01) { ran = true }
        #expect(try await eventually { ran })
    }

    /// `run(returning:)` returns what the app finished with, after the terminal is given back
    /// and with the last frame brought up to date; nothing is drawn after that.
    @Test func runReturningGivesBackTheFinishedValueAfterStopping() async throws {
        let terminal = MemoryTerminal()
        let app = quietApplication(terminal)
        let label = Label()
        label.text = "choose"
        app.window.rootView = label
        app.schedule(after: 0.01) {
            label.text = "chosen"
            app.finish(returning: "apples")
        }
        let result = await app.run(returning: String.self)
        #expect(result == "apples")
        #expect(terminal.stopped)
        #expect(terminal.screen.screen.lines().first == "chosen", "the final frame is the app's last state")
        let frames = terminal.statistics.framesPresented
        label.text = "after"
        try await turnsOfTheMainQueue()
        #expect(terminal.statistics.framesPresented == frames, "nothing is drawn once the terminal is given back")
    }

    @Test func runReturningGivesNilWhenTheAppCancels() async {
        let terminal = MemoryTerminal()
        let app = quietApplication(terminal)
        app.window.rootView = View()
        app.schedule(after: 0.01) { app.cancel() }
        let result = await app.run(returning: Int.self)
        #expect(result == nil)
        #expect(terminal.stopped)
    }

    /// Headless, the driver keeps the result and records the exit statuses a shell tool uses.
    @Test func theHeadlessDriverKeepsTheResult() {
        let finished = HeadlessDriver()
        finished.finish(returning: 42)
        finished.cancel()
        #expect(finished.result as? Int == 42)
        #expect(finished.exitCode == 0)
        let cancelled = HeadlessDriver()
        cancelled.cancel()
        #expect(cancelled.result == nil)
        #expect(cancelled.exitCode == 1)
        #expect(cancelled.isTerminated)
    }
}
