/// A problem with a script, as the one line the app prints before exiting with status 2:
/// `fruitstand-tui: demo.tape:4: unknown command 'Dwon'`.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script's name as the user gave it (or "demo" for the built-in script).
    var file: String
    /// The 1-based line; nil when the file could not be read at all.
    package var line: Int?
    /// What is wrong, naming the offending word.
    package var message: String

    init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line {
            return "fruitstand-tui: \(file):\(line): \(message)"
        }
        return "fruitstand-tui: \(file): \(message)"
    }
}
