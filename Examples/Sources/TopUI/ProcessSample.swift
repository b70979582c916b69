/// One process as one refresh saw it.
public struct ProcessSample: Hashable, Sendable {
    public var pid: Int
    public var name: String
    public var user: String
    /// The kernel's state letter: R running, S sleeping, D waiting on I/O, I idle, Z zombie…
    public var state: Character
    /// Share of one core over the last interval, in percent.
    public var cpu: Double
    public var residentKiB: Int
    public var threads: Int

    public init(pid: Int, name: String, user: String, state: Character, cpu: Double, residentKiB: Int, threads: Int) {
        self.pid = pid
        self.name = name
        self.user = user
        self.state = state
        self.cpu = cpu
        self.residentKiB = residentKiB
        self.threads = threads
    }

    /// The section the process is listed in.
    public var group: ProcessGroup {
        switch state {
        case "R": .running
        case "S", "D": .sleeping
        case "I": .idle
        default: .other
        }
    }
}

/// The list's sections, in order.
public enum ProcessGroup: String, CaseIterable, Hashable, Sendable {
    case running = "Running"
    case sleeping = "Sleeping"
    case idle = "Idle"
    case other = "Stopped and zombie"
}

/// Where the samples come from: `/proc` live, fixed data in tests.
@MainActor
public protocol ProcessSource: AnyObject {
    /// Every process now; CPU shares cover the time since the previous call.
    func sample() -> [ProcessSample]
}
