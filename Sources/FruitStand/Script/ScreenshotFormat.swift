import TUICore

/// The file formats `Screenshot` writes, chosen by the file's extension.
public enum ScreenshotFormat: String, Hashable, Sendable, CaseIterable {
    /// `.svg`: the screen as an image, colours and all (`Buffer.svg`).
    case svg
    /// `.txt`: the screen's plain text, trailing spaces trimmed, ending in a line feed.
    case text

    /// The format for `path`'s extension (case-insensitive), or nil for any other extension.
    public init?(path: String) {
        let lowercased = path.lowercased()
        if lowercased.hasSuffix(".svg") {
            self = .svg
        } else if lowercased.hasSuffix(".txt") {
            self = .text
        } else {
            return nil
        }
    }

    /// The file contents for a screenshot of `buffer`; `title` heads the SVG window, which
    /// shows a terminal of `colorDepth` with `theme`.
    func render(_ buffer: Buffer, title: String = "fruitstand-tui", theme: TerminalTheme = .dark,
                colorDepth: ColorDepth = .truecolor) -> String {
        switch self {
        case .svg: buffer.svg(title: title, theme: theme, colorDepth: colorDepth)
        case .text: buffer.plainText() + "\n"
        }
    }
}
