import TUICore

/// What a script command does. `Script.steps()` turns these into the timed steps a player runs.
package enum ScriptAction: Hashable, Sendable {
    /// Press `key` `count` times (`Down 3`, `Enter`, `Key a`, `Ctrl+C`); each press is followed by
    /// `delay`, or the current typing speed when nil (`Down@200ms 3`).
    case press(Key, count: Int, delay: Duration?)
    /// Type each character of the text as a key press (`Type "fu"`), each followed by `delay` or
    /// the typing speed; a line feed is Enter and a tab is Tab.
    case type(String, delay: Duration?)
    /// Do nothing for a while (`Sleep 300ms`); animations and the fetch carry on.
    case sleep(Duration)
    /// Resize the terminal (`Resize 60x20`); in a real terminal, only the headless screen or a
    /// terminal that accepts resize requests can follow.
    case resize(Size)
    /// Back to the size the run started at (`Resize full`): the whole terminal again.
    case restoreSize
    /// Save the current screen (`Screenshot out.svg`, `Screenshot out.txt`); a relative path is
    /// relative to the working directory.
    case screenshot(path: String, format: ScreenshotFormat)
    /// Set the caption line under the screen (`Caption "apply(snapshot) · 3 inserts"`); an empty
    /// caption (`Caption` alone) hides it.
    case caption(String)
    /// Wait until `condition` holds, failing the run after `timeout` (or the current wait
    /// timeout when nil): `Wait`, `Wait Loaded`, `Wait@5s Idle`, `Wait /Fuji/`.
    case wait(WaitCondition, timeout: Duration?)
    /// Change a setting from this line on (`Set TypingSpeed 50ms`).
    case set(ScriptSetting)
}
