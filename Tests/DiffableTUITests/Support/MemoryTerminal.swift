import Foundation
@testable import DiffableTUI

/// An interactive backend in memory: the headless screen stands in for the terminal, and what
/// the application prints after exit goes to stderr, as the terminal's backend does (or
/// nowhere, when `printsAfterExit` is off).
@MainActor
final class MemoryTerminal: InteractiveBackend {
    let screen = HeadlessBackend(size: Size(width: 20, height: 3))
    var size: Size { screen.size }
    var colorDepth: ColorDepth { .ansi16 }
    /// How long each frame's write is said to have taken (a slow terminal's writes block).
    var frameWriteDuration: Double = 0
    var statistics: BackendStatistics {
        var statistics = screen.statistics
        statistics.lastFrameWriteDuration = frameWriteDuration
        return statistics
    }
    var eventDescriptors: [Int32] = []
    var isDisconnected = false
    var stopped = false
    let printsAfterExit: Bool

    init(printsAfterExit: Bool = false) {
        self.printsAfterExit = printsAfterExit
    }

    func present(_ update: FrameUpdate) { screen.present(update) }
    func readEvents() -> [Event] { screen.readEvents() }
    func printAfterExit(_ message: String) {
        if printsAfterExit { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
    func stop() { stopped = true }
}
