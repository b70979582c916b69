import CNCurses
import TUICore
import TUITerminal


/// The ncurses backend: draws frames on the terminal, reads keys, mouse and resizes, and gives
/// the terminal back exactly as it found it on every exit path.
///
/// Start-up uses `newterm`, never `initscr` (which exits inside ncurses on a bad `TERM`), so an
/// unusable terminal is a thrown `TerminalError` and nothing on screen has changed. From then on
/// until `stop()` a signal handler restores the terminal on Ctrl-C, SIGTERM, SIGHUP, SIGQUIT and
/// on a crash (Swift traps, SIGSEGV, SIGBUS, SIGABRT), then lets the signal kill the process so
/// the exit status stays honest; Ctrl-Z leaves curses mode, stops, and `fg` redraws. Whatever
/// the process prints meanwhile is kept and printed after the terminal is restored.
///
/// All calls happen on the main actor: one thread at a time talks to ncurses.
@MainActor
public final class CursesBackend: RecordableBackend {
    /// Start-up choices.
    public struct Options: Sendable {
        /// Milliseconds curses waits after ESC for the rest of an escape sequence; the
        /// `ESCDELAY` environment variable, when set, wins.
        public var escapeDelay: Int
        /// Report mouse clicks and the wheel.
        public var mouse: Bool

        /// Options with a 25 ms escape delay and the mouse on, unless told otherwise.
        public init(escapeDelay: Int = 25, mouse: Bool = true) {
            self.escapeDelay = escapeDelay
            self.mouse = mouse
        }
    }

    /// The terminal's size, updated when a resize is read (SIGWINCH).
    public internal(set) var size: Size
    /// The colours the terminal shows, from terminfo's colour count and `NO_COLOR`: truecolor with
    /// a direct-colour entry (`TERM=xterm-direct`), else 256, 16 or 8, and monochrome when
    /// `NO_COLOR` is set to a non-empty value or the terminal has no colour. `COLORTERM` is not
    /// trusted: curses cannot send 24-bit colour without a direct-colour entry.
    public let colorDepth: ColorDepth
    /// Bytes written to the terminal and frames presented. The bytes are counted as they pass
    /// from curses to the terminal (the output tap), start-up and repaints included.
    public internal(set) var statistics = BackendStatistics()
    /// Receives the bytes each screen update wrote, once they are on the terminal, exactly as
    /// the terminal received them (`--record`); nil keeps none.
    public var outputHandler: (([UInt8]) -> Void)? {
        didSet { writer.recorder = outputHandler }
    }
    /// True once the terminal hung up (its input reports a hang-up or an error); `Application`
    /// then exits with status 1.
    public internal(set) var isDisconnected = false
    /// The terminal's input and the pipe the signal handlers write to (resize, Ctrl-Z and `fg`):
    /// `Application` wakes up when either becomes readable, and never polls.
    public var eventDescriptors: [Int32] { [inputDescriptor, wake.readDescriptor] }

    let screen: OpaquePointer
    let inputPad: UnsafeMutablePointer<WINDOW>
    let ttyDescriptor: Int32
    let inputDescriptor: Int32
    let wake: WakePipe
    /// Where curses writes until an update is whole.
    let tap: OutputTap
    /// Hands each update to the terminal in one write.
    let writer: FrameWriter
    /// What the terminal answered at start-up.
    let capabilities: TerminalCapabilities
    /// The input modes turned on beside curses' own.
    let modes: TerminalModes
    /// Decodes what curses reads.
    var input: TerminalInput
    var shellMode: Platform.TerminalMode
    /// Turns the cells of each update into curses calls.
    var cellWriter: CursesCellWriter
    /// Where the last update put the terminal's cursor; nil while it is hidden.
    var cursor: Point?
    var isActive = true
    var lastReportedSize: Size
    var pendingMessages: [String] = []

