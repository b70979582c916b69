import CNCurses

#if canImport(Glibc)
import Glibc
#endif

/// Reads how many bytes the calling thread has passed to `write(2)` so far, from the kernel's
/// per-thread I/O accounting (`/proc/thread-self/io`, field `wchar`).
///
/// ncurses 6 writes its output with `write(2)` on the descriptor behind the `FILE*` given to
/// `newterm`, bypassing stdio, so a counting `FILE*` (`fopencookie`, which has no descriptor)
/// cannot sit in between. Measuring the thread's `wchar` before and after `doupdate()` counts
/// exactly the bytes the terminal accepted during it: nothing else writes on that thread in the
/// meantime, and other threads are not counted.
struct ThreadWriteMeter {
    private var descriptor: Int32 = -1
    private var thread: Int32 = 0

    /// Bytes written by the calling thread since it started; nil where the kernel does not
    /// provide per-thread accounting.
    mutating func bytesWritten() -> Int? {
        let current = tui_gettid()
        if current != thread || descriptor < 0 {
            if descriptor >= 0 { close(descriptor) }
            descriptor = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
            thread = current
        }
        guard descriptor >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Self.parseWriteCount(buffer[0..<count])
    }

    /// The `wchar` value of a `/proc/.../io` text.
    static func parseWriteCount(_ text: some Collection<UInt8>) -> Int? {
        let string = String(decoding: text, as: UTF8.self)
        for line in string.split(separator: "\n") where line.hasPrefix("wchar:") {
            return Int(line.dropFirst("wchar:".count).trimmingCharacters(in: " "))
        }
        return nil
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> Substring {
        var result = self
        while result.first == set { result = result.dropFirst() }
        while result.last == set { result = result.dropLast() }
        return result
    }
}
