/// The input modes a backend turns on beside its own — bracketed paste, focus reports, and the
/// kitty keyboard protocol where the terminal answered its query — and the bytes that turn them
/// off again on every way out.
///
/// Bracketed paste (DEC mode 2004, terminfo's `BE`/`BD` where the entry has them) and focus
/// reports (mode 1004) are asked for unconditionally, as shells and editors ask: a terminal
/// without them ignores the request. The kitty keyboard protocol is pushed only on a terminal
/// that answered its query (``TerminalCapabilities/kittyKeyboard``), with its first flag
/// (disambiguate: Esc, Alt and Ctrl chords as `CSI … u`), and popped before the screen is left,
/// since a terminal keeps one stack per screen.
package struct TerminalModes: Sendable {
    /// Bytes that turn the modes on.
    package let enable: [UInt8]
    /// Bytes that turn them off, in the reverse order.
    package let disable: [UInt8]
    /// Whether keys arrive in the kitty keyboard protocol: the terminal then sends Ctrl-C,
    /// Ctrl-\ and Ctrl-Z as keys instead of signalling, and the backend signals itself
    /// (``SignalKeys``).
    package let usesKittyKeyboard: Bool

    /// The modes for a terminal with `capabilities`; `pasteOn` and `pasteOff` are terminfo's
    /// `BE` and `BD` when the entry has them.
    package init(capabilities: TerminalCapabilities, pasteOn: String? = nil, pasteOff: String? = nil) {
        let pasteOn = pasteOn ?? "\u{1B}[?2004h", pasteOff = pasteOff ?? "\u{1B}[?2004l"
        usesKittyKeyboard = capabilities.kittyKeyboard
        let kittyOn = usesKittyKeyboard ? "\u{1B}[>1u" : "", kittyOff = usesKittyKeyboard ? "\u{1B}[<u" : ""
        enable = Array((pasteOn + "\u{1B}[?1004h" + kittyOn).utf8)
        disable = Array((kittyOff + "\u{1B}[?1004l" + pasteOff).utf8)
    }
}
