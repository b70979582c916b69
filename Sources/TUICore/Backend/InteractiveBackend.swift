/// A backend attached to a live terminal, driven by a run loop that waits for its descriptors
/// to become readable instead of polling.
@MainActor
public protocol InteractiveBackend: Backend {
    /// Descriptors that become readable when `readEvents()` has something to return (the
    /// terminal's input, the pipe signal handlers write to).
    var eventDescriptors: [Int32] { get }
    /// True once the terminal has gone away (hang-up); the run loop then exits.
    var isDisconnected: Bool { get }
    /// Prints `message` on stderr once the terminal is restored, whichever way the app exits.
    func printAfterExit(_ message: String)
    /// Gives the terminal back as it was found and prints what was kept for after exit.
    /// Idempotent.
    func stop()
}
