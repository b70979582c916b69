/// What the terminal says it can do, asked once at start-up (``TerminalProbe``).
///
/// Only what a terminal *answers* is trusted: a terminal that does not know a query stays
/// silent, so every query goes out with a device-attributes request (DA1, `CSI c`) that every
/// VT100-compatible terminal answers; its answer marks the end of the replies, and whatever was
/// not answered before it is taken as missing.
package struct TerminalCapabilities: Equatable, Sendable {
    /// DEC mode 2026, synchronized output: the terminal reported the mode as set or reset
    /// (DECRPM `CSI ? 2026 ; 1|2 $ y`), so frames can be bracketed as synchronized updates.
    package var synchronizedOutput = false
    /// The kitty keyboard protocol: the terminal answered its query (`CSI ? flags u`).
    package var kittyKeyboard = false
    /// Whether the terminal answered the device-attributes request: the replies are complete.
    package var answered = false

    package init(synchronizedOutput: Bool = false, kittyKeyboard: Bool = false, answered: Bool = false) {
        self.synchronizedOutput = synchronizedOutput
        self.kittyKeyboard = kittyKeyboard
        self.answered = answered
    }

    /// The queries, in one write: synchronized output's mode (DECRQM), the kitty keyboard
    /// protocol's flags, then the device attributes that end the replies.
    package static let query: [UInt8] = Array("\u{1B}[?2026$p\u{1B}[?u\u{1B}[c".utf8)

    /// Reads the replies out of `bytes`: the capabilities they report, and every byte that is
    /// not part of a reply (keys typed meanwhile), in order.
    ///
    /// - Complexity: O(n) in the bytes.
    package static func parse(_ bytes: [UInt8]) -> (capabilities: TerminalCapabilities, rest: [UInt8]) {
        var capabilities = TerminalCapabilities()
        var rest: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if let reply = Reply(bytes, at: index) {
                reply.apply(to: &capabilities)
                index = reply.end
            } else {
                rest.append(bytes[index])
                index += 1
            }
        }
        return (capabilities, rest)
    }

    /// One reply: `CSI ? parameters [intermediate] final`, with the private marker the three
    /// replies share.
    private struct Reply {
        var parameters: [Int]
        var intermediate: UInt8?
        var final: UInt8
        var end: Int

        init?(_ bytes: [UInt8], at start: Int) {
            guard start + 2 < bytes.count, bytes[start] == 0x1B, bytes[start + 1] == UInt8(ascii: "["),
                  bytes[start + 2] == UInt8(ascii: "?") else { return nil }
            var index = start + 3
            var parameters: [Int] = []
            var current: Int?
            while index < bytes.count, let digit = Self.digit(bytes[index]) ?? (bytes[index] == UInt8(ascii: ";") ? -1 : nil) {
                if digit < 0 {
                    parameters.append(current ?? 0)
                    current = nil
                } else {
                    current = (current ?? 0) * 10 + digit
                }
                index += 1
            }
            if let current { parameters.append(current) }
            var intermediate: UInt8?
            if index < bytes.count, bytes[index] == UInt8(ascii: "$") {
                intermediate = bytes[index]
                index += 1
            }
            guard index < bytes.count, [UInt8(ascii: "y"), UInt8(ascii: "u"), UInt8(ascii: "c")].contains(bytes[index]) else {
                return nil
            }
            self.parameters = parameters
            self.intermediate = intermediate
            final = bytes[index]
            end = index + 1
        }

        private static func digit(_ byte: UInt8) -> Int? {
            (0x30...0x39).contains(byte) ? Int(byte - 0x30) : nil
        }

        func apply(to capabilities: inout TerminalCapabilities) {
            switch (final, intermediate) {
            case (UInt8(ascii: "y"), UInt8(ascii: "$")?):
                // DECRPM: 1 set, 2 reset, 3 permanently set; 0 unknown and 4 permanently reset.
                if parameters.count == 2, parameters[0] == 2026, (1...3).contains(parameters[1]) {
                    capabilities.synchronizedOutput = true
                }
            case (UInt8(ascii: "u"), nil):
                capabilities.kittyKeyboard = true
            case (UInt8(ascii: "c"), nil):
                capabilities.answered = true
            default:
                break
            }
        }
    }
}
