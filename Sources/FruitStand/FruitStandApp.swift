import DiffableTUI

/// The fruit stand app: seed 000's fruit stand beside seed 001's sidebar in a split view,
/// with seed 002's badges, on iOS 15 diffable semantics (seed 003) and registration by type
/// (seed 004).
public enum FruitStandApp {
    public static let version = "1.0.0"
    /// Below this the terminal shows "terminal too small: WxH (needs 40x12)".
    public static let minimumSize = Size(width: 40, height: 12)

    /// Puts the app's screen in `host`'s window and starts fetching the stand. Keep the
    /// returned session alive for as long as the app runs.
    ///
    /// Opts in to the library's malloc tuning for large snapshots first
    /// (`MallocTuning.reuseFreedMemory()`: a million-item snapshot's copies reuse freed memory
    /// instead of faulting in fresh pages), so the live and the headless runs allocate alike.
    /// With `configuration.isAccessible` the window is in accessible mode from the first frame.
    @MainActor
    static func launch(in host: some ApplicationHost, configuration: FruitStandConfiguration) -> FruitStandSession {
        MallocTuning.reuseFreedMemory()
        if configuration.isAccessible { host.window.isAccessibleModeEnabled = true }
        let session = FruitStandSession(host: host, configuration: configuration)
        // The first words: the app's name and what it does first (the sidebar's first rows and
        // the fetch are under way); the focused row is described with them.
        host.window.post(notification: .announcement, argument: "Fruit Stand, fetching the stand")
        return session
    }
}
