import DiffableTUI

/// Turns presented frames into an asciicast recording (`--record`): each frame is encoded as
/// the bytes that turn the previous frame into it, stamped with the animation clock.
@MainActor
final class FrameRecorder {
    private let writer: AsciicastWriter
    private let colorDepth: ColorDepth
    private let clock: any AnimationClock
    private let start: Double
    private var previous: Buffer?

    init(writer: AsciicastWriter, colorDepth: ColorDepth, clock: any AnimationClock) {
        self.writer = writer
        self.colorDepth = colorDepth
        self.clock = clock
        start = clock.now
    }

    private var elapsed: Double { max(0, clock.now - start) }

    /// Records `frame` as presented now.
    func record(_ frame: Buffer) {
        if let previous, previous.size != frame.size {
            writer.writeResize(to: frame.size, at: elapsed)
        }
        let over = previous?.size == frame.size ? previous : nil
        writer.writeOutput(ANSIEncoder.encodeFrame(frame, over: over, colorDepth: colorDepth), at: elapsed)
        previous = frame
    }

    /// Finishes the file; returns warnings to print after exit.
    func close() -> [String] {
        writer.close(at: elapsed)
    }
}
