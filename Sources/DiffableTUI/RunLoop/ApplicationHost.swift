/// What runs an app's window: the live terminal `Application`, or the `HeadlessDriver` used by
/// tests and `--headless`. App code written against this runs unchanged in both.
@MainActor
public protocol ApplicationHost: WindowHost {
    /// The window the app puts its views in (`window.rootView = ...`).
    var window: Window { get }
    /// Below this size the screen shows "terminal too small (needs WxH)" instead of the window,
    /// until the terminal grows again.
    var minimumSize: Size { get set }
    /// Ends the app: the live host restores the terminal and exits the process with
    /// `exitCode`; the headless driver stops and records it.
    func terminate(exitCode: Int32)
    /// Prints `message` on stderr once the terminal is back to normal (nothing may be printed
    /// while the app owns the screen).
    func printAfterExit(_ message: String)
    /// Runs `action` on the main actor after `seconds`: on the real clock live, on the manual
    /// clock headless (as `advance(by:)` passes that time).
    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void)
}
