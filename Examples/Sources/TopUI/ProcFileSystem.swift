import Glibc

/// Reads the processes from Linux's `/proc`: `/proc/PID/stat` for the name, state, CPU time,
/// threads and memory, the directory's owner for the user.
///
/// - Complexity: O(processes) system calls per `sample()`.
@MainActor
public final class ProcFileSystem: ProcessSource {
    private var previousTicks: [Int: Int] = [:]
    private var previousTime: Double?
    private var userNames: [uid_t: String] = [:]
    private let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    private let pageKiB = Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    private var buffer = [UInt8](repeating: 0, count: 1024)

    public init() {}

    public func sample() -> [ProcessSample] {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let time = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        let elapsed = previousTime.map { time - $0 } ?? 0
        previousTime = time
        var ticks: [Int: Int] = [:]
        var samples: [ProcessSample] = []
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = Int(name), var sample = read(pid: pid) else { continue }
            let used = Int(sample.cpu)
            ticks[pid] = used
            // A process new since the last refresh has no interval yet: 0 %.
            if elapsed > 0, let before = previousTicks[pid] {
                sample.cpu = Double(used - before) / ticksPerSecond / elapsed * 100
            } else {
                sample.cpu = 0
            }
            samples.append(sample)
        }
        previousTicks = ticks
        return samples
    }

    /// One process, with its total CPU ticks in `cpu` (turned into a share by the caller).
    private func read(pid: Int) -> ProcessSample? {
        let path = "/proc/\(pid)/stat"
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = buffer[..<count]
        // The name is in parentheses and may itself hold ") ": the fields follow the last one.
        guard let open = text.firstIndex(of: UInt8(ascii: "(")), let close = text.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let name = String(decoding: text[(open + 1)..<close], as: UTF8.self)
        let fields = text[(close + 2)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 21 else { return nil }
        func number(_ index: Int) -> Int { Int(String(decoding: fields[index], as: UTF8.self)) ?? 0 }
        var info = stat()
        let user = stat("/proc/\(pid)", &info) == 0 ? userName(info.st_uid) : "?"
        return ProcessSample(
            pid: pid, name: name, user: user, state: Character(UnicodeScalar(fields[0].first ?? UInt8(ascii: "?"))),
            cpu: Double(number(11) + number(12)), residentKiB: number(21) * pageKiB, threads: number(17))
    }

    private func userName(_ uid: uid_t) -> String {
        if let name = userNames[uid] { return name }
        let name = getpwuid(uid).map { String(cString: $0.pointee.pw_name) } ?? "\(uid)"
        userNames[uid] = name
        return name
    }
}
