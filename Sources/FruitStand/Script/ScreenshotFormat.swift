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

    /// The file contents for a screenshot of `buffer`; `title` heads the SVG window.
    func render(_ buffer: Buffer, title: String = "fruitstand-tui") -> String {
        switch self {
        case .svg: buffer.svg(title: title)
        case .text: buffer.plainText() + "\n"
        }
    }
}
