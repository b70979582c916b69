import CNCurses

#if canImport(Glibc)
import Glibc
#endif

/// The curses screen and the descriptors behind it.
struct CursesSession {
    var screen: OpaquePointer
    var inputPad: UnsafeMutablePointer<WINDOW>
    /// Where restore bytes and termios go.
    var tty: Int32
    /// What ncurses writes to (its own descriptor, so a signal handler can silence it).
    var cursesDescriptor: Int32
    var inputDescriptor: Int32
    var shellMode: termios

    /// Starts curses with `newterm` on duplicates of stdin/stdout; on failure everything is
    /// closed and the terminal restored.
    static func open(term: String) throws(TerminalError) -> CursesSession {
        let tty = fcntl(1, F_DUPFD_CLOEXEC, 3)
        var shell = termios()
        tcgetattr(tty, &shell)
        let cursesDescriptor = fcntl(1, F_DUPFD_CLOEXEC, 3)
        let input = fcntl(0, F_DUPFD_CLOEXEC, 3)
        guard let outputFile = fdopen(cursesDescriptor, "w") else {
            [tty, cursesDescriptor, input].forEach { _ = close($0) }
            throw .systemFailure(String(cString: strerror(errno)))
        }
        guard let inputFile = fdopen(input, "r") else {
            fclose(outputFile)
            [tty, input].forEach { _ = close($0) }
            throw .systemFailure(String(cString: strerror(errno)))
        }
        func abandon(_ screen: OpaquePointer?) {
            if let screen {
                endwin()
                delscreen(screen)
                tcsetattr(tty, TCSANOW, &shell)
            }
            fclose(outputFile)
            fclose(inputFile)
            close(tty)
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
        var shell = shellMode
        endwin()
        delscreen(screen)
        tcsetattr(tty, TCSANOW, &shell)
        close(tty)
    }
}