    /// Takes over the terminal: standard input and output when both are one, otherwise the
    /// controlling terminal (`/dev/tty`), so that the app can sit in a pipeline (`git log | app`,
    /// `x=$(app)`) as `less` does.
    ///
    /// - Throws: `TerminalError` when the process has no terminal, `TERM` is unset, unknown or
    ///   cannot address the cursor; the terminal is untouched (or already restored) then.
    public init(options: Options = Options()) throws(TerminalError) {
        // A terminal whose locale is not UTF-8 (LANG=C, a console) cannot be trusted with
        // anything but ASCII: every cell is drawn with its ASCII stand-in (ASCIIFallback).
        // Character handling (wcwidth, curses' input) still runs in UTF-8.
        let writesASCII = !Platform.adoptLocale()
        let term = Platform.environment("TERM") ?? ""
        let terminal = try TerminalDescriptors.open(preferStandardStreams: true)
        defer { terminal.close() }
        guard !term.isEmpty else { throw .terminalTypeUnset }
        guard term != "dumb" else { throw .unsupportedTerminal(term) }
        guard let wake = WakePipe() else { throw .systemFailure(Platform.lastError) }

        // Handlers go in before newterm, so that ncurses (which only catches signals still at
        // their default) leaves them to us; signals wait until the guard is armed.
        TerminalGuard.install(wakeDescriptor: wake.writeDescriptor)
        TerminalGuard.blockSignals(true)
        defer { TerminalGuard.blockSignals(false) }

        let session: CursesSession
        let tap: OutputTap
        let probe: TerminalProbe.Result
        do throws(TerminalError) {
            // An unusable TERM is an error before anything, the probe's queries included, reaches
            // the terminal. The probe goes before curses starts, so that the replies never reach
            // curses' input.
            try Terminfo.requireCursorAddressing(term: term, descriptor: terminal.output)
            probe = TerminalProbe.run(input: terminal.input, output: terminal.output,
                                      mode: Platform.terminalMode(terminal.input) ?? Platform.TerminalMode())
            session = try CursesSession.open(term: term, terminal: terminal)
            guard let started = OutputTap(cursesDescriptor: session.cursesDescriptor) else {
                let reason = Platform.lastError
                session.abandon()
                throw .systemFailure(reason)
            }
            tap = started
        } catch {
            TerminalGuard.detachWakeDescriptor()
            wake.close()
            throw error
        }
        let writer = FrameWriter(descriptor: Platform.duplicate(session.tty), isSynchronized: probe.capabilities.synchronizedOutput)
        let mouse = Self.configureModes(options, input: session.inputPad)
        let colors = Self.configureColors()
        let program = Self.programTerminalMode(session.tty)
        let modes = TerminalModes(capabilities: probe.capabilities, pasteOn: Self.capability("BE"), pasteOff: Self.capability("BD"))
        let sequences = TerminalSequences.current(mouse: mouse, capabilities: probe.capabilities, modes: modes)
        TerminalGuard.prepare(.init(
            ttyDescriptor: session.tty,
            routes: [(session.cursesDescriptor, resume: tap.file), (writer.descriptor, resume: nil)],
            nullDescriptor: Platform.openNullDevice(),
            shellMode: session.shellMode, programMode: program,
            leaveBytes: sequences.leave, enterBytes: sequences.enter
        ))
        _ = OutputCapture.begin()
        TerminalGuard.arm()
        Self.pushBack(probe.typeahead)

        screen = session.screen
        inputPad = session.inputPad
        ttyDescriptor = session.tty
        inputDescriptor = session.inputDescriptor
        shellMode = session.shellMode
        self.wake = wake
        self.tap = tap
        self.writer = writer
        capabilities = probe.capabilities
        self.modes = modes
        input = TerminalInput(modes: modes, shellMode: session.shellMode)
        colorDepth = colors.depth
        cellWriter = CursesCellWriter(colors: colors, writesASCII: writesASCII, pairs: ColorPairCache(
            capacity: colors.depth == .monochrome ? 0 : Int(tui_color_pairs()) - 1,
            pairZero: colors.supportsDefaultColors ? .terminalDefault : .init(foreground: 7, background: 0)
        ))
        size = Size(width: Int(tui_cols()), height: Int(tui_lines()))
        lastReportedSize = size
        writer.writeUnframed(tap.takeFrame() + modes.enable)
        statistics.bytesWritten = writer.bytesWritten
    }

    /// A string capability of the terminal's entry, from the extended ones too (`BE`, `BD`).
    private static func capability(_ name: String) -> String? {
        tui_tigetstr(name).map { String(cString: $0) }
    }

