import TUICore

/// What both backends do with the tokens each read brings: decode them (``InputDecoder``, which
/// keeps a paste across reads) and, under the kitty keyboard protocol, act on the signal keys
/// the terminal no longer turns into signals (``SignalKeys``).
package struct TerminalInput {
    private var decoder = InputDecoder()
    /// Set when keys arrive under the kitty keyboard protocol.
    private let signalKeys: SignalKeys?

    /// Input from a terminal whose shell settings are `shellMode`, in `modes`.
    package init(modes: TerminalModes, shellMode: Platform.TerminalMode) {
        signalKeys = modes.usesKittyKeyboard ? SignalKeys(mode: shellMode) : nil
    }

    /// The events of one read's tokens, in order; a signal key is acted on where it stands
    /// (Ctrl-C interrupts, Ctrl-\ quits, Ctrl-Z suspends) and is not an event.
    ///
    /// - Complexity: O(n) in the tokens.
    package mutating func events(from tokens: [InputToken]) -> [Event] {
        let events = decoder.decode(tokens)
        guard let signalKeys else { return events }
        return events.filter { event in
            guard case .key(let key) = event, let action = signalKeys.action(for: key) else { return true }
            switch action {
            case .interrupt: Platform.raiseSignal(quit: false)
            case .quit: Platform.raiseSignal(quit: true)
            case .suspend: TerminalGuard.suspend()
            }
            return false
        }
    }
}
