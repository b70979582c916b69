import TUICore

/// The inline backend: draws an app in a region of lines below the shell's prompt instead of on
/// a screen of its own, for shell tools that hand a value back (a picker, a prompt).
///
/// It never takes the alternate screen, so what is above the prompt stays where it was and in
/// the scrollback. It talks to the controlling terminal (`/dev/tty`), so it works with standard
/// input and output redirected: `seq 100 | pick` reads the lines from the pipe and the keys
/// from the terminal, and `x=$(pick)` captures only what the program prints after
/// `Application.run(returning:)` returns. Its one writer is the same encoder the headless
/// backend counts bytes with, moving the cursor only relative to where it is, with the
/// terminal's own sequences from terminfo (through ncurses' low-level interface; curses itself
/// never starts).
///
/// ```swift
/// let app = Application(backend: try InlineBackend(options: .init(height: .fitting(maximum: 10))))
/// app.window.rootView = picker
/// guard let choice = await app.run(returning: String.self) else { exit(1) }
/// print(choice)
/// ```
///
/// The region is the terminal's width and ``Options/height`` rows tall (fewer when the terminal
/// is shorter); a resize redraws it from its first row, so a narrower or wider terminal leaves
/// no ghost rows. On a normal exit it is cleared, or left as the last frame with the cursor
/// below it (``Options/clearsOnExit``). Every other way out — Ctrl-C, SIGTERM, SIGHUP, SIGQUIT,
/// a crash — clears it and restores the terminal exactly as the full-screen backend does; Ctrl-Z
/// clears it and gives the shell its settings back, and `fg` draws it again below the shell's
/// last line. There is no mouse: the region does not know its rows on the screen.
///
/// All calls happen on the main actor: one thread talks to the terminal.
@MainActor
public final class InlineBackend: RecordableBackend {
    /// Start-up choices.
    public struct Options: Sendable {
        /// How many rows the region takes.
        public enum Height: Hashable, Sendable {
            /// Always this many rows (fewer on a shorter terminal).
            case fixed(Int)
            /// As many rows as the window's root view asks for (`View.sizeThatFits(_:)`),
            /// asked every frame, from one up to `maximum`.
            case fitting(maximum: Int)

            var maximum: Int {
                switch self {
                case .fixed(let rows), .fitting(maximum: let rows): return max(1, rows)
                }
            }
        }

        /// The region's height: 10 rows by default.
        public var height: Height
        /// Whether a normal exit (``InlineBackend/stop()``) clears the region (the default) or
        /// leaves the last frame on the terminal, with the cursor on the line below it.
        public var clearsOnExit: Bool
        /// Milliseconds to wait after Esc for the rest of an escape sequence; the `ESCDELAY`
        /// environment variable, when set, wins.
        public var escapeDelay: Int

        /// Options for a region of `height` rows that clears on exit, with a 25 ms escape delay
        /// unless told otherwise.
        public init(height: Height = .fixed(10), clearsOnExit: Bool = true, escapeDelay: Int = 25) {
            self.height = height
            self.clearsOnExit = clearsOnExit
            self.escapeDelay = escapeDelay
        }
    }

    /// The largest region the app may draw in: the terminal's width, and the options' height
    /// or the terminal's, whichever is less. Updated when the terminal is resized.
    public internal(set) var size: Size
    /// The colours the terminal shows: from terminfo's colour count (truecolor with a
    /// direct-colour entry such as `TERM=xterm-direct`, else 256, 16 or 8), monochrome when
    /// `NO_COLOR` is set to a non-empty value or the terminal has no colour.
    public let colorDepth: ColorDepth
    /// Bytes written to the terminal and frames presented.
    public private(set) var statistics = BackendStatistics()
    /// Receives the bytes of each frame once they are written, exactly as the terminal received
    /// them; nil keeps none.
    public var outputHandler: (([UInt8]) -> Void)? {
        didSet { writer.recorder = outputHandler }
    }
    /// True once the terminal hung up; `Application` then exits with status 1.
    public internal(set) var isDisconnected = false
    /// The terminal's input and the pipe the signal handlers write to (resize, `fg`).
    public var eventDescriptors: [Int32] { [terminal, wake.readDescriptor] }
    /// True when the region must be drawn afresh: after a resize, and after Ctrl-Z and `fg`.
    public internal(set) var needsFullRedraw = false
    /// True: each changed row is erased and drawn whole, so that the terminal holds each row
    /// only as long as its text and a narrower terminal reflows as few rows as it can.
    public var updatesWholeRows: Bool { true }
    /// Whether the region's height follows the app's content (``Options/Height/fitting(maximum:)``).
    public var fitsHeightToContent: Bool {
        if case .fitting = options.height { return true }
        return false
    }

