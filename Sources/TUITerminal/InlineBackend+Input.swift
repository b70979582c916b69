import TUICore

extension InlineBackend {
    /// Everything that is ready now: a resize the signal handlers reported, then every key
    /// pending on the terminal, so a held-down key never queues up behind frames.
    ///
    /// After `fg` (the handlers report it too) the region starts again below the shell's last
    /// line and ``needsFullRedraw`` asks for a frame that draws it whole.
    ///
    /// - Complexity: O(n) in the pending input.
    public func readEvents() -> [Event] {
        guard isActive else { return [] }
        TerminalGuard.ensureSignalStack()
        var events: [Event] = []
        let reasons = wake.drain()
        if reasons.contains(UInt8(ascii: "C")) {
            region.restart()
            TerminalGuard.setRowsUp(0)
            needsFullRedraw = true
        }
        if !reasons.isEmpty {
            let resized = Self.regionSize(terminal: Platform.windowSize(terminal), options: options)
            // Whatever the size, the terminal may have reflowed the region's rows: draw it afresh.
            if reasons.contains(UInt8(ascii: "W")) { needsFullRedraw = true }
            if resized != size {
                size = resized
                events.append(.resize(resized))
            }
        }
        var bytes = typeahead + readPending()
        typeahead.removeAll()
        if InlineInput.endsInsideEscapeSequence(bytes),
           Platform.waitUntilReadable(terminal, milliseconds: input.escapeDelay) {
            bytes += readPending()
        }
        var tokens: [InputToken] = []
        for token in input.tokens(from: bytes) {
            if case .character(let code) = token, let suspendCharacter, code == UInt32(suspendCharacter) {
                TerminalGuard.suspend()
            } else {
                tokens.append(token)
            }
        }
        events += decoder.events(from: tokens)
        if Platform.hasHungUp(terminal) { isDisconnected = true }
        return events
    }

    /// The bytes waiting on the terminal, read until none are left.
    private func readPending() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Platform.read(terminal, into: $0) }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }
}
