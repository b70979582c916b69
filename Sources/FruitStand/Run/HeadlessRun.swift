import DiffableTUI

/// Runs the app without a terminal (`--headless`): a `HeadlessDriver` on a manual clock,
/// stepped frame by frame (the fetch's wait and loading go through the same host), so a run is
/// exact, reproducible and as fast as the machine allows.
@MainActor
public final class HeadlessRun: ScriptHost {
    public let driver: HeadlessDriver
    /// The size the run started at, which `Resize full` goes back to.
    let initialSize: Size
    let session: FruitStandSession
    private let recorder: FrameRecorder?
    /// Receives every frame presented (`--frames`).
    private let onFrame: ((Buffer) -> Void)?
    private var framesSeen = 0

    /// What a finished run leaves: its exit status, its last screen, and the messages to print
    /// on stderr.
    public struct Outcome {
        public var exitCode: Int32
        public var screen: Buffer
        public var messages: [String]
    }

    /// What a run without a script does: wait for the stand, then for the animations.
    static let untilSettled = (try? Script(parsing: "Wait Loaded\nWait Idle\n", name: "headless")) ?? Script(name: "headless", commands: [])

    public init(size: Size, colorDepth: ColorDepth, configuration: FruitStandConfiguration,
                recording: AsciicastWriter? = nil, onFrame: ((Buffer) -> Void)? = nil) {
        let driver = HeadlessDriver(size: size, colorDepth: colorDepth)
        initialSize = size
        self.driver = driver
        recorder = recording.map { FrameRecorder(writer: $0, colorDepth: colorDepth, clock: driver.clock) }
        self.onFrame = onFrame
        session = FruitStandApp.launch(in: driver, configuration: configuration)
        driver.displayIfNeeded()
        takeFrames()
    }

    /// Plays `script` (or waits for the stand to load) and ends the run.
    public func run(script: Script?) async -> Outcome {
        var failure: [String] = []
        do {
            try await ScriptPlayer(script: script ?? Self.untilSettled, host: self).play()
        } catch {
            failure = [error.description]
        }
        session.prepareForExit()
        var messages = driver.messagesAfterExit + Diagnostics.drain() + failure
        if let recorder { messages += recorder.close() }
        let code = failure.isEmpty ? (driver.exitCode ?? 0) : 1
        return Outcome(exitCode: code, screen: driver.screen, messages: messages)
    }

    // MARK: ScriptHost

    var now: Double { driver.clock.now }

    public var isIdle: Bool { !driver.window.hasRunningAnimations }

    /// The terminal theme SVG screenshots are drawn with (`--theme`).
    public var screenshotTheme: TerminalTheme = .dark

    /// The state the app would save now (what the state file holds once it is at rest).
    public var state: AppState { session.currentState() }

    func press(_ key: Key) {
        driver.send(.key(key))
        takeFrames()
    }

    func resize(to size: Size) {
        driver.send(.resize(size))
        takeFrames()
    }

    func restoreSize() {
        resize(to: initialSize)
    }

    func screen() -> Buffer { driver.screen }

    func pass(_ seconds: Double) async {
        let frame = 1.0 / Double(driver.framesPerSecond)
        var remaining = seconds
        while remaining > 1e-9, !session.hasQuit {
            let step = min(frame, remaining)
            driver.advance(by: step)
            takeFrames()
            remaining -= step
        }
    }

    /// Hands the frames presented since the last look to the recorder and `onFrame`.
    private func takeFrames() {
        let presented = driver.backend.statistics.framesPresented
        guard presented != framesSeen else { return }
        framesSeen = presented
        let screen = driver.backend.screen
        recorder?.record(screen)
        onFrame?(screen)
    }
}
