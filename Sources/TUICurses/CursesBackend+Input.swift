import CNCurses
import TUICore
import TUITerminal


extension CursesBackend {
    /// Everything that is ready now: the resizes and redraws signal handlers asked for, then
    /// all pending keys and mouse reports, so a held-down key never queues up behind frames.
    ///
    /// - Complexity: O(n) in the pending input.
    public func readEvents() -> [Event] {
        guard isActive else { return [] }
        TerminalGuard.ensureSignalStack()
        var tokens: [InputToken] = []
        let reasons = wake.drain()
        if !reasons.isEmpty, let resized = updateSize() {
            tokens.append(.event(.resize(resized)))
        }
        if reasons.contains(UInt8(ascii: "C")) { repaintAll() }
        readPendingInput(into: &tokens)
        checkForHangUp()
        var events: [Event] = []
        for event in input.events(from: tokens) {
            if case .resize(let newSize) = event {
                guard newSize != lastReportedSize else { continue }
                lastReportedSize = newSize
            }
            events.append(event)
        }
        return events
    }

    /// Makes curses match the size the kernel reports (our SIGWINCH handler replaces curses'
    /// own, so curses does not notice by itself). Returns the current size.
    private func updateSize() -> Size? {
        guard let reported = Platform.windowSize(ttyDescriptor) else { return nil }
        if reported.rows != tui_lines() || reported.columns != tui_cols() {
            resizeterm(Int32(reported.rows), Int32(reported.columns))
        }
        size = Size(width: Int(tui_cols()), height: Int(tui_lines()))
        return size
    }

    /// The shell's suspend character (`stty susp`, Ctrl-Z unless changed), which curses' mode
    /// turns off so that it arrives here instead of as SIGTSTP; nil when the user turned
    /// suspending off (`stty susp undef`), so that the key then reaches the app as before.
    var suspendCharacter: wint_t? {
        Platform.suspendCharacter(shellMode).map { wint_t($0) }
    }

    private func readPendingInput(into tokens: inout [InputToken]) {
        var code: wint_t = 0
        while true {
            let result = wget_wch(inputPad, &code)
            if result == ERR { break }
            guard result == KEY_CODE_YES else {
                if code == suspendCharacter {
                    TerminalGuard.suspend()
                } else {
                    tokens.append(.character(UInt32(code)))
                }
                continue
            }
            let keyCode = Int32(bitPattern: code)
            switch keyCode {
            case KEY_MOUSE:
                var report = MEVENT()
                guard getmouse(&report) == OK else { continue }
                let position = Point(x: Int(report.x), y: Int(report.y))
                for event in MouseDecoder.events(state: report.bstate, at: position) {
                    tokens.append(.event(.mouse(event)))
                }
            case KEY_RESIZE:
                size = Size(width: Int(tui_cols()), height: Int(tui_lines()))
                tokens.append(.event(.resize(size)))
            default:
                let name = InputDecoder.key(forKeyCode: keyCode) == nil ? keyname(keyCode).map { String(cString: $0) } : nil
                tokens.append(.keyCode(keyCode, name: name))
            }
        }
    }

    /// Notices that the terminal hung up (with SIGHUP ignored, e.g. under nohup); the run loop
    /// then exits instead of waiting for input that never comes.
    ///
    /// Checked on every read, whatever else it found: libdispatch reports a hung-up descriptor
    /// once and then stops watching it, and that one report can come with other work beside
    /// it (the kernel sends SIGCONT with a hang-up). One `poll` per turn of input is cheap.
    private func checkForHangUp() {
        if Platform.hasHungUp(inputDescriptor) { isDisconnected = true }
    }
}
