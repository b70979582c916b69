#if canImport(Glibc)
import Glibc
#endif
import DiffableTUI

/// An in-memory terminal for the live run loop: it presents to a headless backend and has
/// no input.
@MainActor
final class MemoryTerminal: InteractiveBackend {
    let screen = HeadlessBackend(size: AnimationScene.size, colorDepth: .indexed256)
    var size: Size { screen.size }
    var colorDepth: ColorDepth { screen.colorDepth }
    var statistics: BackendStatistics { screen.statistics }
    var eventDescriptors: [Int32] { [] }
    var isDisconnected: Bool { false }

    func present(_ update: FrameUpdate) { screen.present(update) }
    func readEvents() -> [Event] { [] }
    func printAfterExit(_ message: String) {}
    func stop() {}
}

/// The same reversal under the live run loop (`Application`) and the system clock: its frame
/// timer, on the main queue, draws the transition; afterwards the app idles.
@MainActor
final class LiveRun {
    static let shared = LiveRun()

    let terminal = MemoryTerminal()
    let application: Application
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    private var items = Array(0..<200)

    init() {
        application = Application(backend: terminal)
        let list = AnimationScene.makeList(in: application.window)
        application.window.rootView = list.0
        dataSource = list.1
    }

    struct Transition {
        var frames: Int
        var microseconds: Int
    }

    /// Applies a reversal and waits for its last frame: frames presented after the apply, and
    /// the time from the apply to the end of the animation.
    func transition() async -> Transition {
        let clock = ContinuousClock()
        let start = clock.now
        let presented = terminal.statistics.framesPresented
        var end = start
        dataSource.apply(AnimationScene.reversingTheScreen(&items)) { end = clock.now }
        while application.window.hasRunningAnimations {
            try? await Task.sleep(for: .milliseconds(2))
        }
        let elapsed = end - start
        return Transition(
            frames: terminal.statistics.framesPresented - presented,
            microseconds: Int(elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000))
    }

    struct Idle {
        var frames: Int
        var bytes: Int
        var wakeUps: Int
    }

    /// Idles for `seconds` while a helper thread sleeps through them: frames and bytes
    /// presented, and the context switches of every thread but the sleeper (the one that
    /// ends the wait included).
    func idle(seconds: Double) async -> Idle {
        let frames = terminal.statistics.framesPresented
        let bytes = terminal.statistics.bytesWritten
        let before = Self.threadSwitches()
        let sleeper = await Task.detached { () -> Int32 in
            var remaining = seconds
            while remaining > 0 {
                _ = usleep(UInt32(min(remaining, 0.5) * 1_000_000))
                remaining -= 0.5
            }
            return LiveRun.currentThreadID()
        }.value
        let after = Self.threadSwitches()
        let wakeUps = after.reduce(0) { total, entry in
            entry.key == sleeper ? total : total + entry.value - (before[entry.key] ?? 0)
        }
        return Idle(frames: terminal.statistics.framesPresented - frames, bytes: terminal.statistics.bytesWritten - bytes, wakeUps: wakeUps)
    }

    /// Voluntary and involuntary context switches of each thread of the process, by thread
    /// id, from `/proc/self/task`.
    static func threadSwitches() -> [Int32: Int] {
        var switches: [Int32: Int] = [:]
        guard let directory = opendir("/proc/self/task") else { return [:] }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let tid = Int32(name) else { continue }
            switches[tid] = contextSwitches(of: tid)
        }
        return switches
    }

    /// The calling thread's id: `/proc/thread-self` links to `<pid>/task/<tid>`.
    nonisolated static func currentThreadID() -> Int32 {
        var path = [CChar](repeating: 0, count: 64)
        let count = readlink("/proc/thread-self", &path, path.count - 1)
        guard count > 0 else { return -1 }
        let link = String(decoding: path[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return link.split(separator: "/").last.flatMap { Int32($0) } ?? -1
    }

    static func contextSwitches(of tid: Int32) -> Int {
        guard let file = fopen("/proc/self/task/\(tid)/status", "r") else { return 0 }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = fread(&bytes, 1, bytes.count, file)
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        return text.split(separator: "\n").filter { $0.contains("ctxt_switches:") }
            .compactMap { Int(String($0.filter(\.isNumber))) }.reduce(0, +)
    }
}
