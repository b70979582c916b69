import ArgumentParser
import DiffableTUI
import FruitStand

/// The command line of `fruitstand-tui`.
struct FruitStandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fruitstand-tui",
        abstract: "A fruit stand in your terminal: UIKit's diffable data sources, compositional layout and cell registrations, animated.",
        discussion: """
            Keys: Tab switches between the sidebar and the fruit; arrows move; Enter shows or selects; \
            a add, d delete, u undo, U redo, s shuffle, + and - stock, R reload a card, D reload every \
            card, i inspect the reuse queues, w weather, r refetch, / filter, Esc clear the filter or \
            close the drawer (never quits), ? every key, q quit.

            Examples:
              fruitstand-tui --seed 7 --weather good
              fruitstand-tui --demo
              fruitstand-tui --headless --size 120x40 --screenshot stand.svg
              fruitstand-tui --script tour.tape --headless --record tour.cast

            Exit status: 0 after quitting; 1 when a script fails at run time; 2 for a bad command \
            line, a bad file or an unusable terminal (one line on stderr); 128+N when killed by \
            signal N. The terminal is restored in every case.
            """,
        version: FruitStandApp.version
    )

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The seed for the stand, the weather of each fetch, added fruit and shuffles (default: drawn for each launch; ? shows it). Example: --seed 42",
            valueName: "N"),
        transform: { try WholeNumber.parse($0, in: 0...UInt64.max) })
    var seed: UInt64?

    @Option(help: ArgumentHelp(
        "good, bad, or random: bad one fetch in three, as in the seed (default: random; good for --demo). Example: --weather bad",
        valueName: "good|bad|random"))
    var weather: WeatherChoice?

    @Option(help: ArgumentHelp(
        "Load the stand from a JSON file (see docs/fruitstand-data.md). Example: --inventory stand.json",
        valueName: "FILE.json"))
    var inventory: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Generate N fruit instead of the built-in eleven, up to 10000000; scrolling stays instant. Example: --items 1000000",
            valueName: "N"),
        transform: { try WholeNumber.parse($0, in: 0...10_000_000) })
    var items: Int?

    @Flag(help: ArgumentHelp(
        "Neither restore nor save the sidebar, selection and focused pane ($XDG_STATE_HOME/fruitstand-tui/state.json). Example: --no-restore"))
    var noRestore = false

    @Flag(help: ArgumentHelp("Apply every change as a cut, without animation. Example: --no-animation"))
    var noAnimation = false

    @Flag(help: ArgumentHelp(
        "Screen-reader mode: the cursor follows the focus, changes are announced on the top rows, no animation (also DIFFABLETUI_ACCESSIBLE=1). Example: --accessible"))
    var accessible = false

    @Flag(help: ArgumentHelp("Play the built-in demo, with captions, then quit. Example: --demo"))
    var demo = false

    @Option(help: ArgumentHelp(
        "Play a script of commands like Down 3, Type \"fu\", Sleep 300ms (see docs/fruitstand-data.md), then quit. Example: --script tour.tape",
        valueName: "FILE"))
    var script: String?

    @Flag(help: ArgumentHelp(
        "Run without a terminal, on a simulated clock, and print the final screen as text. Example: --headless --demo"))
    var headless = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The screen size for --headless (default 80x24), each side 1 to 1000. Example: --size 120x40",
                           valueName: "WxH"),
        transform: { try ScreenSize.parse($0) })
    var size: ScreenSize?

    @Flag(help: ArgumentHelp(
        "With --headless, print every frame, each followed by a line holding only a form feed. Example: --headless --demo --frames"))
    var frames = false

    @Option(help: ArgumentHelp(
        "With --headless, the terminal's colours: 8, 16, 256 or truecolor (default truecolor; NO_COLOR gives none). Example: --colors 16",
        valueName: "8|16|256|truecolor"))
    var colors: ColorChoice?

    @Option(help: ArgumentHelp(
        "With --headless, the terminal theme SVG screenshots are drawn with: dark or light (default dark). Example: --theme light",
        valueName: "dark|light"))
    var theme: ThemeChoice?

    @Option(help: ArgumentHelp("Save the final screen as an SVG image (or text, for .txt). Example: --screenshot stand.svg",
                               valueName: "FILE.svg"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Record the session as an asciicast v2 file for asciinema play. Example: --record demo.cast",
                               valueName: "FILE.cast"))
    var record: String?

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

    /// Makes each state save pause for 2 s half-way through its temporary file, so that a
    /// test can kill the app mid-write for certain.
    @Flag(help: .hidden)
    var debugSlowSave = false

    func validate() throws {
        if size != nil && !headless {
            throw ValidationError("--size only applies with --headless; a terminal has its own size")
        }
        if frames && !headless {
            throw ValidationError("--frames only applies with --headless")
        }
        if colors != nil && !headless {
            throw ValidationError("--colors only applies with --headless; a terminal has its own colours")
        }
        if theme != nil && !headless {
            throw ValidationError("--theme only applies with --headless, to its SVG screenshots")
        }
        if demo && script != nil {
            throw ValidationError("--demo and --script both play a script; choose one")
        }
        if inventory != nil && items != nil {
            throw ValidationError("--inventory and --items both set the stand; choose one")
        }
        if let screenshot, ScreenshotFormat(path: screenshot) == nil {
            throw ValidationError("--screenshot needs a file ending in .svg or .txt, got '\(screenshot)'")
        }
    }
}

/// The value of `--weather`.
struct WeatherChoice: ExpressibleByArgument {
    var option: WeatherOption

    init?(argument: String) {
        guard let option = WeatherOption(rawValue: argument.lowercased()) else { return nil }
        self.option = option
    }

    static var allValueStrings: [String] { WeatherOption.allCases.map(\.rawValue) }
}

/// A `WxH` screen size, e.g. `80x24`.
struct ScreenSize {
    var width: Int
    var height: Int

    /// The sizes a side may have.
    static let sides = 1...1000

    /// `text` as a size.
    ///
    /// - Throws: `ValidationError` saying what a size is and the range of its sides;
    ///   ArgumentParser puts the option and the value before it ("The value '0x0' is invalid
    ///   for '--size <WxH>': each side must be from 1 to 1000, as in 80x24").
    static func parse(_ text: String) throws -> ScreenSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw ValidationError("a size is a width and a height, as in 80x24")
        }
        guard sides.contains(width), sides.contains(height) else {
            throw ValidationError("each side must be from \(sides.lowerBound) to \(sides.upperBound), as in 80x24")
        }
        return ScreenSize(width: width, height: height)
    }
}

/// The value of `--colors`.
struct ColorChoice: ExpressibleByArgument {
    var depth: ColorDepth

    init?(argument: String) {
        switch argument.lowercased() {
        case "8": depth = .ansi8
        case "16": depth = .ansi16
        case "256": depth = .indexed256
        case "truecolor", "24bit": depth = .truecolor
        default: return nil
        }
    }

    static var allValueStrings: [String] { ["8", "16", "256", "truecolor"] }
}

/// The value of `--theme`.
struct ThemeChoice: ExpressibleByArgument {
    var theme: TerminalTheme

    init?(argument: String) {
        switch argument.lowercased() {
        case "dark": theme = .dark
        case "light": theme = .light
        default: return nil
        }
    }

    static var allValueStrings: [String] { ["dark", "light"] }
}
