import DiffableTUI

/// Writes an asciicast recording (`--record`), stamping events with the animation clock.
///
/// In a terminal it records the bytes the backend wrote (`recordOutput(_:size:)`); headless,
/// where no terminal exists, each frame is encoded as the bytes that turn the previous frame
/// into it (`record(_:)`).
@MainActor
final class FrameRecorder {
    private let writer: AsciicastWriter
    private let colorDepth: ColorDepth
    private let clock: any AnimationClock
    private let start: Double
    private var previous: Buffer?
    private var recordedSize: Size?

    init(writer: AsciicastWriter, colorDepth: ColorDepth, clock: any AnimationClock) {
        self.writer = writer
        self.colorDepth = colorDepth
        self.clock = clock
        start = clock.now
    }

    private var elapsed: Double { max(0, clock.now - start) }

    /// Records `frame` as presented now.
    func record(_ frame: Buffer) {
        recordOutput(frame.ansiUpdate(from: previous, colorDepth: colorDepth).utf8, size: frame.size)
        previous = frame
    }

    /// Records `bytes` as written to a terminal of `size` now, after a resize event when the
    /// size changed.
    func recordOutput(_ bytes: some Sequence<UInt8>, size: Size) {
        if let recordedSize, recordedSize != size {
            writer.writeResize(to: size, at: elapsed)
        }
        recordedSize = size
        writer.writeOutput(bytes, at: elapsed)
    }

    /// Finishes the file; returns warnings to print after exit.
    func close() -> [String] {
        writer.close(at: elapsed)
    }
}
