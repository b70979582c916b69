/// Runs an app's window without a terminal, for tests and `--headless`: the same event, window
/// and frame path as `Application`, over a `HeadlessBackend` and a `ManualAnimationClock`.
///
/// Nothing happens on its own: `send(_:)` delivers events and presents one frame (as one turn
/// of the live run loop does), `advance(by:)` moves the clock frame by frame (1/60 s), stepping
/// animations, firing scheduled actions and presenting each frame.
///
/// ```swift
/// let driver = HeadlessDriver(size: Size(width: 80, height: 24))
/// driver.window.rootView = MyRootView()
/// driver.send(.key(.down), .key(.down))
/// driver.advance(by: 0.25)
/// #expect(driver.screenText.contains("Oranges"))
/// ```
@MainActor
public final class HeadlessDriver: ApplicationHost {
    /// The window the app's views go in, of the driver's size.
    public let window: Window
    /// The in-memory terminal: the last frame (`screen`), byte counts, and the output stream when
    /// `recordsOutput` is on.
    public let backend: HeadlessBackend
    /// Virtual time, which moves only in ``advance(by:)`` and ``runUntilIdle(limit:)``.
    public let clock: ManualAnimationClock
    /// Below this size the screen says `terminal too small (needs WxH)` instead of drawing the
    /// window; 1x1 by default.
    public var minimumSize: Size {
        get { pipeline.minimumSize }
        set {
            pipeline.minimumSize = newValue
            pipeline.displayIfNeeded()
        }
    }
    /// Frames per second of virtual time in `advance(by:)`.
    public var framesPerSecond = 60
    /// When true, every presented frame is kept in `frames`.
    public var recordsFrames = false
    /// Every frame presented since ``recordsFrames`` was turned on, in order: a tape to check an
    /// animation frame by frame.
    public private(set) var frames: [Buffer] = []
    /// Set by `terminate(exitCode:)`; 0 after ``finish(returning:)``, 1 after ``cancel()``.
    public private(set) var exitCode: Int32?
    /// What the app gave ``finish(returning:)``; `nil` until then, and after ``cancel()``.
    public private(set) var result: (any Sendable)?
    /// Whether the app called ``terminate(exitCode:)``, ``finish(returning:)`` or ``cancel()``:
    /// a test's signal that it quit, and the point where ``runUntilIdle(limit:)`` stops.
    public var isTerminated: Bool { exitCode != nil }
    /// What `printAfterExit(_:)` was given, in order.
    public private(set) var messagesAfterExit: [String] = []
    /// How long the work handed to ``performInBackground(_:completion:)`` has taken, all told.
    ///
    /// Headless, that work runs at once, inside the call that asked for it (a `send`, say);
    /// live, it runs on another thread. So the time a `send` takes, less what this grew by
    /// meanwhile, is what the main thread itself spent: how long a live app would not answer.
    public private(set) var backgroundWorkDuration: Duration = .zero
    /// Every announcement shown in accessible mode (``Window/isAccessibleModeEnabled``), in
    /// order, with the time on the driver's clock: what a screen reader would have said
    /// (see <doc:AccessibleMode>).
    public private(set) var announcements: [Announcement] = []
    /// How many of ``announcements`` `takeAnnouncements()` (DiffableTUITesting) handed out.
    package var announcementsTaken = 0

    private let pipeline: FramePipeline
    private var scheduled: [(time: Double, order: Int, action: @MainActor () -> Void)] = []
    private var scheduleCounter = 0

    /// A driver with a blank screen of `size` that resolves colours for `colorDepth`, its clock at
    /// the time of `clock` (0 by default).
    public init(size: Size = Size(width: 80, height: 24), colorDepth: ColorDepth = .truecolor,
                clock: ManualAnimationClock = ManualAnimationClock()) {
        self.clock = clock
        backend = HeadlessBackend(size: size, colorDepth: colorDepth)
        window = Window(size: size, clock: clock)
        pipeline = FramePipeline(window: window, backend: backend)
        window.host = self
        window.onAnnouncement = { [unowned self] text in
            announcements.append(Announcement(text: text, time: clock.now))
        }
    }

    /// The frame on screen. Renders first if anything is pending.
    public var screen: Buffer {
        displayIfNeeded()
        return backend.screen
    }

    /// The frame on screen as text, one line per row, trailing spaces removed. Renders first
    /// if anything is pending.
    public var screenText: String {
        screenLines.joined(separator: "\n")
    }

    /// The rows of `screenText`.
    public var screenLines: [String] {
        displayIfNeeded()
        return backend.screen.lines()
    }

    /// Delivers `events` as one read of the terminal would, then presents one frame. A
    /// `.resize` also resizes the backend's screen.
    public func send(_ events: [Event]) {
        for event in events {
            if case .resize(let size) = event {
                backend.resize(to: size)
            } else {
                backend.enqueue(event)
            }
        }
        pipeline.deliver(backend.readEvents())
        displayIfNeeded()
    }

