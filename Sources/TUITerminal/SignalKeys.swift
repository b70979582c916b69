import TUICore

/// The keys the terminal's settings make signals (`stty intr`, `quit`, `susp`: Ctrl-C, Ctrl-\
/// and Ctrl-Z unless changed), for the keys that arrive as keys all the same.
///
/// Under the kitty keyboard protocol the terminal reports Ctrl-C as a key instead of sending
/// the interrupt character, so the kernel never signals; the backend then does what the
/// terminal would have: Ctrl-C and Ctrl-\ signal the process (which restores the terminal and
/// ends it with the signal's status, as always), Ctrl-Z suspends it.
package struct SignalKeys: Sendable {
    /// What a signal key does.
    package enum Action: Equatable, Sendable {
        case interrupt, quit, suspend
    }

    private let interrupt: Key?
    private let quit: Key?
    private let suspend: Key?

    /// The signal keys of the terminal settings `mode` (the shell's, as found at start-up);
    /// none when signals are off (`stty -isig`).
    package init(mode: Platform.TerminalMode) {
        let characters = Platform.signalCharacters(mode)
        interrupt = characters.interrupt.flatMap { Key(controlCode: UInt32($0)) ?? Self.punctuationKey($0) }
        quit = characters.quit.flatMap { Key(controlCode: UInt32($0)) ?? Self.punctuationKey($0) }
        suspend = characters.suspend.flatMap { Key(controlCode: UInt32($0)) ?? Self.punctuationKey($0) }
    }

    /// What `key` does, if it is one of the signal keys.
    package func action(for key: Key) -> Action? {
        switch key {
        case interrupt: .interrupt
        case quit: .quit
        case suspend: .suspend
        default: nil
        }
    }

    /// Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-_ (28–31), which `Key(controlCode:)` leaves out.
    private static func punctuationKey(_ code: UInt8) -> Key? {
        switch code {
        case 28: .control("\\")
        case 29: .control("]")
        case 30: .control("^")
        case 31: .control("_")
        default: nil
        }
    }
}
