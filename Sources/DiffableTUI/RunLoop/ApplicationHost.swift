/// What runs an app's window: the live terminal `Application`, or the `HeadlessDriver` used by
/// tests and `--headless`. App code written against this runs unchanged in both.
@MainActor
public protocol ApplicationHost: WindowHost {
    /// The window the app puts its views in (`window.rootView = ...`).
    var window: Window { get }
    /// Below this size the screen shows "terminal too small: WxH (needs WxH)" instead of the window,
    /// until the terminal grows again.
    var minimumSize: Size { get set }
    /// Ends the app: the live host restores the terminal and exits the process with
    /// `exitCode`; the headless driver stops and records it.
    func terminate(exitCode: Int32)
    /// Ends the app with `result`, as a shell tool does when the user chooses: the live host
    /// restores the terminal and `Application.run(returning:)` returns `result` (under
    /// `run()`, the process exits with status 0); the headless driver stops and keeps it.
    func finish<Result: Sendable>(returning result: Result)
    /// Ends the app without a result, as a shell tool does on Esc: the live host restores the
    /// terminal and `Application.run(returning:)` returns `nil` (under `run()`, the process
    /// exits with status 1); the headless driver stops and records status 1.
    func cancel()
    /// Prints `message` on stderr once the terminal is back to normal (nothing may be printed
    /// while the app owns the screen).
    func printAfterExit(_ message: String)
    /// Runs `action` on the main actor after `seconds`: on the real clock live, on the manual
    /// clock headless (as `advance(by:)` passes that time).
    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void)
    /// Runs `work` off the main thread, then `completion` with its result on the main actor:
    /// work that may take longer than a frame (reading a large file, building a million rows)
    /// without the screen ever stopping to answer.
    ///
    /// Live, `work` runs on the application's private serial queue, one job at a time in the
    /// order asked, never on Swift's global pool (a job there starts a libdispatch timer that
    /// wakes the process every second for good). Headless, `work` runs at once and
    /// `completion` on the next step of the manual clock, so a test sees exactly the same
    /// order of events on every run.
    func performInBackground<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, completion: @escaping @MainActor (Result) -> Void)
}
