/// Why the terminal cannot run a full-screen app. Each has a one-line message for stderr; the
/// executable prints it after the terminal is restored and exits with status 2.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
    case notATerminal
    /// `TERM` is unset or empty.
    case terminalTypeUnset
    /// `TERM` names a type with no terminfo entry.
    case unknownTerminalType(String)
    /// The terminal type exists but cannot draw a full screen (`dumb`, or no cursor addressing).
    case unsupportedTerminal(String)
    /// The process could not set up what the terminal needs (out of file descriptors, say).
    case systemFailure(String)

    /// The one-line message for stderr, with the way out where there is one (`try
    /// TERM=xterm-256color`); the executable prefixes it with its own name.
    public var description: String {
        switch self {
        case .notATerminal:
            return "needs an interactive terminal"
        case .terminalTypeUnset:
            return "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color"
        case .unknownTerminalType(let name):
            return "unknown terminal type '\(name)' (no terminfo entry); try TERM=xterm-256color"
        case .unsupportedTerminal(let name):
            return "terminal type '\(name)' cannot run a full-screen app (it cannot move the cursor)"
        case .systemFailure(let reason):
            return "cannot take over the terminal: \(reason)"
        }
    }
}
