import CNCurses
import TUITerminal

/// The bytes that leave and re-enter curses mode, computed from terminfo while curses is up so
/// that a signal handler can write them without calling into ncurses.
struct TerminalSequences {
    /// The end of a frame a signal cut short (`FrameWriter.interruptedFrameEnd`), the input modes
    /// off (`TerminalModes.disable`), mouse reporting off, attributes off, cursor visible, keypad
    /// off, back to the main screen.
    var leave: [UInt8]
    /// The inverse, for resuming after Ctrl-Z.
    var enter: [UInt8]

    /// Reads the current terminal's capabilities; `mouse` says whether mouse reporting is on,
    /// `capabilities` what the terminal answered at start-up.
    static func current(mouse: Bool, capabilities: TerminalCapabilities, modes: TerminalModes) -> TerminalSequences {
        var leave = FrameWriter.interruptedFrameEnd(synchronized: capabilities.synchronizedOutput) + modes.disable
        var enter: [UInt8] = []
        if mouse {
            // ncurses switches mouse reporting with the XM capability when the entry has one,
            // otherwise with xterm's basic mode 1000.
            if let xm = tui_tigetstr("XM") {
                leave += bytes(tui_tiparm1(xm, 0))
                enter += bytes(tui_tiparm1(xm, 1))
            } else {
                leave += Array("\u{1B}[?1000l".utf8)
                enter += Array("\u{1B}[?1000h".utf8)
            }
        }
        leave += capability("sgr0") + capability("cnorm") + capability("rmkx")
        if let rmcup = tui_tigetstr("rmcup") {
            leave += bytes(rmcup)
        } else if let cup = tui_tigetstr("cup") {
            // No alternate screen: park the cursor on the last line (terminals clamp the row).
            leave += bytes(tui_tiparm2(cup, 9999, 0)) + Array("\r\n".utf8)
        }
        enter = capability("smcup") + capability("smkx") + capability("civis") + enter + modes.enable
        return TerminalSequences(leave: leave, enter: enter)
    }

    private static func capability(_ name: String) -> [UInt8] {
        bytes(tui_tigetstr(name))
    }

    private static func bytes(_ pointer: UnsafePointer<CChar>?) -> [UInt8] {
        guard let pointer else { return [] }
        return Array(String(cString: pointer).utf8)
    }
}
