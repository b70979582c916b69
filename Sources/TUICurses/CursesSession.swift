import CNCurses
import TUITerminal


/// The curses screen and the descriptors behind it.
struct CursesSession {
    var screen: OpaquePointer
    var inputPad: UnsafeMutablePointer<WINDOW>
    /// Where restore bytes and termios go.
    var tty: Int32
    /// What ncurses writes to (its own descriptor, so a signal handler can silence it).
    var cursesDescriptor: Int32
    var inputDescriptor: Int32
    var shellMode: Platform.TerminalMode

    /// Starts curses with `newterm` on duplicates of `terminal`'s descriptors (standard input and
    /// output, or the controlling terminal when they are not one); on failure everything is
    /// closed and the terminal restored.
    static func open(term: String, terminal: TerminalDescriptors) throws(TerminalError) -> CursesSession {
        let tty = Platform.duplicate(terminal.output)
        let shell = Platform.terminalMode(tty) ?? Platform.TerminalMode()
        let cursesDescriptor = Platform.duplicate(terminal.output)
        let input = Platform.duplicate(terminal.input)
        guard let outputFile = Platform.openStream(cursesDescriptor, mode: "w") else {
            [tty, cursesDescriptor, input].forEach(Platform.close)
            throw .systemFailure(Platform.lastError)
        }
        guard let inputFile = Platform.openStream(input, mode: "r") else {
            Platform.closeStream(outputFile)
            [tty, input].forEach(Platform.close)
            throw .systemFailure(Platform.lastError)
        }
        func abandon(_ screen: OpaquePointer?) {
            if let screen {
                endwin()
                delscreen(screen)
                Platform.setTerminalMode(tty, shell)
            }
            Platform.closeStream(outputFile)
            Platform.closeStream(inputFile)
            Platform.close(tty)
        }
        guard let screen = newterm(nil, outputFile, inputFile) else {
            abandon(nil)
            throw .unknownTerminalType(term)
        }
        set_term(screen)
        guard tui_tigetstr("cup") != nil else {
            abandon(screen)
            throw .unsupportedTerminal(term)
        }
        // Input is read through a pad: `wget_wch` first refreshes a window that changed
        // (stdscr has, after a resize), which would draw a stale frame; a pad never is.
        guard let pad = newpad(1, 1) else {
            abandon(screen)
            throw .systemFailure("curses cannot create a window")
        }
        return CursesSession(screen: screen, inputPad: pad, tty: tty, cursesDescriptor: cursesDescriptor,
                       inputDescriptor: input, shellMode: shell)
    }

    /// Ends a session that was opened but will not be used, restoring the terminal.
    func abandon() {
        endwin()
        delscreen(screen)
        Platform.setTerminalMode(tty, shellMode)
        Platform.close(tty)
    }
}
