import ArgumentParser
import Dispatch
import DiffableTUI
import FruitStand

#if canImport(Glibc)
import Glibc
#endif

// The executable parses the command line, checks every input file before the screen starts,
// and hands over to the app's terminal or headless run.

/// Writes one line on stderr.
func printError(_ line: String) {
    let text = line + "\n"
    _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

/// A bad command line or input file: one line, exit status 2.
func fail(_ line: String) -> Never {
    printError(line.hasPrefix("fruitstand-tui: ") ? line : "fruitstand-tui: " + line)
    exit(2)
}

let options: FruitStandCommand
do {
    options = try FruitStandCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if FruitStandCommand.exitCode(for: error) == .success {
        print(FruitStandCommand.fullMessage(for: error))
        exit(0)
    }
    let message = FruitStandCommand.message(for: error)
    let first = message.split(separator: "\n").first.map(String.init) ?? message
    fail(first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first)
}

let source: InventorySource
if let path = options.inventory {
    do throws(InventoryError) {
        // A file that reads in a blink is read now, so that its errors come before the screen
        // starts; a larger one is read by the app, with its progress on screen.
        let size = try Inventory.fileSize(path)
        let preloaded = size <= Inventory.upFrontSizeLimit ? try Inventory.load(contentsOf: path) : nil
        source = .file(path: path, preloaded: preloaded)
    } catch {
        fail(error.description)
    }
} else if let count = options.items {
    source = .generated(count: count)
} else {
    source = .builtIn
}

let script: Script?
do throws(ScriptError) {
    if options.demo {
        script = try FruitStandApp.demoScript()
    } else if let path = options.script {
        script = try Script(contentsOf: path)
    } else {
        script = nil
    }
} catch {
    fail(error.description)
}

if let path = options.screenshot, let problem = FruitStandApp.screenshotPathProblem(path) {
    fail(problem)
}

let isScripted = script != nil
// The caption line appears for scripts that caption what they do (the demo does).
let captions = script?.showsCaptions ?? false
var configuration = FruitStandConfiguration(
    seed: options.seed ?? FruitStandConfiguration.launchSeed(),
    weather: options.weather?.option ?? (options.demo ? .good : .random),
    source: source,
    showsCaptions: captions)
// --accessible, or DIFFABLETUI_ACCESSIBLE=1 (which a live Application also reads itself).
configuration.isAccessible = options.accessible || Accessibility.isRequestedByEnvironment
if options.noAnimation {
    // The library's reduced-motion switch: every update becomes a cut, outlines included.
    View.setAnimationsEnabled(false)
}
if !options.noRestore, !options.headless, !isScripted, let directory = StateStore.defaultDirectory() {
    var store = StateStore(directory: directory)
    if options.debugSlowSave { store.pauseMidWrite(for: 2) }
    configuration.stateStore = store
}

if options.headless {
    let size = options.size.map { Size(width: $0.width, height: $0.height) } ?? Size(width: 80, height: 24)
    let noColor = !(getenv("NO_COLOR").map { String(cString: $0) } ?? "").isEmpty
    var recording: AsciicastWriter?
    if let path = options.record {
        do {
            recording = try AsciicastWriter(path: path, size: size)
        } catch {
            fail(error.description)
        }
    }
    let printsFrames = options.frames
    let colorDepth: ColorDepth = noColor ? .monochrome : options.colors?.depth ?? .truecolor
    let theme = options.theme?.theme ?? .dark
    let run = HeadlessRun(size: size, colorDepth: colorDepth, configuration: configuration,
                          recording: recording,
                          onFrame: printsFrames ? { frame in print(frame.lines().joined(separator: "\n") + "\n\u{0C}") } : nil)
    run.screenshotTheme = theme
    Task { @MainActor in
        let outcome = await run.run(script: script)
        if !printsFrames { print(outcome.screen.lines().joined(separator: "\n")) }
        let messages = outcome.messages
            + (options.screenshot.map { FruitStandApp.saveScreenshot(outcome.screen, to: $0, theme: theme, colorDepth: colorDepth) } ?? [])
        fflush(nil)
        for message in messages { printError(message) }
        exit(outcome.exitCode)
    }
    dispatchMain()
}

let backend: CursesBackend
do {
    backend = try CursesBackend()
} catch {
    fail(error == .notATerminal ? "\(error); try --demo --headless" : "\(error)")
}

var recording: AsciicastWriter?
if let path = options.record {
    do {
        recording = try AsciicastWriter(path: path, size: backend.size)
    } catch {
        backend.stop()
        fail(error.description)
    }
}

let run = TerminalRun(backend: backend, configuration: configuration, recording: recording, screenshotPath: options.screenshot)
let app = run.app
if options.debugCrash {
    // Any key the app does not use crashes it, to prove a trap restores the terminal.
    app.window.unhandledKeyHandler = { key in
        fatalError("--debug-crash: deliberate crash on key \(key)")
    }
}
if options.debugPrint {
    print("--debug-print: written to stdout while the app owned the screen")
    app.printAfterExit("--debug-print: kept for after exit")
}
if let seconds = options.debugAnimate {
    DebugAnimation.start(in: app, duration: seconds)
}
if options.debugStats {
    let finish = app.willTerminate
    app.willTerminate = {
        finish?()
        let stats = app.backend.statistics
        app.printAfterExit("stats: \(stats.framesPresented) frames, \(stats.cellsWritten) cells, \(stats.bytesWritten) bytes")
    }
}
run.run(script: script)
