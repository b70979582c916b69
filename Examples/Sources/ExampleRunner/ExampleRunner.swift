import DiffableTUI
import Foundation

/// Runs an example app: in the terminal, or with `--screenshot PATH` headless, drawing its
/// screen after `settle` seconds into an SVG file (`--size WxH`, 100x30 by default). The
/// headless clock follows the real one there, so what an app measures over time (top's CPU
/// shares) is real.
///
/// `prepare` checks the arguments left after the runner's own options (before the terminal
/// is touched) and returns what builds the app in a host, returning the object that keeps it
/// alive. `maximumFramesPerSecond` caps animation
/// frames in the terminal (an app that animates every second can spend less on them).
@MainActor
public enum ExampleRunner {
    /// `arguments` are the command line's by default, less the program's name; an app with
    /// options of its own passes what is left once it took them.
    public static func main(
        _ name: String, usage: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()), settle: Double = 1.5,
        maximumFramesPerSecond: Int = 60, prepare: ([String]) throws -> @MainActor (any ApplicationHost) -> AnyObject
    ) -> Never {
        var arguments = arguments
        if arguments.contains("-h") || arguments.contains("--help") {
            print("usage: \(([name] + (usage.isEmpty ? [] : [usage])).joined(separator: " ")) [--screenshot PATH [--size WxH]]")
            exit(0)
        }
        let screenshot = take("--screenshot", from: &arguments)
        let size = take("--size", from: &arguments).map(parseSize) ?? Size(width: 100, height: 30)
        // `usage` names the operands the app takes, one word each: more, or an option, is a mistake.
        let operands = usage.split(separator: " ").count
        if let extra = arguments.first(where: { $0.hasPrefix("-") }) ?? (arguments.count > operands ? arguments.last : nil) {
            FileHandle.standardError.write(Data("\(name): unexpected argument '\(extra)'; try --help\n".utf8))
            exit(2)
        }
        do {
            let launch = try prepare(arguments)
            if let screenshot {
                let driver = HeadlessDriver(size: size)
                let app = launch(driver)
                for _ in 0..<Int(settle * 10) {
                    usleep(100_000)
                    driver.advance(by: 0.1)
                }
                try driver.screen.svg(title: name).write(toFile: screenshot, atomically: true, encoding: .utf8)
                withExtendedLifetime(app) {}
                exit(0)
            }
            let application = Application(backend: try CursesBackend())
            application.maximumFramesPerSecond = maximumFramesPerSecond
            let app = launch(application)
            application.willTerminate = { withExtendedLifetime(app) {} }
            application.run()
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            exit(error is TerminalError ? 1 : 2)
        }
    }

    private static func take(_ option: String, from arguments: inout [String]) -> String? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
        defer { arguments.removeSubrange(index...index + 1) }
        return arguments[index + 1]
    }

    private static func parseSize(_ text: String) -> Size {
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] >= 20, parts[1] >= 5 else {
            FileHandle.standardError.write(Data("--size: expected WxH, e.g. 100x30, got \(text)\n".utf8))
            exit(2)
        }
        return Size(width: parts[0], height: parts[1])
    }
}
