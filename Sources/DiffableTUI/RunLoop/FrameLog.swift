import TUICore
import TUITerminal

/// The text of every frame an app composes, in order, written to a file for tests that check
/// what reached the terminal against what the library drew (`DIFFABLETUI_FRAME_LOG=path`).
///
/// A test records the bytes the terminal received, replays them write by write in an emulator
/// of its own, and checks that every screen between two writes is one of these frames: a frame
/// that reached the terminal torn shows as a screen the library never drew. Each entry is a line
/// `frame N WxH`, then the frame's rows as text (trailing spaces trimmed; a two-column glyph
/// once). Nothing is written unless the variable names a file; the file is replaced at start.
@MainActor
final class FrameLog {
    /// The environment variable that names the file.
    nonisolated static let environmentVariable = "DIFFABLETUI_FRAME_LOG"

    private let descriptor: Int32
    private var count = 0

    /// A log into the file the environment names, or nil when it names none (or it cannot be
    /// created).
    static func fromEnvironment() -> FrameLog? {
        guard let path = Platform.environment(environmentVariable), !path.isEmpty,
              let descriptor = Platform.createFile(path) else { return nil }
        return FrameLog(descriptor: descriptor)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Appends `frame`.
    ///
    /// - Complexity: O(width x height).
    func append(_ frame: Buffer) {
        count += 1
        let text = "frame \(count) \(frame.size.width)x\(frame.size.height)\n"
            + frame.lines().joined(separator: "\n") + "\n"
        Platform.writeAll(descriptor, text)
    }
}
