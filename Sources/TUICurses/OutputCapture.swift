#if canImport(Glibc)
import Glibc
#endif

/// Keeps whatever the process writes to stdout and stderr while curses owns the screen (a stray
/// `print`, the Swift runtime's "Fatal error: ..." line) in temporary files, and prints it on the
/// real stdout/stderr once the terminal is restored, on every exit path.
enum OutputCapture {
    /// Redirects descriptors 1 and 2; false (and nothing changed) when no temporary file can be
    /// made, in which case callers keep messages in memory instead.
    static func begin() -> Bool {
        guard let output = temporaryDescriptor() else { return false }
        guard let error = temporaryDescriptor() else {
            close(output)
            return false
        }
        let savedOutput = fcntl(1, F_DUPFD_CLOEXEC, 3)
        let savedError = fcntl(2, F_DUPFD_CLOEXEC, 3)
        guard savedOutput >= 0, savedError >= 0 else {
            [output, error, savedOutput, savedError].filter { $0 >= 0 }.forEach { _ = close($0) }
            return false
        }
        fflush(nil)
        TerminalGuard.beginCapture(savedOutput: savedOutput, savedError: savedError, captureOutput: output, captureError: error)
        return true
    }

    /// Points stdout/stderr back at the terminal and prints what was captured.
    static func finish() {
        fflush(nil)
        TerminalGuard.finishCapture()
    }

    static var isActive: Bool { TerminalGuard.isCapturing }

    /// An unlinked temporary file, close-on-exec.
    private static func temporaryDescriptor() -> Int32? {
        guard let file = tmpfile() else { return nil }
        let descriptor = fcntl(fileno(file), F_DUPFD_CLOEXEC, 3)
        fclose(file)
        return descriptor >= 0 ? descriptor : nil
    }
}
