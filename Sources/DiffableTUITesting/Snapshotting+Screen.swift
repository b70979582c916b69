import SnapshotTesting

extension Snapshotting where Value == Buffer, Format == String {
    /// A screen as text and styles (`ScreenDump`), stored as a `.txt` golden file beside the
    /// test under `__Snapshots__`.
    ///
    /// ```swift
    /// assertSnapshot(of: driver.screen, as: .screen)
    /// ```
    public static var screen: Snapshotting {
        Snapshotting<String, String>.lines.pullback { ScreenDump($0).text }
    }

    /// A screen as text only, one line per row with trailing spaces removed: for tests that
    /// pin what the screen says and leave its colours free to change.
    public static var screenText: Snapshotting {
        Snapshotting<String, String>.lines.pullback { $0.lines().joined(separator: "\n") + "\n" }
    }
}

extension Snapshotting where Value == HeadlessDriver, Format == String {
    /// The driver's screen as text and styles, after rendering what is pending.
    @MainActor
    public static var screen: Snapshotting {
        Snapshotting<Buffer, String>.screen.pullback { driver in MainActor.assumeIsolated { driver.screen } }
    }

    /// The driver's screen as text only.
    @MainActor
    public static var screenText: Snapshotting {
        Snapshotting<Buffer, String>.screenText.pullback { driver in MainActor.assumeIsolated { driver.screen } }
    }
}
