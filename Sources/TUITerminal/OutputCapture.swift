/// Keeps whatever the process writes to stdout and stderr while curses owns the screen (a stray
/// `print`, the Swift runtime's "Fatal error: ..." line) in temporary files, and prints it on the
/// real stdout/stderr once the terminal is restored, on every exit path.
package enum OutputCapture {
    /// Redirects descriptors 1 and 2; false (and nothing changed) when no temporary file can be
    /// made, in which case callers keep messages in memory instead.
    package static func begin() -> Bool {
        guard let output = temporaryDescriptor() else { return false }
        guard let error = temporaryDescriptor() else {
            Platform.close(output)
            return false
        }
        let savedOutput = Platform.duplicate(1)
        let savedError = Platform.duplicate(2)
        guard savedOutput >= 0, savedError >= 0 else {
            [output, error, savedOutput, savedError].forEach(Platform.close)
            return false
        }
        Platform.flushStandardStreams()
        TerminalGuard.beginCapture(savedOutput: savedOutput, savedError: savedError, captureOutput: output, captureError: error)
        return true
    }

    /// Points stdout/stderr back at the terminal and prints what was captured.
    package static func finish() {
        Platform.flushStandardStreams()
        TerminalGuard.finishCapture()
    }

    package static var isActive: Bool { TerminalGuard.isCapturing }

    /// An unlinked temporary file, close-on-exec.
    private static func temporaryDescriptor() -> Int32? {
        Platform.temporaryFile()
    }
}
