import DiffableTUI
import Foundation
import TUICurses

/// Runs an example app: in the terminal, or with `--screenshot PATH` headless, drawing its
/// screen after `settle` seconds into an SVG file (`--size WxH`, 100x30 by default).
///
/// `launch` builds the app in a host and returns the object that keeps it alive; it gets the
/// arguments left after the runner's own options.
@MainActor
public enum ExampleRunner {
    public static func main(
        _ name: String, usage: String, settle: Double = 1.5,
        launch: @MainActor (any ApplicationHost, [String]) throws -> AnyObject
    ) -> Never {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("-h") || arguments.contains("--help") {
            print("usage: \(name) \(usage) [--screenshot PATH [--size WxH]]")
            exit(0)
        }
        let screenshot = take("--screenshot", from: &arguments)
        let size = take("--size", from: &arguments).map(parseSize) ?? Size(width: 100, height: 30)
        do {
            if let screenshot {
                let driver = HeadlessDriver(size: size)
                let app = try launch(driver, arguments)
                driver.advance(by: settle)
                try driver.screen.svg(title: name).write(toFile: screenshot, atomically: true, encoding: .utf8)
                withExtendedLifetime(app) {}
                exit(0)
            }
            let application = Application(backend: try CursesBackend())
            let app = try launch(application, arguments)
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