    let options: Options
    /// The controlling terminal: keys are read here.
    let terminal: Int32
    /// Writes each frame in one write, to a duplicate of the terminal that a signal handler
    /// silences.
    let writer: FrameWriter
    let wake: WakePipe
    let shellMode: Platform.TerminalMode
    let suspendCharacter: UInt8?
    /// Mode bytes for a normal exit: style reset, cursor shown, line wrapping back on.
    let leaveModes: String
    var region: InlineRegion
    var input = InlineInput()
    /// The input modes turned on for the app.
    let modes: TerminalModes
    /// Decodes what the terminal sends.
    var decoder: TerminalInput
    /// Keys typed while the terminal was probed, read before any other.
    var typeahead: [UInt8]
    var isActive = true
    var pendingMessages: [String] = []

    /// Takes over the controlling terminal for a region below the cursor.
    ///
    /// - Throws: `TerminalError` when the process has no controlling terminal (it runs in a
    ///   pipeline without one, under `setsid`, in CI), `TERM` is unset, unknown or names a
    ///   terminal that cannot move its cursor up and down; nothing on the terminal has changed
    ///   then.
    public init(options: Options = Options()) throws(TerminalError) {
        let term = Platform.environment("TERM") ?? ""
        guard let terminal = Platform.openControllingTerminal() else { throw .notATerminal }
        var opened = [terminal]
        func fail(_ error: TerminalError) -> TerminalError {
            opened.forEach(Platform.close)
            return error
        }
        guard let shellMode = Platform.terminalMode(terminal) else { throw fail(.notATerminal) }
        guard !term.isEmpty else { throw fail(.terminalTypeUnset) }
        guard term != "dumb" else { throw fail(.unsupportedTerminal(term)) }
        let entry: Terminfo
        do { entry = try Terminfo.load(term: term, descriptor: terminal) } catch { throw fail(error) }
        guard let moves = entry.regionMoves(), let clearToEnd = entry.string("ed"), let clearLine = entry.string("el") else {
            throw fail(.unsupportedTerminal(term))
        }
        let frameOutput = Platform.duplicate(terminal)
        let tty = Platform.duplicate(terminal)
        opened += [frameOutput, tty]
        guard frameOutput >= 0, tty >= 0, let wake = WakePipe() else { throw fail(.systemFailure(Platform.lastError)) }

        let hide = entry.string("civis") ?? ""
        let show = entry.string("cnorm") ?? ""
        let wrapOff = entry.string("rmam") ?? ""
        let wrapOn = entry.string("smam") ?? ""
        let reset = entry.string("sgr0") ?? "\u{1B}[m"
        let sequences = InlineRegion.Sequences(
            moves: moves, clearToEnd: clearToEnd, clearToEndOfLine: clearLine, lineFeed: entry.string("ind") ?? "\n", hideCursor: hide, showCursor: show)
        let colors = entry.number("colors") ?? 0
        let depth = TerminalColors.depth(
            colors: colors, hasColors: colors >= 8 && (entry.string("setaf") != nil || entry.string("setf") != nil),
            noColor: TerminalColors.noColorRequested(Platform.environment("NO_COLOR")))

        // Handlers go in before anything changes; signals wait until the guard is armed.
        TerminalGuard.install(wakeDescriptor: wake.writeDescriptor)
        TerminalGuard.blockSignals(true)
        defer { TerminalGuard.blockSignals(false) }
        let probe = TerminalProbe.run(input: terminal, output: terminal, mode: shellMode)
        let writer = FrameWriter(descriptor: frameOutput, isSynchronized: probe.capabilities.synchronizedOutput)
        let modes = TerminalModes(capabilities: probe.capabilities, pasteOn: entry.string("BE"), pasteOff: entry.string("BD"))
        let program = Platform.keyByKey(shellMode)
        Platform.setTerminalMode(terminal, program)
        let leaveModes = reset + show + wrapOn
        let enter = hide + wrapOff
        TerminalGuard.prepare(.init(
            ttyDescriptor: tty, routes: [(frameOutput, resume: nil)], nullDescriptor: Platform.openNullDevice(),
            shellMode: shellMode, programMode: program,
            leaveBytes: FrameWriter.interruptedFrameEnd(synchronized: writer.isSynchronized)
                + Array((moves.carriageReturn + clearToEnd + leaveModes).utf8) + modes.disable,
            enterBytes: Array(enter.utf8) + modes.enable
        ))
        TerminalGuard.prepareRegion(up: Array(moves.cursorUp(1).utf8))
        _ = OutputCapture.begin()
        TerminalGuard.arm()

        self.options = options
        self.terminal = terminal
        self.writer = writer
        self.modes = modes
        decoder = TerminalInput(modes: modes, shellMode: shellMode)
        typeahead = probe.typeahead
        self.wake = wake
        self.shellMode = shellMode
        self.suspendCharacter = Platform.suspendCharacter(shellMode)
        self.leaveModes = leaveModes
        colorDepth = depth
        region = InlineRegion(sequences: sequences, colorDepth: depth)
        input.escapeDelay = Platform.environment("ESCDELAY").flatMap { Int($0) } ?? options.escapeDelay
        size = Self.regionSize(terminal: Platform.windowSize(terminal), options: options)
        statistics.bytesWritten = writer.writeUnframed(Array(enter.utf8) + modes.enable)
    }

