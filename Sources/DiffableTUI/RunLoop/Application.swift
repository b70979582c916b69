import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The run loop of a terminal app, as `UIApplication` is for UIKit: owns the window and the
/// terminal backend, turns input into events and redraw requests into frames.
///
/// The main dispatch queue is the run loop. Terminal input and the pipe that signal handlers
/// write to are read sources on it, and the frame timer is a timer source on it, so
/// `Task { @MainActor in ... }` work runs between frames. Redraw requests are coalesced into one
/// render and present per turn of the queue. The frame timer (up to `maximumFramesPerSecond`)
/// exists only while the window has running animations: an idle app wakes up zero times a
/// second and writes nothing — as long as its tasks stay off Swift's global pool (see
/// `MainQueueExecutor`).
///
/// ```swift
/// let app = Application(backend: try CursesBackend())
/// app.minimumSize = Size(width: 40, height: 12)
/// app.window.rootView = MyRootView()
/// app.run()
/// ```
///
/// A shell tool that hands a value back to its caller runs with ``run(returning:)`` instead,
/// which returns what the app gave ``finish(returning:)`` once the terminal is restored (see
/// <doc:InlineTools>).
@MainActor
public final class Application: ApplicationHost {
    /// The window the app's views go in, as large as the terminal.
    public let window: Window
    /// The terminal the app draws on and reads from.
    public let backend: any InteractiveBackend
    /// Below this size the screen says `terminal too small (needs WxH)` instead of drawing the
    /// window, until the terminal grows; 1x1 by default.
    public var minimumSize: Size {
        get { pipeline.minimumSize }
        set {
            pipeline.minimumSize = newValue
            scheduleDisplay()
        }
    }
    /// The frame timer's rate while animations run.
    public var maximumFramesPerSecond = 60
    /// Called on the main actor just before a normal exit restores the terminal, e.g. to save
    /// state or hand messages to `printAfterExit(_:)`.
    public var willTerminate: (@MainActor () -> Void)?
    /// Whether the warnings UIKit would log (collected by `Diagnostics`) are printed on stderr
    /// after the terminal is restored; on by default, as UIKit logs them.
    public var printsDiagnosticsAfterExit = true

    private let pipeline: FramePipeline
    /// Where `performInBackground` runs work: private and serial, so work never lands on
    /// Swift's global pool and runs in the order asked.
    private let backgroundQueue = DispatchQueue(label: "DiffableTUI.Application.background")
    private var inputSources: [any DispatchSourceRead] = []
    private var frameTimer: (any DispatchSourceTimer)?
    /// Whether the frame timer exists (for tests).
    var isFrameTimerRunning: Bool { frameTimer != nil }
    private var isDisplayScheduled = false
    /// True while a turn that ends by displaying (input, frame tick) is running.
    private var isInTurn = false
    private var isRunning = false
    /// Set once the terminal is given back: nothing is read or drawn after that.
    private var hasEnded = false
    /// Resumed by `finish(returning:)` or `cancel()` while `run(returning:)` waits.
    private var pendingResult: CheckedContinuation<(any Sendable)?, Never>?

    /// A run loop for `backend`; time for animations comes from `clock`. The window starts in
    /// accessible mode when the environment asks for it (`DIFFABLETUI_ACCESSIBLE=1`, see
    /// <doc:AccessibleMode>).
    public init(backend: any InteractiveBackend, clock: any AnimationClock = SystemAnimationClock()) {
        self.backend = backend
        window = Window(size: backend.size, clock: clock)
        pipeline = FramePipeline(window: window, backend: backend)
        pipeline.frameLog = FrameLog.fromEnvironment()
        window.host = self
        window.isAccessibleModeEnabled = Accessibility.isRequestedByEnvironment
    }

    /// Shows the first frame and runs the main queue until `terminate(exitCode:)`;
    /// ``finish(returning:)`` then exits with status 0 and ``cancel()`` with status 1.
    public func run() -> Never {
        start()
        dispatchMain()
    }

    /// Shows the first frame and runs until the app calls ``finish(returning:)`` or
    /// ``cancel()``; then restores the terminal and returns the result, or `nil` when cancelled.
    ///
    /// The caller prints the result, so a shell tool's standard output holds nothing else:
    ///
    /// ```swift
    /// guard let choice = await app.run(returning: String.self) else { exit(1) }   // Esc
    /// print(choice)
    /// ```
    ///
    /// Ctrl-C, SIGTERM and the other signals still end the process (130 after Ctrl-C) once the
    /// terminal is restored, and ``terminate(exitCode:)`` still exits; `run(returning:)` only
    /// returns for a finish or a cancel. The main queue runs meanwhile, so call it from the
    /// main actor of a program whose top level awaits (an async `main`).
    ///
    /// - Precondition: the app finishes with a value of type `Result`; a value of another type
    ///   traps, naming both types.
    public func run<Result: Sendable>(returning resultType: Result.Type = Result.self) async -> Result? {
        let value = await withCheckedContinuation { continuation in
            pendingResult = continuation
            start()
        }
        guard let value else { return nil }
        guard let result = value as? Result else {
            preconditionFailure("finish(returning:) was given a \(type(of: value)), but run(returning:) expects a \(Result.self)")
        }
        return result
    }

    /// Ends a run with `result`: ``run(returning:)`` restores the terminal (leaving the last
    /// frame, brought up to date, where the backend keeps it) and returns `result`; under
    /// ``run()``, the process exits with status 0.
    public func finish<Result: Sendable>(returning result: Result) {
        end(with: result)
    }

    /// Ends a run without a result, as Esc does in a picker: ``run(returning:)`` restores the
    /// terminal and returns `nil`; under ``run()``, the process exits with status 1.
    public func cancel() {
        end(with: nil)
    }