    /// Delivers `events` as one read of the terminal, then presents one frame.
    public func send(_ events: Event...) {
        send(events)
    }

    /// Moves the clock forward by `seconds` in steps of one frame; at each step runs due
    /// scheduled actions, steps running animations and presents the frame if anything changed.
    /// A remainder shorter than a frame moves the clock without a frame step.
    public func advance(by seconds: Double) {
        let origin = clock.now
        let rate = Double(max(1, framesPerSecond))
        let steps = Int((seconds * rate + 1e-9).rounded(.down))
        // Frame times are computed from the origin, not accumulated, so they do not drift.
        for index in stride(from: 1, through: steps, by: 1) {
            step(to: origin + Double(index) / rate)
        }
        if origin + seconds - clock.now > 1e-9 {
            clock.advance(by: origin + seconds - clock.now)
            runDueActions()
            displayIfNeeded()
        }
    }

    /// Advances frame by frame until nothing is animating or scheduled, the app terminated, or
    /// `limit` seconds passed.
    ///
    /// - Returns: the seconds of virtual time that passed.
    @discardableResult
    public func runUntilIdle(limit: Double = 600) -> Double {
        let start = clock.now
        let rate = Double(max(1, framesPerSecond))
        var frames = 0
        displayIfNeeded()
        while !isTerminated, window.hasRunningAnimations || !scheduled.isEmpty, clock.now - start < limit {
            frames += 1
            step(to: start + Double(frames) / rate)
        }
        return clock.now - start
    }

    /// Presents a frame now if the window asked for one.
    public func displayIfNeeded() {
        guard pipeline.displayIfNeeded() else { return }
        if recordsFrames { frames.append(backend.screen) }
    }

    // MARK: ApplicationHost

    /// Records `exitCode` (the first one, if called twice) and ends ``runUntilIdle(limit:)``;
    /// nothing exits.
    public func terminate(exitCode: Int32 = 0) {
        if self.exitCode == nil { self.exitCode = exitCode }
    }

    /// Keeps `result` in ``result`` and records exit status 0 (the first end counts, if the app
    /// ends twice); nothing exits.
    public func finish<Result: Sendable>(returning result: Result) {
        guard exitCode == nil else { return }
        exitCode = 0
        self.result = result
    }

    /// Records exit status 1 and no result (the first end counts); nothing exits.
    public func cancel() {
        terminate(exitCode: 1)
    }

    /// Keeps `message` in ``messagesAfterExit``.
    public func printAfterExit(_ message: String) {
        messagesAfterExit.append(message)
    }

    /// Runs `action` when virtual time reaches `seconds` from now, during ``advance(by:)`` or
    /// ``runUntilIdle(limit:)``; actions due at the same time run in the order scheduled.
    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
        scheduleCounter += 1
        scheduled.append((clock.now + max(0, seconds), scheduleCounter, action))
    }

    /// Runs `work` at once, and `completion` with its result on the next step of the clock, so that
    /// a test sees the same order of events on every run; ``backgroundWorkDuration`` adds up
    /// the time `work` takes.
    public func performInBackground<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, completion: @escaping @MainActor (Result) -> Void
    ) {
        let start = ContinuousClock.now
        let result = work()
        backgroundWorkDuration += .now - start
        schedule(after: 0) { completion(result) }
    }

    /// Marks a frame as pending: the next ``send(_:)-([Event])``, clock step or read of the screen presents it.
    public func windowNeedsDisplay(_ window: Window) {
        pipeline.needsDisplay = true
    }

    /// Does nothing: the clock steps animations only as ``advance(by:)`` moves it.
    public func windowNeedsAnimationFrames(_ window: Window) {}

    // MARK: Frames

    private func step(to time: Double) {
        clock.advance(by: time - clock.now)
        runDueActions()
        if window.hasRunningAnimations {
            window.stepAnimations()
        }
        displayIfNeeded()
    }

    private func runDueActions() {
        while !isTerminated {
            let now = clock.now + 1e-9
            guard let next = scheduled.indices.filter({ scheduled[$0].time <= now })
                .min(by: { (scheduled[$0].time, scheduled[$0].order) < (scheduled[$1].time, scheduled[$1].order) })
            else { return }
            let action = scheduled.remove(at: next).action
            action()
        }
    }
}

extension HeadlessDriver {
    /// An announcement of accessible mode, as the headless driver recorded it.
    public struct Announcement: Hashable, Sendable, CustomStringConvertible {
        /// The sentence, as shown on the window's announcement row.
        public var text: String
        /// When it was shown, in seconds on the driver's clock.
        public var time: Double

        /// An announcement of `text` at `time`.
        public init(text: String, time: Double) {
            self.text = text
            self.time = time
        }

        /// The text.
        public var description: String { text }
    }
}