    /// The region's largest size on a terminal of `terminal` (80x24 when the kernel reports no
    /// size): its width, and the options' height or the terminal's, whichever is less.
    static func regionSize(terminal: (columns: Int, rows: Int)?, options: Options) -> Size {
        let terminal = terminal ?? (80, 24)
        return Size(width: terminal.columns, height: min(options.height.maximum, terminal.rows))
    }

    // MARK: Frames

    /// Draws `update` in the region, in one write: clearing and reserving rows first when it
    /// clears, then the changed cells, then the cursor parked (or shown where it says).
    ///
    /// - Complexity: O(changes), plus O(rows) for an update that clears.
    public func present(_ update: FrameUpdate) {
        guard isActive else { return }
        TerminalGuard.ensureSignalStack()
        // A resize (or `fg`) the run loop has not read yet: the terminal may have reflowed the
        // region's rows already, and this frame's moves would land on the wrong ones. Draw it
        // whole once that is read.
        guard !Platform.waitUntilReadable(wake.readDescriptor, milliseconds: 0) else {
            needsFullRedraw = true
            return
        }
        let bytes = region.draw(update)
        TerminalGuard.setRowsUp(region.cursor.y)
        needsFullRedraw = false
        let count = writer.writeFrame(bytes.utf8)
        statistics.recordFrame(bytes: count, cells: update.cellCount, writeDuration: writer.lastWriteDuration)
    }

    // MARK: Exit

    /// Keeps `message` (a newline is added when missing) and writes it to stderr once `stop()`
    /// has restored the terminal; after `stop()` it is written at once.
    public func printAfterExit(_ message: String) {
        let line = message.hasSuffix("\n") ? message : message + "\n"
        if isActive && !OutputCapture.isActive {
            pendingMessages.append(line)
        } else {
            Platform.writeAll(2, line)
        }
    }

    /// Ends the region — cleared, or the last frame left with the cursor below it
    /// (``Options/clearsOnExit``) —, puts back the terminal settings found at start-up (`stty
    /// -g` is unchanged), shows the cursor, turns line wrapping back on, then prints what the
    /// process wrote meanwhile and what `printAfterExit(_:)` kept.
    ///
    /// Calling it again does nothing. `Application` calls it; signals and crashes restore the
    /// terminal without it.
    public func stop() {
        guard isActive else { return }
        isActive = false
        TerminalGuard.blockSignals(true)
        if TerminalGuard.beginStop() {
            writer.writeUnframed(Array((region.finish(keepingFrame: !options.clearsOnExit) + leaveModes).utf8) + modes.disable)
            Platform.setTerminalMode(terminal, shellMode)
            TerminalGuard.finishStop()
        }
        TerminalGuard.detachWakeDescriptor()
        OutputCapture.finish()
        for message in pendingMessages { Platform.writeAll(2, message) }
        pendingMessages.removeAll()
        TerminalGuard.blockSignals(false)
    }
}