    /// Gives curses the keys typed while the terminal was probed, to read before any other.
    private static func pushBack(_ typeahead: [UInt8]) {
        // ungetch pushes onto the front of curses' input queue: last byte first.
        for byte in typeahead.reversed() { ungetch(Int32(byte)) }
    }

    /// cbreak (Ctrl-C stays a signal), no echo, Return as CR, decoded keys and reads
    /// that never block on `input`, a hidden cursor, a short ESCDELAY, and mouse reports.
    /// Returns whether mouse reporting is on.
    private static func configureModes(_ options: Options, input: UnsafeMutablePointer<WINDOW>) -> Bool {
        cbreak()
        noecho()
        nonl()
        keypad(input, true)
        nodelay(input, true)
        let window = tui_stdscr()
        intrflush(window, false)
        leaveok(window, true)
        curs_set(0)
        if Platform.environment("ESCDELAY") == nil { set_escdelay(Int32(options.escapeDelay)) }
        guard options.mouse else { return false }
        mouseinterval(0)
        return mousemask(MouseDecoder.Masks.curses.all, nil) != 0
    }

    /// Starts colour unless `NO_COLOR` is set or the terminal has none.
    private static func configureColors() -> TerminalColors {
        let noColor = TerminalColors.noColorRequested(Platform.environment("NO_COLOR"))
        let hasColors = has_colors()
        var supportsDefault = true
        if hasColors && !noColor {
            start_color()
            supportsDefault = use_default_colors() == OK
        }
        let depth = TerminalColors.depth(colors: Int(tui_colors()), hasColors: hasColors, noColor: noColor)
        return TerminalColors(depth: depth, supportsDefaultColors: supportsDefault)
    }

    /// Curses' program mode, with two changes to the terminal's settings. XON/XOFF is off, so
    /// that Ctrl-S cannot freeze the screen (Ctrl-S and Ctrl-Q reach the app as keys). The
    /// suspend character is off, so that Ctrl-Z (or whatever `stty susp` names) reaches the
    /// app as a key and the terminal is given back *before* the job stops (see
    /// `TerminalGuard.suspend()`): as a signal it stops a wrapper script at once, and its shell
    /// may draw on the app's screen before the app has left it. Returns the program mode.
    private static func programTerminalMode(_ tty: Int32) -> Platform.TerminalMode {
        let mode = Platform.withoutFlowControlOrSuspend(Platform.terminalMode(tty) ?? Platform.TerminalMode())
        Platform.setTerminalMode(tty, mode)
        def_prog_mode()
        return mode
    }

    // MARK: Exit

    /// Keeps `message` (a newline is added when missing) and writes it to stderr once `stop()`
    /// has restored the terminal; after `stop()` it is written at once.
    public func printAfterExit(_ message: String) {
        let line = message.hasSuffix("\n") ? message : message + "\n"
        if isActive && !OutputCapture.isActive {
            pendingMessages.append(line)
        } else {
            // While capturing, stderr is the capture file: the line survives any exit path.
            Platform.writeAll(2, line)
        }
    }

    /// Restores the terminal: leaves curses mode, puts back the terminal settings found at
    /// start-up (`stty -g` is unchanged), turns mouse reporting off, shows the cursor and the main
    /// screen, then prints what the process wrote meanwhile and what `printAfterExit(_:)` kept.
    ///
    /// Calling it again does nothing. `Application.terminate(exitCode:)` calls it; signals and
    /// crashes restore the terminal without it.
    public func stop() {
        guard isActive else { return }
        isActive = false
        TerminalGuard.blockSignals(true)
        if TerminalGuard.beginStop() {
            // The modes go while the app's screen is up: the kitty protocol keeps a stack per screen.
            writer.writeUnframed(modes.disable)
            endwin()
            // The leave sequence is on the terminal before its settings change back.
            writer.writeUnframed(tap.takeFrame())
            Platform.setTerminalMode(ttyDescriptor, shellMode)
            TerminalGuard.finishStop()
        }
        delscreen(screen)
        tap.stop(restoring: ttyDescriptor)
        Platform.close(writer.descriptor)
        OutputCapture.finish()
        for message in pendingMessages { Platform.writeAll(2, message) }
        pendingMessages.removeAll()
        TerminalGuard.blockSignals(false)
    }
}
