import CTerminalGuard


/// The Swift face of the async-signal-safe restore machinery in the `CTerminalGuard` C target.
///
/// The guard's state is defined once, in `terminal_guard.c`, so every caller, however the
/// optimizer inlines, arms and restores the same state. Everything that signal handlers need
/// (the saved termios, the bytes that leave the screen, the descriptors) is handed over here
/// before the guard is armed, so that a handler never has to call into ncurses, allocate or take
/// a lock.
package enum TerminalGuard {
    /// What the handlers need to give the terminal back without ncurses.
    package struct Preparation {
        /// Where restore bytes and termios go (a dup of the terminal).
        package var ttyDescriptor: Int32
        /// The descriptors frames reach the terminal through, each with where it leads again
        /// after Ctrl-Z and `fg` (nil: the terminal): a handler points them at /dev/null when it
        /// gives the terminal back, so that the rest of a frame never lands on the shell's screen.
        package var routes: [(descriptor: Int32, resume: Int32?)]
        package var nullDescriptor: Int32
        package var shellMode: Platform.TerminalMode
        package var programMode: Platform.TerminalMode
        /// Bytes that leave the app's modes: what ends a frame cut short, mouse off, attributes
        /// off, cursor on, main screen.
        package var leaveBytes: [UInt8]
        /// Bytes that enter them again after Ctrl-Z and `fg`.
        package var enterBytes: [UInt8]

        package init(ttyDescriptor: Int32, routes: [(descriptor: Int32, resume: Int32?)], nullDescriptor: Int32,
                     shellMode: Platform.TerminalMode, programMode: Platform.TerminalMode,
                     leaveBytes: [UInt8], enterBytes: [UInt8]) {
            precondition(routes.count <= Int(TUI_GUARD_ROUTES), "the guard silences at most \(TUI_GUARD_ROUTES) descriptors")
            self.ttyDescriptor = ttyDescriptor
            self.routes = routes
            self.nullDescriptor = nullDescriptor
            self.shellMode = shellMode
            self.programMode = programMode
            self.leaveBytes = leaveBytes
            self.enterBytes = enterBytes
        }
    }

    /// Installs the handlers for terminating signals, faults, Ctrl-Z, `fg` and resizes; once
    /// per process. `wakeDescriptor` is the write end of the run loop's self-pipe.
    package static func install(wakeDescriptor: Int32) {
        tui_guard_install(wakeDescriptor)
    }

    /// Stops handlers from writing to the wake pipe, before it is closed (its descriptor number
    /// could be reused by another file).
    package static func detachWakeDescriptor() {
        tui_guard_set_wake_fd(-1)
    }

    package static func prepare(_ preparation: Preparation) {
        var shell = preparation.shellMode
        var program = preparation.programMode
        let routes = preparation.routes.map { tui_guard_route(fd: $0.descriptor, resume_fd: $0.resume ?? -1) }
        routes.withUnsafeBufferPointer { routes in
            preparation.leaveBytes.withUnsafeBufferPointer { leave in
                preparation.enterBytes.withUnsafeBufferPointer { enter in
                    leave.withMemoryRebound(to: CChar.self) { leaveChars in
                        enter.withMemoryRebound(to: CChar.self) { enterChars in
                            tui_guard_prepare(
                                preparation.ttyDescriptor, preparation.nullDescriptor, routes.baseAddress, routes.count,
                                &shell, &program,
                                leaveChars.baseAddress, leaveChars.count, enterChars.baseAddress, enterChars.count
                            )
                        }
                    }
                }
            }
        }
    }

    /// For an inline region: `up` moves the cursor up a row, and a handler writes it as many
    /// times as `setRowsUp(_:)` last said before the leave bytes. Call after `prepare(_:)`.
    package static func prepareRegion(up: [UInt8]) {
        up.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { tui_guard_prepare_region($0.baseAddress, $0.count) }
        }
    }

    /// How many rows the cursor is below an inline region's first row.
    package static func setRowsUp(_ rows: Int) {
        tui_guard_set_rows_up(Int32(clamping: rows))
    }

    /// From now on every exit path restores the terminal.
    package static func arm() {
        tui_guard_arm()
    }

    /// Starts taking the terminal back for a normal exit; false when a signal handler already
    /// restored it. Until `finishStop()`, a terminating signal still writes the leave bytes, so
    /// dying half-way through `endwin` leaves the terminal restored.
    package static func beginStop() -> Bool {
        tui_guard_begin_stop() != 0
    }

    package static func finishStop() {
        tui_guard_finish_stop()
    }

    /// Ctrl-Z, read as a key: gives the screen back to the shell first, then stops the whole
    /// foreground job as the terminal would have. This process stops by SIGTSTP's default
    /// action, which a SIGCONT always undoes; on `fg` the SIGCONT handler re-enters curses mode
    /// and asks for a repaint. False (nothing happens) when the process
    /// started with SIGTSTP ignored, i.e. without job control.
    @discardableResult
    package static func suspend() -> Bool {
        tui_guard_suspend() != 0
    }

    /// Sends stdout and stderr to the capture files until `finishCapture()` (or a handler)
    /// prints them on the real ones.
    package static func beginCapture(savedOutput: Int32, savedError: Int32, captureOutput: Int32, captureError: Int32) {
        tui_guard_begin_capture(savedOutput, savedError, captureOutput, captureError)
    }

    package static func finishCapture() {
        tui_guard_finish_capture()
    }

    package static var isCapturing: Bool { tui_guard_is_capturing() != 0 }

    /// Holds back asynchronous signals (Ctrl-C, Ctrl-Z, resize, ...) on this thread while set-up
    /// or tear-down is half done; they are delivered when unblocked.
    package static func blockSignals(_ block: Bool) {
        tui_guard_block_signals(block ? 1 : 0)
    }

    /// Gives the current thread an alternate signal stack so that a stack overflow still
    /// restores the terminal.
    package static func ensureSignalStack() {
        tui_guard_ensure_signal_stack()
    }
}
