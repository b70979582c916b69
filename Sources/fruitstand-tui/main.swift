import DiffableTUI
import FruitStand

#if canImport(Glibc)
import Glibc
#endif

// The executable parses the command line and picks the backend; the app lives in FruitStand.

let options = FruitStandCommand.parseOrExit()

func printError(_ message: String) {
    let line = "fruitstand-tui: \(message)\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

if options.headless {
    let size = options.size.map { Size(width: $0.width, height: $0.height) } ?? Size(width: 80, height: 24)
    let noColor = !(getenv("NO_COLOR").map { String(cString: $0) } ?? "").isEmpty
    let driver = HeadlessDriver(size: size, colorDepth: noColor ? .monochrome : .truecolor)
    FruitStandApp.launch(in: driver, demo: options.demo)
    driver.runUntilIdle()
    print(driver.screenText)
    for message in driver.messagesAfterExit { printError(message) }
    exit(driver.exitCode ?? 0)
}

let backend: CursesBackend
do {
    backend = try CursesBackend()
} catch {
    printError(error == .notATerminal ? "\(error); try --demo --headless" : "\(error)")
    exit(2)
}

let app = Application(backend: backend)
FruitStandApp.launch(in: app, demo: options.demo)
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
    app.willTerminate = {
        let stats = app.backend.statistics
        app.printAfterExit("stats: \(stats.framesPresented) frames, \(stats.cellsWritten) cells, \(stats.bytesWritten) bytes")
    }
}
app.run()
