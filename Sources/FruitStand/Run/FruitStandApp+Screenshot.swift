import SystemPackage
import DiffableTUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FruitStandApp {
    /// Checks up front that `--screenshot` can write `path`, as `--record` does by creating its
    /// file, so that a bad path is a command-line error rather than a warning after the run.
    /// Nothing is left behind: a file that did not exist is removed again.
    ///
    /// - Returns: the error line to print (exit status 2), or nil when the path is writable.
    public static func screenshotPathProblem(_ path: String) -> String? {
        var info = stat()
        let existed = stat(path, &info) == 0
        do throws(POSIXFileError) {
            try POSIXFileError.catching {
                let file = try FileDescriptor.open(FilePath(path), .writeOnly, options: [.create, .closeOnExec],
                                                   permissions: [.ownerReadWrite, .groupRead, .otherRead])
                try file.close()
            }
        } catch {
            return "fruitstand-tui: \(path): cannot write the screenshot: \(error.reason)"
        }
        if !existed { unlink(path) }
        return nil
    }

    /// Saves `screen` to `path` (`--screenshot`): an SVG image for `.svg` (of a terminal of
    /// `colorDepth` with `theme`), plain text for `.txt`. Returns the warnings to print after
    /// exit (empty on success).
    public static func saveScreenshot(
        _ screen: Buffer, to path: String, theme: TerminalTheme = .dark, colorDepth: ColorDepth = .truecolor
    ) -> [String] {
        guard let format = ScreenshotFormat(path: path) else {
            return ["fruitstand-tui: warning: cannot write the screenshot \(path): it must end in .svg or .txt"]
        }
        do {
            try FileDescriptor.createFile(path, contents: format.render(screen, theme: theme, colorDepth: colorDepth))
            return []
        } catch {
            return ["fruitstand-tui: warning: cannot write the screenshot \(path): \(error.reason)"]
        }
    }
}
