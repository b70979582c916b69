import DiffableTUI

extension FruitStandApp {
    /// Saves `screen` to `path` (`--screenshot`): an SVG image for `.svg`, plain text for
    /// `.txt`. Returns the warnings to print after exit (empty on success).
    public static func saveScreenshot(_ screen: Buffer, to path: String) -> [String] {
        guard let format = ScreenshotFormat(path: path) else {
            return ["fruitstand-tui: warning: cannot write the screenshot \(path): it must end in .svg or .txt"]
        }
        do {
            try POSIXFile.create(path, contents: format.render(screen))
            return []
        } catch {
            return ["fruitstand-tui: warning: cannot write the screenshot \(path): \(error.reason)"]
        }
    }
}
