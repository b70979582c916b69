import DiffableTUI

/// What a script plays against: the real terminal (real time) or a headless driver (a
/// manual clock). The player only presses keys, lets time pass and looks at the screen.
@MainActor
protocol ScriptHost: AnyObject {
    var session: FruitStandSession { get }
    /// Seconds on the clock animations run on.
    var now: Double { get }
    /// Whether nothing is animating (the spinner counts).
    var isIdle: Bool { get }
    func press(_ key: Key)
    func resize(to size: Size)
    /// Back to the size the run started at.
    func restoreSize()
    /// The screen as the user sees it now.
    func screen() -> Buffer
    /// The theme `Screenshot` draws SVG images with.
    var screenshotTheme: TerminalTheme { get }
    /// Lets `seconds` pass: animations step, the fetch may arrive.
    func pass(_ seconds: Double) async
}
