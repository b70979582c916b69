import CTerminalGuard

/// The Swift face of the output tap in the `CTerminalGuard` C target: the one writer of record
/// between ncurses and the terminal.
///
/// ncurses writes with `write(2)` on the descriptor behind the `FILE*` given to `newterm`,
/// bypassing stdio and offering no hook, so the tap puts a pipe under that descriptor and a
/// thread moves what arrives to the terminal, counting it and, while recording, keeping it.
/// `drain()` after each screen update returns once every byte is on the terminal, so counts
/// and recordings are exactly the bytes the terminal received, and a restore sequence written
/// next never overtakes a frame. Signal handlers bypass the tap (see `TerminalGuard`).
enum OutputTap {
    /// Puts the tap under `cursesDescriptor`, forwarding to `terminal`; false (errno set,
    /// nothing changed) when no pipe or thread can be made.
    static func start(cursesDescriptor: Int32, terminal: Int32) -> Bool {
        tui_tap_start(cursesDescriptor, terminal) == 0
    }

    /// Returns once everything written to the curses descriptor is on the terminal.
    static func drain() {
        tui_tap_drain()
    }

    /// Drains, gives the curses descriptor back to the terminal and ends the thread.
    static func stop() {
        tui_tap_stop()
    }

    /// Bytes that reached the terminal since the tap started.
    static var bytesForwarded: Int { Int(tui_tap_bytes_forwarded()) }

    /// Whether forwarded bytes are kept for `takeRecorded()`.
    static func setRecording(_ recording: Bool) {
        tui_tap_set_recording(recording ? 1 : 0)
    }

    /// The bytes kept since the last call, oldest first.
    static func takeRecorded() -> [UInt8] {
        let count = tui_tap_pending()
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = tui_tap_take(buffer.baseAddress, count)
        }
    }
}
