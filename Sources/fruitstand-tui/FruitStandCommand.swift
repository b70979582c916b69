import ArgumentParser
import FruitStand

/// The command line of `fruitstand-tui`.
struct FruitStandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fruitstand-tui",
        abstract: "A fruit stand in your terminal: UIKit-style diffable lists, animated.",
        discussion: """
            Keys: ↑/↓ or j/k move, Home/End jump, q or Esc quits.

            Exit status: 0 after quitting; 2 when the terminal cannot be used; 64 for a usage \
            error; 128+N when killed by signal N. The terminal is restored in every case.
            """,
        version: FruitStandApp.version
    )

    @Flag(help: "Render without a terminal and print the final screen as text.")
    var headless = false

    @Option(help: ArgumentHelp("Screen size for --headless.", valueName: "WxH"))
    var size: ScreenSize?

    @Flag(help: "Play the scripted demo, then quit.")
    var demo = false

    /// Crashes (fatalError) on a key the app does not use: proves a trap restores the terminal.
    @Flag(help: .hidden)
    var debugCrash = false

    /// Writes to stdout and asks for a message after exit while the screen is up: proves
    /// neither reaches the screen and both are printed once the terminal is restored.
    @Flag(help: .hidden)
    var debugPrint = false

    /// Slides a marker across the screen for this many seconds: exercises the live frame timer.
    @Option(help: .hidden)
    var debugAnimate: Double?

    /// Prints the backend's counters (frames, cells, bytes) after exit.
    @Flag(help: .hidden)
    var debugStats = false

    func validate() throws {
        if size != nil && !headless {
            throw ValidationError("--size only applies with --headless; a terminal has its own size.")
        }
    }
}

/// A `WxH` screen size, e.g. `80x24`.
struct ScreenSize: ExpressibleByArgument {
    var width: Int
    var height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...1000).contains(width), (1...1000).contains(height) else { return nil }
        self.width = width
        self.height = height
    }
}
