import DiffableTUI

/// A terminal backend that also records every frame it presents (`--record` in a terminal).
@MainActor
final class RecordingBackend: InteractiveBackend {
    let base: any InteractiveBackend
    let recorder: FrameRecorder

    init(recording base: any InteractiveBackend, into recorder: FrameRecorder) {
        self.base = base
        self.recorder = recorder
    }

    var size: Size { base.size }
    var colorDepth: ColorDepth { base.colorDepth }
    var statistics: BackendStatistics { base.statistics }
    var eventDescriptors: [Int32] { base.eventDescriptors }
    var isDisconnected: Bool { base.isDisconnected }

    func present(_ buffer: Buffer) {
        base.present(buffer)
        recorder.record(buffer)
    }

    func readEvents() -> [Event] { base.readEvents() }
    func printAfterExit(_ message: String) { base.printAfterExit(message) }
    func stop() { base.stop() }
}
