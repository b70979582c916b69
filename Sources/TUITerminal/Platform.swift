#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The seam between the terminal layer and the operating system: every C library call,
/// terminal setting and ioctl the backends and the line reader use, in one file.
///
/// Linux (glibc) is built and tested; where Darwin differs, its branch is written beside it
/// (`#if canImport(Darwin)`) but has never been compiled here (see `docs/porting.md`).
/// Everything is a thin wrapper that retries on `EINTR` where that is the right thing, so that
/// callers read as what they do.
package enum Platform {
    /// The terminal settings of a descriptor (`struct termios`).
    package typealias TerminalMode = termios

    /// The description of the last error (`strerror(errno)`).
    package static var lastError: String { String(cString: strerror(errno)) }

    /// The value of an environment variable, or nil when it is unset.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Takes the locale from the environment (`LANG`, `LC_*`), with UTF-8 characters when its
    /// own are not: curses writes wide characters through the locale's encoding, and a C/POSIX
    /// locale would turn every non-ASCII cell into garbage. Returns whether the environment's
    /// own locale is UTF-8 (a terminal set up for another encoding is sent ASCII).
    @discardableResult
    package static func adoptLocale() -> Bool {
        setlocale(LC_ALL, "")
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
        let isUTF8 = codeset == "UTF-8" || codeset == "utf8"
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
        return isUTF8
    }

    /// Milliseconds on a clock that never jumps (`CLOCK_MONOTONIC`), for timeouts.
    package static func monotonicMilliseconds() -> Int {
        Int(monotonicSeconds() * 1000)
    }

    /// Seconds on a clock that never jumps (`CLOCK_MONOTONIC`), for durations.
    package static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    // MARK: Descriptors

    /// Opens the process's controlling terminal (`/dev/tty`) for reading and writing, without
    /// blocking reads, close-on-exec; nil (errno set) when the process has none.
    package static func openControllingTerminal() -> Int32? {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Opens `/dev/null` for writing, close-on-exec; -1 when it cannot.
    package static func openNullDevice() -> Int32 {
        open("/dev/null", O_WRONLY | O_CLOEXEC)
    }

    /// A close-on-exec duplicate of `descriptor` numbered 3 or above; -1 when it cannot.
    package static func duplicate(_ descriptor: Int32) -> Int32 {
        fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
    }

    package static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
        #elseif canImport(Darwin)
        if descriptor >= 0 { _ = Darwin.close(descriptor) }
        #endif
    }

    /// Creates (or empties) the file at `path` for writing, close-on-exec; nil (errno set) when
    /// it cannot.
    package static func createFile(_ path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        return descriptor >= 0 ? descriptor : nil
    }

    /// A C stream over `descriptor` (`fdopen`), for curses; nil (errno set) when it cannot.
    package static func openStream(_ descriptor: Int32, mode: String) -> UnsafeMutablePointer<FILE>? {
        fdopen(descriptor, mode)
    }

    /// Closes a stream and its descriptor.
    package static func closeStream(_ stream: UnsafeMutablePointer<FILE>) {
        fclose(stream)
    }

    /// Writes out what the C library buffers for stdout and stderr.
    package static func flushStandardStreams() {
        fflush(nil)
    }

    /// An unlinked temporary file, close-on-exec, numbered 3 or above; nil when none can be
    /// made.
    package static func temporaryFile() -> Int32? {
        guard let file = tmpfile() else { return nil }
        let descriptor = duplicate(fileno(file))
        fclose(file)
        return descriptor >= 0 ? descriptor : nil
    }

    /// A pipe whose ends never block and are closed on exec; nil when the process is out of
    /// descriptors.
    package static func makePipe() -> (read: Int32, write: Int32)? {
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
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            #if canImport(Glibc)
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #elseif canImport(Darwin)
            let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    /// Reads into `buffer`, waiting until something is there: the byte count (0 at end of
    /// file), or the `errno` of a failure. A descriptor that does not block is waited on.
    package static func readBlocking(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        while true {
            let count = read(descriptor, into: buffer)
            if count >= 0 { return .success(count) }
            let code = errno
            guard code == EAGAIN || code == EWOULDBLOCK else { return .failure(SystemError(code: code)) }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, -1)
        }
    }

    /// An `errno` value, as an error.
    package struct SystemError: Error {
        package let code: Int32
    }

    /// The system's description of the `errno` value `code` (`strerror`).
    package static func errorDescription(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Runs `body` on a new thread of its own, detached, with every signal blocked (signals go
    /// to the threads that talk to the terminal). Returns 0, or the `errno` value that kept the
    /// thread from starting (`body` is then never run).
    package static func detachThread(_ body: @escaping @Sendable () -> Void) -> Int32 {
        final class Box: @unchecked Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let box = Unmanaged.passRetained(Box(body))
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
            Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }
        #if canImport(Glibc)
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, start, box.toOpaque())
        if created == 0 { pthread_detach(thread) }
        #elseif canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(&thread, nil, start, box.toOpaque())
        if created == 0, let thread { pthread_detach(thread) }
        #endif
        if created != 0 { box.release() }
        return created
    }

    /// Writes all of `bytes`, retrying after interruptions and waiting while the terminal is
    /// busy; stops early only when the descriptor fails (the terminal went away). Returns the
    /// `write(2)` calls it took: one, unless the descriptor took part of the bytes at a time.
    @discardableResult
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        var offset = 0
        var calls = 0
        while offset < bytes.count {
            calls += 1
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR) {
                continue
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 100)
            } else {
                break
            }
        }
        return calls
    }

    /// Writes all of `text`'s UTF-8 bytes (see `writeAll(_:_:)`).
    package static func writeAll(_ descriptor: Int32, _ text: String) {
        var text = text
        text.withUTF8 { _ = writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Waits up to `milliseconds` for `descriptor` to become readable.
    package static func waitUntilReadable(_ descriptor: Int32, milliseconds: Int) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, Int32(milliseconds)) > 0 && ready.revents & Int16(POLLIN) != 0
    }

    /// Whether the other end of `descriptor` hung up or the descriptor failed.
    package static func hasHungUp(_ descriptor: Int32) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) > 0 && ready.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    // MARK: Memory files

    /// A file in memory (POSIX shared memory on Linux, unlinked at once; an unlinked temporary
    /// file where that fails, and on Darwin, whose shared memory takes no `write(2)`),
    /// close-on-exec, numbered 3 or above; nil (errno set) when none can be made. Writes to it
    /// never block, whatever their size.
    package static func makeMemoryFile(named name: String) -> Int32? {
        #if canImport(Glibc)
        let path = "/\(name)-\(getpid())-\(monotonicMilliseconds())"
        let descriptor = shm_open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            shm_unlink(path)
            let numbered = duplicate(descriptor)
            close(descriptor)
            if numbered >= 0 { return numbered }
        }
        #endif
        return temporaryFile()
    }

    /// The file position of `descriptor`, which every duplicate of it shares: how far the writes
    /// through any of them have gone since the last `rewind(_:)`.
    package static func position(_ descriptor: Int32) -> Int {
        max(0, Int(lseek(descriptor, 0, SEEK_CUR)))
    }

    /// Reads `buffer.count` bytes from the start of the file behind `descriptor` (fewer at its
    /// end); returns how many.
    package static func readFromStart(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var offset = 0
        while offset < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            offset += count
        }
        return offset
    }

    /// Empties the file behind `descriptor` and puts its position back at the start, for every
    /// duplicate of it.
    package static func rewind(_ descriptor: Int32) {
        _ = ftruncate(descriptor, 0)
        _ = lseek(descriptor, 0, SEEK_SET)
    }

    /// Points `descriptor` at what `target` is open on (`dup2`); false (errno set) when it cannot.
    @discardableResult
    package static func redirect(_ descriptor: Int32, to target: Int32) -> Bool {
        dup2(target, descriptor) >= 0
    }

    // MARK: Terminal settings

    /// The size the kernel reports for the terminal behind `descriptor` (TIOCGWINSZ); nil when
    /// it reports none.
    package static func windowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The terminal settings of `descriptor`; nil when it is not a terminal.
    package static func terminalMode(_ descriptor: Int32) -> TerminalMode? {
        var mode = termios()
        return tcgetattr(descriptor, &mode) == 0 ? mode : nil
    }

    /// Applies `mode` at once.
    package static func setTerminalMode(_ descriptor: Int32, _ mode: TerminalMode) {
        var mode = mode
        _ = tcsetattr(descriptor, TCSANOW, &mode)
    }

    /// The character `stty susp` names (Ctrl-Z unless changed); nil when suspending is off.
    package static func suspendCharacter(_ mode: TerminalMode) -> UInt8? {
        let character = withUnsafeBytes(of: mode.c_cc) { $0[Int(VSUSP)] }
        return character == 0 ? nil : character  // 0 is _POSIX_VDISABLE
    }

    /// The characters `mode` makes signals (`stty intr`, `quit`, `susp`); nil for one that is
    /// off, and all nil when signals are off (`stty -isig`).
    package static func signalCharacters(_ mode: TerminalMode) -> (interrupt: UInt8?, quit: UInt8?, suspend: UInt8?) {
        guard mode.c_lflag & tcflag_t(ISIG) != 0 else { return (nil, nil, nil) }
        return withUnsafeBytes(of: mode.c_cc) { characters in
            func character(_ index: Int32) -> UInt8? {
                characters[Int(index)] == 0 ? nil : characters[Int(index)]   // 0 is _POSIX_VDISABLE
            }
            return (character(VINTR), character(VQUIT), character(VSUSP))
        }
    }

    /// Sends the interrupt (SIGINT) or quit (SIGQUIT) signal to this process, as the terminal's
    /// own keys would have. To the process, not the calling thread (`raise`): the main queue runs
    /// on a dispatch thread that blocks signals, and the thread that takes them is another.
    package static func raiseSignal(quit: Bool) {
        _ = kill(getpid(), quit ? SIGQUIT : SIGINT)
    }

    /// `mode` without XON/XOFF flow control (Ctrl-S and Ctrl-Q reach the app as keys) and with
    /// the suspend character off (Ctrl-Z reaches the app as a key, so that it can give the
    /// terminal back before its job stops).
    package static func withoutFlowControlOrSuspend(_ mode: TerminalMode) -> TerminalMode {
        var mode = mode
        mode.c_iflag &= ~tcflag_t(IXON)
        withUnsafeMutableBytes(of: &mode.c_cc) { $0[Int(VSUSP)] = 0 }  // _POSIX_VDISABLE
        return mode
    }

    /// `mode` for an app that reads keys one at a time: no line editing or echo, Ctrl-V and
    /// Ctrl-O as keys, Return as CR, reads that return what is there; signals (Ctrl-C, Ctrl-\)
    /// and output processing stay as they were. Then `withoutFlowControlOrSuspend`.
    package static func keyByKey(_ mode: TerminalMode) -> TerminalMode {
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
