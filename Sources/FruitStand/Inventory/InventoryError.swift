/// Why an inventory file could not be loaded, as the one line the app prints before exiting
/// with status 2.
///
/// `description` is exactly `fruitstand-tui: FILE: line L: what is wrong` (or
/// `fruitstand-tui: FILE: what is wrong` when the file could not be read at all).
public struct InventoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    var file: String
    /// The 1-based line of the offending token; nil when the file could not be read.
    package var line: Int?
    /// The 1-based column (in Unicode scalars) of the offending token, for tools; the message
    /// names only the line.
    package var column: Int?
    /// What is wrong, e.g. `'coreThickness' must be a whole number, got "three"`.
    package var message: String

    init(file: String, line: Int?, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "fruitstand-tui: \(located)"
    }

    /// The message with the file and line it is about, without the program's name: `FILE:
    /// line L: what is wrong`, as the status line shows a failed refetch.
    var located: String {
        if let line {
            return "\(file): line \(line): \(message)"
        }
        return "\(file): \(message)"
    }
}
