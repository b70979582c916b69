import SystemPackage

/// A parsed script for `--script FILE` and `--demo`: commands in a small language modelled on
/// VHS tapes (see docs/fruitstand-data.md for the reference).
public struct Script: Hashable, Sendable {
    /// The name errors use: the path as the user typed it, or "demo" for the built-in script.
    var name: String
    /// The commands, in order, with their line numbers.
    package var commands: [ScriptCommand]

    /// The pause after each key press unless `Set TypingSpeed` changes it.
    static let defaultTypingSpeed = Duration.milliseconds(80)
    /// How long `Wait` waits unless `Set WaitTimeout` or `Wait@…` changes it.
    static let defaultWaitTimeout = Duration.seconds(15)

    /// Whether the script shows captions (`Caption "…"`): the app then keeps a caption line.
    public var showsCaptions: Bool {
        commands.contains { if case .caption = $0.action { true } else { false } }
    }

    init(name: String, commands: [ScriptCommand]) {
        self.name = name
        self.commands = commands
    }

    /// Parses script text; `name` labels errors.
    ///
    /// - Throws: the first `ScriptError`, naming `name:LINE` and the bad word.
    /// - Complexity: O(n) in the length of the text.
    package init(parsing text: String, name: String) throws(ScriptError) {
        var commands: [ScriptCommand] = []
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (index, line) in lines.enumerated() {
            let parser = ScriptLineParser(file: name, line: index + 1)
            if let action = try parser.parse(Substring(line)) {
                commands.append(ScriptCommand(line: index + 1, action: action))
            }
        }
        self.init(name: name, commands: commands)
    }

    /// Reads and parses the script at `path` (`--script FILE`).
    ///
    /// - Throws: `ScriptError` for an unreadable file, invalid UTF-8 or a bad command.
    public init(contentsOf path: String) throws(ScriptError) {
        let bytes: [UInt8]
        do {
            bytes = try FileDescriptor.readWholeFile(path, limit: 16 << 20)
        } catch {
            throw ScriptError(file: path, line: nil, message: "cannot read the script: \(error.reason)")
        }
        if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw ScriptError(file: path, line: LineIndex(bytes).line(at: invalid), message: "invalid UTF-8; save the script as UTF-8")
        }
        try self.init(parsing: String(decoding: bytes, as: UTF8.self), name: path)
    }
}
