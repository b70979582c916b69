import Dispatch

#if canImport(Glibc)
import Glibc
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
@MainActor
public final class Application: ApplicationHost {
    public let window: Window
    public let backend: any InteractiveBackend
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

    /// A run loop for `backend`; time for animations comes from `clock`.
    public init(backend: any InteractiveBackend, clock: any AnimationClock = SystemAnimationClock()) {
        self.backend = backend
        window = Window(size: backend.size, clock: clock)
        pipeline = FramePipeline(window: window, backend: backend)
        window.host = self
    }

    /// Shows the first frame and runs the main queue until `terminate(exitCode:)`.
    public func run() -> Never {
        for descriptor in backend.eventDescriptors {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler { [unowned self] in
                MainActor.assumeIsolated { self.readInput() }
            }
            source.resume()
            inputSources.append(source)
        }
        readInput()
        pipeline.displayIfNeeded()
        updateFrameTimer()
        dispatchMain()
    }

    /// Restores the terminal, prints what was kept for after exit, and exits with `exitCode`.
    public func terminate(exitCode: Int32 = 0) {
        willTerminate?()
        if printsDiagnosticsAfterExit {
            for message in Diagnostics.drain() { backend.printAfterExit(message) }
        }
        frameTimer?.cancel()
        inputSources.forEach { $0.cancel() }
        backend.stop()
        exit(exitCode)
    }

    public func printAfterExit(_ message: String) {
        backend.printAfterExit(message)
    }

    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, seconds)) {
            MainActor.assumeIsolated { action() }
        }
    }

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

    public func windowNeedsDisplay(_ window: Window) {
        scheduleDisplay()
    }

    public func windowNeedsAnimationFrames(_ window: Window) {
        updateFrameTimer()
    }

    // MARK: Turns of the run loop

    /// Reads everything that is pending, delivers it, and presents the result in the same turn.
    private func readInput() {
        isInTurn = true
        defer { isInTurn = false }
        let events = backend.readEvents()
        if backend.isDisconnected { terminate(exitCode: 1) }
        pipeline.deliver(events)
        pipeline.displayIfNeeded()
        updateFrameTimer()
    }

    private func scheduleDisplay() {
        pipeline.needsDisplay = true
        guard !isInTurn, !isDisplayScheduled else { return }
        isDisplayScheduled = true
        DispatchQueue.main.async { [unowned self] in
            MainActor.assumeIsolated {
                isDisplayScheduled = false
                pipeline.displayIfNeeded()
                updateFrameTimer()
            }
        }
    }

    /// Starts the frame timer when animations run and cancels it the moment none do.
    private func updateFrameTimer() {
        if window.hasRunningAnimations {
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
        isInTurn = true
        defer { isInTurn = false }
        window.stepAnimations()
        pipeline.displayIfNeeded()
        updateFrameTimer()
    }
}
