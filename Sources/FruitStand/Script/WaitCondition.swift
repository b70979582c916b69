/// What a `Wait` command waits for.
package enum WaitCondition: Hashable, Sendable, CustomStringConvertible {
    /// The inventory fetch has finished (`Wait`, `Wait Loaded`): no spinner.
    case loaded
    /// No animation is running (`Wait Idle`).
    case idle
    /// Some line of the screen's plain text matches a regular expression (`Wait /Fuji/`), as in
    /// VHS. The pattern was checked when the script was parsed.
    case screen(pattern: String)

    /// The condition as written in a script, for messages: `Loaded`, `Idle`, `/Fuji/`.
    package var description: String {
        switch self {
        case .loaded: "Loaded"
        case .idle: "Idle"
        case .screen(let pattern): "/\(pattern)/"
        }
    }

    /// True when `screenLines` (the screen as plain text, one string per row) satisfies a
    /// `.screen` condition; false for the other cases, which the player checks itself.
    func matches(screenLines: [String]) -> Bool {
        guard case .screen(let pattern) = self, let regex = try? Regex(pattern) else { return false }
        return screenLines.contains { $0.contains(regex) }
    }
}
