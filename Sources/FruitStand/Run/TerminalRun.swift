import DiffableTUI

/// Runs the app in the terminal: a live backend (the executable's `CursesBackend`), the real
/// clock, and a script played in real time for `--demo` and `--script`.
@MainActor
public final class TerminalRun: ScriptHost {
    public let app: Application
    let session: FruitStandSession
    private let recorder: FrameRecorder?
    private let backend: any RecordableBackend
    private let screenshotPath: String?

    /// Starts the app on `backend`; `recording` records the bytes the backend writes to the
    /// terminal, `screenshotPath` saves the last screen as SVG on exit.
    public init(backend: any RecordableBackend, configuration: FruitStandConfiguration,
                recording: AsciicastWriter? = nil, screenshotPath: String? = nil) {
        let clock = SystemAnimationClock()
        let recorder = recording.map { FrameRecorder(writer: $0, colorDepth: backend.colorDepth, clock: clock) }
        if let recorder {
            backend.outputHandler = { [unowned backend] bytes in recorder.recordOutput(bytes, size: backend.size) }
        }
        app = Application(backend: backend, clock: clock)
        self.backend = backend
        self.recorder = recorder
        self.screenshotPath = screenshotPath
        var configuration = configuration
        configuration.savesStateInBackground = true
        session = FruitStandApp.launch(in: app, configuration: configuration)
        app.willTerminate = { [unowned self] in finish() }
    }

    /// Runs until the user quits, or until `script` ends (then the app quits).
    public func run(script: Script?) -> Never {
        if let script {
            Task { @MainActor [self] in
                do throws(ScriptError) {
                    try await withTaskExecutorPreference(MainQueueExecutor.shared) { () async throws(ScriptError) in
                        try await ScriptPlayer(script: script, host: self).play()
                    }
                    session.quit()
                } catch {
                    app.printAfterExit(error.description)
                    app.terminate(exitCode: 1)
                }
            }
        }
        app.run()
    }

    /// Every normal way out: the state, the screenshot, the recording, the diagnostics.
    private func finish() {
        session.prepareForExit()
        if let screenshotPath {
            for warning in FruitStandApp.saveScreenshot(app.window.renderFrame(), to: screenshotPath) { app.printAfterExit(warning) }
        }
        if let recorder {
            // What stop() writes (leaving the screen) is not part of the session's picture.
            backend.outputHandler = nil
            for warning in recorder.close() { app.printAfterExit(warning) }
        }
    }

    // MARK: ScriptHost

    var now: Double { app.window.clock.now }

    var isIdle: Bool { !app.window.hasRunningAnimations }

    func press(_ key: Key) {
        app.window.send(.key(key))
    }

    /// A program cannot resize its terminal: the screen is shown at the size inside a frame.
    func resize(to size: Size) {
        session.stage.simulatedSize = size
    }

    func restoreSize() {
        session.stage.simulatedSize = nil
    }

    func screen() -> Buffer { app.window.renderFrame() }

    /// A live terminal draws SVG screenshots with the dark theme (its own theme is unknown).
    var screenshotTheme: TerminalTheme { .dark }

    func pass(_ seconds: Double) async {
        try? await MainQueueExecutor.sleep(for: .milliseconds(Int64((seconds * 1000).rounded())))
    }
}
