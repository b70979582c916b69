#if canImport(Glibc)
import Glibc
#endif

/// The self-pipe through which signal handlers wake the run loop: a handler writes one byte
/// naming the reason ('W' resize, 'C' continued after a stop), the run loop reads them.
struct WakePipe {
    let readDescriptor: Int32
    let writeDescriptor: Int32

    /// A non-blocking, close-on-exec pipe; nil when the process is out of descriptors.
    init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = fds[0]
        writeDescriptor = fds[1]
    }

    func close() {
        _ = Glibc.close(readDescriptor)
        _ = Glibc.close(writeDescriptor)
    }

    /// The distinct reasons written since the last call.
    func drain() -> Set<UInt8> {
        var reasons: Set<UInt8> = []
        var chunk = [UInt8](repeating: 0, count: 64)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(readDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            reasons.formUnion(chunk[0..<count])
        }
        return reasons
    }
}
