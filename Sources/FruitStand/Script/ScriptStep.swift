import TUICore

/// One thing a script player does, with time made explicit: key presses and the pauses after
/// them are separate steps, and settings are already applied.
///
/// Both players run the same list. The real terminal sleeps through a `.pause` on the wall
/// clock; a headless run advances its manual clock by the pause, stepping animation frames as it
/// goes. Everything else happens instantly at the current time.
package struct ScriptStep: Hashable, Sendable {
    /// The script line the step came from.
    var line: Int
    package var action: Action

    package enum Action: Hashable, Sendable {
        /// Deliver one key event to the app.
        case press(Key)
        /// Let time pass (never zero).
        case pause(Duration)
        /// Resize the terminal (headless: the backend; real terminal: only if it can).
        case resize(Size)
        /// Back to the size the run started at.
        case restoreSize
        /// Write the current screen to `path`.
        case screenshot(path: String, format: ScreenshotFormat)
        /// Show `text` in the caption line; empty hides it.
        case caption(String)
        /// Keep running frames until `condition` holds; if `timeout` passes first, stop with
        /// `ScriptError(file:, line:, message: "timed out after … waiting for …")`.
        case wait(WaitCondition, timeout: Duration)
    }

    init(line: Int, action: Action) {
        self.line = line
        self.action = action
    }
}
