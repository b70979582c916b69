/// The terminal a backend talks to: standard input and output when both are one, otherwise the
/// process's controlling terminal (`/dev/tty`).
///
/// So a tool works in a pipeline — `git log | commits` reads its data from standard input and
/// its keys from the terminal, and `x=$(table)` captures only what it prints once it is done —
/// exactly as an interactive program such as `less` or `fzf` does.
package struct TerminalDescriptors {
    /// Where keys come from.
    package let input: Int32
    /// Where frames go.
    package let output: Int32
    /// The controlling terminal, when it was opened here; `close()` closes it.
    private let opened: Int32?

    /// Standard input and output when both are terminals (and `preferStandardStreams`), else the
    /// controlling terminal.
    ///
    /// - Throws: ``TerminalError/notATerminal`` when the process has no controlling terminal (it
    ///   runs under `setsid`, in CI, from cron).
    package static func open(preferStandardStreams: Bool) throws(TerminalError) -> TerminalDescriptors {
        if preferStandardStreams, Platform.isTerminal(0), Platform.isTerminal(1) {
            return TerminalDescriptors(input: 0, output: 1, opened: nil)
        }
        guard let terminal = Platform.openControllingTerminal() else { throw .notATerminal }
        guard Platform.isTerminal(terminal) else {
            Platform.close(terminal)
            throw .notATerminal
        }
        return TerminalDescriptors(input: terminal, output: terminal, opened: terminal)
    }

    /// Whether the terminal is the controlling terminal opened here, not standard input and output.
    package var isControllingTerminal: Bool { opened != nil }

    /// Closes the controlling terminal if it was opened here; standard input and output stay open.
    package func close() {
        if let opened { Platform.close(opened) }
    }
}
