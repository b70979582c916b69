/// Where ncurses' output goes until a frame is complete: a file in memory under the descriptor
/// curses writes to.
///
/// ncurses writes with `write(2)` on the descriptor behind the `FILE*` given to `newterm`,
/// several times per `doupdate` and with no hook, so the terminal would take a frame in pieces
/// and show (or a screen reader read) the half-drawn screen between them. The tap points that
/// descriptor at a memory file instead; once curses has written a whole update, ``takeFrame()``
/// hands its bytes over, and the ``FrameWriter`` gives them to the terminal in one write. Writes
/// to a memory file never block, so no thread has to drain it, and the file's position — which
/// curses' descriptor shares — says how much a frame holds.
///
/// Main actor only, like curses itself. A signal handler that gives the terminal back points
/// curses' descriptor at /dev/null (one of the guard's routes) and, on `fg`, back at
/// ``file``.
@MainActor
package final class OutputTap {
    /// The memory file; curses' descriptor is a duplicate of it while the tap runs.
    package let file: Int32
    private let cursesDescriptor: Int32
    private var frame: [UInt8] = []

    /// Puts a memory file under `cursesDescriptor`; nil (errno set, nothing changed) when none
    /// can be made.
    package init?(cursesDescriptor: Int32) {
        guard let file = Platform.makeMemoryFile(named: "diffabletui-frame") else { return nil }
        guard Platform.redirect(cursesDescriptor, to: file) else {
            Platform.close(file)
            return nil
        }
        self.file = file
        self.cursesDescriptor = cursesDescriptor
    }

    /// What curses wrote since the last call, in the order it wrote it; the file is empty
    /// afterwards.
    ///
    /// - Complexity: O(n) in the bytes written.
    package func takeFrame() -> ArraySlice<UInt8> {
        let count = Platform.position(file)
        guard count > 0 else { return [] }
        if frame.count < count { frame = [UInt8](repeating: 0, count: count) }
        let read = frame.withUnsafeMutableBytes {
            Platform.readFromStart(file, into: UnsafeMutableRawBufferPointer(rebasing: $0[..<count]))
        }
        Platform.rewind(file)
        return frame[..<read]
    }

    /// Gives curses' descriptor back to `terminal` and closes the file.
    package func stop(restoring terminal: Int32) {
        Platform.redirect(cursesDescriptor, to: terminal)
        Platform.close(file)
    }
}