    /// Restores the terminal, prints what was kept for after exit, and exits with `exitCode`.
    public func terminate(exitCode: Int32 = 0) {
        tearDown()
        exit(exitCode)
    }

    private func start() {
        precondition(!isRunning, "Application.run was called twice")
        isRunning = true
        for descriptor in backend.eventDescriptors {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler { [unowned self] in
                MainActor.assumeIsolated { self.readInput() }
            }
            source.resume()
            inputSources.append(source)
        }
        readInput()
        display()
        updateFrameTimer()
    }

    private func end(with result: (any Sendable)?) {
        guard let pendingResult else { return terminate(exitCode: result == nil ? 1 : 0) }
        self.pendingResult = nil
        display()
        tearDown()
        pendingResult.resume(returning: result)
    }

    /// Everything a normal exit does before the process ends or `run(returning:)` returns:
    /// `willTerminate`, the diagnostics, no more input or frames, the terminal given back.
    private func tearDown() {
        willTerminate?()
        if printsDiagnosticsAfterExit {
            for message in Diagnostics.drain() { backend.printAfterExit(message) }
        }
        hasEnded = true
        frameTimer?.cancel()
        frameTimer = nil
        inputSources.forEach { $0.cancel() }
        inputSources.removeAll()
        backend.stop()
    }

    /// Prints `message` on stderr once the terminal is restored, however the app exits.
    public func printAfterExit(_ message: String) {
        backend.printAfterExit(message)
    }

    /// Runs `action` on the main queue after `seconds` of real time.
    ///
    /// A timer that repeats reschedules itself from `action`. It uses the main dispatch queue, so
    /// it never wakes a thread of Swift's global pool.
    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, seconds)) {
            MainActor.assumeIsolated { action() }
        }
    }

    /// Runs `work` on the application's private serial queue, then `completion` with its result
    /// on the main actor.
    public func performInBackground<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, completion: @escaping @MainActor (Result) -> Void
    ) {
        backgroundQueue.async {
            let result = work()
            DispatchQueue.main.async {
                MainActor.assumeIsolated { completion(result) }
            }
        }
    }

    // MARK: WindowHost

    /// Schedules one render and present for the end of this turn of the main queue.
    public func windowNeedsDisplay(_ window: Window) {
        scheduleDisplay()
    }

    /// Starts the frame timer, if it is not running: it runs until the window has no running
    /// animations.
    public func windowNeedsAnimationFrames(_ window: Window) {
        updateFrameTimer()
    }

    // MARK: Turns of the run loop

    /// Reads everything that is pending, delivers it, and presents the result in the same turn.
    private func readInput() {
        guard !hasEnded else { return }
        isInTurn = true
        defer { isInTurn = false }
        let events = backend.readEvents()
        if backend.isDisconnected { terminate(exitCode: 1) }
        pipeline.deliver(events)
        guard !hasEnded else { return }
        display()
        updateFrameTimer()
    }

    private func scheduleDisplay() {
        pipeline.needsDisplay = true
        guard !isInTurn, !isDisplayScheduled else { return }
        isDisplayScheduled = true
        DispatchQueue.main.async { [unowned self] in
            MainActor.assumeIsolated {
                isDisplayScheduled = false
                guard !hasEnded else { return }
                if hasPendingInput { return readInput() }
                display()
                updateFrameTimer()
            }
        }
    }

    /// Starts the frame timer when animations run and cancels it the moment none do.
    private func updateFrameTimer() {
        if window.hasRunningAnimations && !hasEnded {
            guard frameTimer == nil else { return }
            let interval = DispatchTimeInterval.nanoseconds(1_000_000_000 / max(1, maximumFramesPerSecond))
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(1))
            timer.setEventHandler { [unowned self] in
                MainActor.assumeIsolated { self.frameTick() }
            }
            timer.resume()
            frameTimer = timer
        } else if let timer = frameTimer {
            timer.cancel()
            frameTimer = nil
        }
    }

    private func frameTick() {
        guard !hasEnded else { return }
        isInTurn = true
        defer { isInTurn = false }
        window.stepAnimations()
        if hasPendingInput { return readInput() }
        display()
        updateFrameTimer()
    }

    /// Whether input waits to be read: a frame about to be drawn takes it first (`readInput`
    /// delivers it and draws the frame), so a key pressed as a stream's line lands, or as a
    /// frame of an animation comes due, is in that frame. Otherwise the frame would show the
    /// screen before the key (a screen reader reads the new line out, then the key's sentence)
    /// and the key's own frame would follow.
    private var hasPendingInput: Bool {
        var descriptors = backend.eventDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard !descriptors.isEmpty else { return false }
        return poll(&descriptors, nfds_t(descriptors.count), 0) > 0
    }

    /// How long updates cut instead of animating after a frame found the terminal too slow.
    static let slowTerminalHold = 3.0

    /// Presents a frame if one is needed. A frame that took the terminal longer to accept than
    /// three frames last means it reads more slowly than animation frames come (a slow link):
    /// each frame would queue behind the last, and the screen would lag the app by ever more.
    /// Running transitions then cut to their end, and updates cut instead of animating until no
    /// frame has been slow for `slowTerminalHold` seconds, so the terminal gets the latest
    /// screen, not the frames in between. (Three frames, not one: a terminal busy for a moment,
    /// a pane redrawn beside it, is not a slow link.)
    private func display() {
        guard pipeline.displayIfNeeded() else { return }
        let frames = 3.0 / Double(max(1, maximumFramesPerSecond))
        guard backend.statistics.lastFrameWriteDuration > frames else { return }
        window.cutTransitions(for: Self.slowTerminalHold)
    }
}
