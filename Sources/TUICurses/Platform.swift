#if canImport(Glibc)
import Glibc

/// The seam between the terminal backends and the operating system: the C library's calls,
/// terminal settings and ioctls the backends use, in one file. This one is Linux's (glibc); a
/// port to another system (Darwin, say) would be a file like it, under its own `#if`.
///
/// Everything here is a thin wrapper that retries on `EINTR` where that is the right thing,
/// so that callers read as what they do.
enum Platform {
    /// The terminal settings of a descriptor (`struct termios`).
    typealias TerminalMode = termios

    /// The description of the last error (`strerror(errno)`).
    static var lastError: String { String(cString: strerror(errno)) }

    /// The value of an environment variable, or nil when it is unset.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Takes the locale from the environment (`LANG`, `LC_*`), with UTF-8 characters when its
    /// own are not: curses writes wide characters through the locale's encoding, and a C/POSIX
    /// locale would turn every non-ASCII cell into garbage. Returns whether the environment's
    /// own locale is UTF-8 (a terminal set up for another encoding is sent ASCII).
    @discardableResult
    static func adoptLocale() -> Bool {
        setlocale(LC_ALL, "")
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
        let isUTF8 = codeset == "UTF-8" || codeset == "utf8"
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
        return isUTF8
    }

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    // MARK: Descriptors

    /// Opens the process's controlling terminal (`/dev/tty`) for reading and writing, without
    /// blocking reads, close-on-exec; nil (errno set) when the process has none.
    static func openControllingTerminal() -> Int32? {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Opens `/dev/null` for writing, close-on-exec; -1 when it cannot.
    static func openNullDevice() -> Int32 {
        open("/dev/null", O_WRONLY | O_CLOEXEC)
    }

    /// A close-on-exec duplicate of `descriptor` numbered 3 or above; -1 when it cannot.
    static func duplicate(_ descriptor: Int32) -> Int32 {
        fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
    }

    static func close(_ descriptor: Int32) {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
    }

    /// A C stream over `descriptor` (`fdopen`), for curses; nil (errno set) when it cannot.
    static func openStream(_ descriptor: Int32, mode: String) -> UnsafeMutablePointer<FILE>? {
        fdopen(descriptor, mode)
    }

    /// Closes a stream and its descriptor.
    static func closeStream(_ stream: UnsafeMutablePointer<FILE>) {
        fclose(stream)
    }

    /// Writes out what the C library buffers for stdout and stderr.
    static func flushStandardStreams() {
        fflush(nil)
    }

    /// An unlinked temporary file, close-on-exec, numbered 3 or above; nil when none can be
    /// made.
    static func temporaryFile() -> Int32? {
        guard let file = tmpfile() else { return nil }
        let descriptor = duplicate(fileno(file))
        fclose(file)
        return descriptor >= 0 ? descriptor : nil
    }

    /// A pipe whose ends never block and are closed on exec; nil when the process is out of
    /// descriptors.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Reads what is there now into `buffer`: the byte count, 0 at end of file, -1 when nothing
    /// is ready (or on an error).
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    /// Writes all of `bytes`, retrying after interruptions and waiting while the terminal is
    /// busy; stops early only when the descriptor fails (the terminal went away).
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR) {
                continue
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 100)
            } else {
                return
            }
        }
    }

    /// Writes all of `text`'s UTF-8 bytes (see `writeAll(_:_:)`).
    static func writeAll(_ descriptor: Int32, _ text: String) {
        var text = text
        text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Waits up to `milliseconds` for `descriptor` to become readable.
    static func waitUntilReadable(_ descriptor: Int32, milliseconds: Int) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, Int32(milliseconds)) > 0 && ready.revents & Int16(POLLIN) != 0
    }

    /// Whether the other end of `descriptor` hung up or the descriptor failed.
    static func hasHungUp(_ descriptor: Int32) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) > 0 && ready.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    // MARK: Terminal settings

    /// The size the kernel reports for the terminal behind `descriptor` (TIOCGWINSZ); nil when
    /// it reports none.
    static func windowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The terminal settings of `descriptor`; nil when it is not a terminal.
    static func terminalMode(_ descriptor: Int32) -> TerminalMode? {
        var mode = termios()
        return tcgetattr(descriptor, &mode) == 0 ? mode : nil
    }

    /// Applies `mode` at once.
    static func setTerminalMode(_ descriptor: Int32, _ mode: TerminalMode) {
        var mode = mode
        _ = tcsetattr(descriptor, TCSANOW, &mode)
    }

    /// The character `stty susp` names (Ctrl-Z unless changed); nil when suspending is off.
    static func suspendCharacter(_ mode: TerminalMode) -> UInt8? {
        let character = withUnsafeBytes(of: mode.c_cc) { $0[Int(VSUSP)] }
        return character == 0 ? nil : character  // 0 is _POSIX_VDISABLE
    }

    /// `mode` without XON/XOFF flow control (Ctrl-S and Ctrl-Q reach the app as keys) and with
    /// the suspend character off (Ctrl-Z reaches the app as a key, so that it can give the
    /// terminal back before its job stops).
    static func withoutFlowControlOrSuspend(_ mode: TerminalMode) -> TerminalMode {
        var mode = mode
        mode.c_iflag &= ~tcflag_t(IXON)
        withUnsafeMutableBytes(of: &mode.c_cc) { $0[Int(VSUSP)] = 0 }  // _POSIX_VDISABLE
        return mode
    }

    /// `mode` for an app that reads keys one at a time: no line editing or echo, Ctrl-V and
    /// Ctrl-O as keys, Return as CR, reads that return what is there; signals (Ctrl-C, Ctrl-\)
    /// and output processing stay as they were. Then `withoutFlowControlOrSuspend`.
    static func keyByKey(_ mode: TerminalMode) -> TerminalMode {
        var mode = withoutFlowControlOrSuspend(mode)
        mode.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | IEXTEN)
        mode.c_iflag &= ~tcflag_t(ICRNL | INLCR | IGNCR)
        withUnsafeMutableBytes(of: &mode.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return mode
    }
}
#endif
