import DiffableTUI

/// The fruit stand app. This first cut proves the chain from keys to terminal: a title bar, a
/// list drawn by the terminal core, and a footer with the keys.
public enum FruitStandApp {
    public static let version = "0.1.0"
    /// Below this the terminal shows "terminal too small (needs 32x8)".
    public static let minimumSize = Size(width: 32, height: 8)

    static let fruits = [
        "🍎 Apples", "🍊 Oranges", "🍋 Lemons", "🍌 Bananas", "🍇 Grapes",
        "🍓 Strawberries", "🍐 Pears", "🍑 Peaches", "🍒 Cherries", "柿 Persimmons",
    ]

    /// What `--demo` plays: (seconds after the previous step, key), then it quits.
    static let demoScript: [(delay: Double, key: Key)] = [
        (0.8, .down), (0.4, .down), (0.4, .down), (0.4, .up), (0.4, .end), (0.6, .home), (0.8, .character("q")),
    ]

    /// Puts the app's screen in `host`'s window; with `demo`, also schedules the scripted demo.
    @MainActor
    public static func launch(in host: some ApplicationHost, demo: Bool = false) {
        host.minimumSize = minimumSize
        let screen = PlaceholderScreen(title: "Fruit Stand", items: fruits)
        screen.onQuit = { [unowned host] in host.terminate(exitCode: 0) }
        host.window.rootView = screen
        screen.becomeFirstResponder()
        guard demo else { return }
        var time = 0.0
        for step in demoScript {
            time += step.delay
            host.schedule(after: time) { [unowned host] in host.window.send(.key(step.key)) }
        }
    }
}
