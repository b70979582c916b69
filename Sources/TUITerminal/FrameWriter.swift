/// The one writer of record between a backend and the terminal: each frame in one `write(2)`,
/// bracketed as a synchronized update where the terminal said it has them.
///
/// A terminal draws what it has read; a frame that arrives in several writes can be read (and
/// drawn, captured, or spoken by a screen reader) half-way. So a frame goes out as one buffer,
/// looping only when the kernel takes part of it (a slow terminal), and nothing else is written
/// between its pieces. Where the terminal reports synchronized output (DEC mode 2026, see
/// ``TerminalCapabilities``), the frame is also wrapped in `CSI ? 2026 h` … `CSI ? 2026 l`, so
/// that the terminal shows it only once it has all of it; elsewhere those bytes are never sent.
///
/// Bytes are counted and recorded here, after they are written, so statistics and recordings
/// hold exactly what the terminal received.
@MainActor
package final class FrameWriter {
    /// Begins a synchronized update (DECSET 2026).
    package nonisolated static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
    /// Ends a synchronized update (DECRST 2026).
    package nonisolated static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// What ends a frame a signal cut short, for the start of the bytes a signal handler writes
    /// when it gives the terminal back: CAN (0x18), which aborts an escape sequence the terminal
    /// is half-way through, so that the first byte of what follows is not taken as part of it;
    /// then the end of the synchronized update the frame began, so that the terminal shows
    /// what follows at once instead of waiting for its own timeout.
    package nonisolated static func interruptedFrameEnd(synchronized: Bool) -> [UInt8] {
        [0x18] + (synchronized ? endSynchronizedUpdate : [])
    }

    /// The descriptor frames are written to: a duplicate of the terminal, which a signal
    /// handler points at /dev/null when it gives the terminal back (a guard route).
    package let descriptor: Int32
    /// Whether frames are bracketed as synchronized updates.
    package let isSynchronized: Bool
    /// Receives the bytes of each write once it is on the terminal; nil keeps none.
    package var recorder: (([UInt8]) -> Void)?
    /// Bytes written since the writer was made.
    package private(set) var bytesWritten = 0
    /// `write(2)` calls made since the writer was made (a partial write counts each call).
    package private(set) var writeCalls = 0
    /// Seconds the last write took: how long the terminal kept the app waiting.
    package private(set) var lastWriteDuration: Double = 0
    private var buffer: [UInt8] = []

    package init(descriptor: Int32, isSynchronized: Bool) {
        self.descriptor = descriptor
        self.isSynchronized = isSynchronized
    }

    /// Writes one frame: in one `write(2)` unless the terminal takes part of it, wrapped as a
    /// synchronized update when the terminal has them. Returns the bytes written, 0 for an
    /// empty frame (nothing is sent).
    ///
    /// - Complexity: O(n) in the frame's bytes.
    @discardableResult
    package func writeFrame<Bytes: Collection<UInt8>>(_ frame: Bytes) -> Int {
        guard !frame.isEmpty else { return 0 }
        buffer.removeAll(keepingCapacity: true)
        if isSynchronized { buffer += Self.beginSynchronizedUpdate }
        buffer += frame
        if isSynchronized { buffer += Self.endSynchronizedUpdate }
        return writeBuffer()
    }

    /// Writes bytes that are not a frame (start-up and leave sequences) the same way, unwrapped.
    @discardableResult
    package func writeUnframed<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
        guard !bytes.isEmpty else { return 0 }
        buffer.removeAll(keepingCapacity: true)
        buffer += bytes
        return writeBuffer()
    }

    private func writeBuffer() -> Int {
        let start = Platform.monotonicSeconds()
        buffer.withUnsafeBytes { writeCalls += Platform.writeAll(descriptor, $0) }
        lastWriteDuration = Platform.monotonicSeconds() - start
        bytesWritten += buffer.count
        recorder?(buffer)
        return buffer.count
    }
}
