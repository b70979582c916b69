/// Asks the terminal what it can do, once, before a backend changes anything on it.
///
/// The queries (``TerminalCapabilities/query``) go out in one write with echo and line editing
/// off; the replies are read until the device attributes arrive — a round trip, a millisecond on
/// a local terminal — or ``timeout`` passes for a terminal that answers nothing. The terminal's
/// settings are put back before it returns. Keys typed meanwhile are not lost: they come back as
/// ``Result/typeahead``, for the backend to read before anything else. A reply that arrives after
/// the timeout (a slow link) is read later as input, where the decoder drops it whole as a
/// sequence it does not know; the capabilities it would have reported stay off.
package enum TerminalProbe {
    /// How long to wait for a terminal that does not answer at all, in milliseconds.
    package static let timeout = 150

    package struct Result: Equatable, Sendable {
        package var capabilities: TerminalCapabilities
        /// Bytes read that were not replies: keys typed during the probe, in order.
        package var typeahead: [UInt8]
    }

    /// Queries the terminal behind `input` and `output` (the same terminal), whose settings are
    /// `mode`; leaves them as `mode`.
    package static func run(input: Int32, output: Int32, mode: Platform.TerminalMode, timeout: Int = timeout) -> Result {
        Platform.setTerminalMode(input, Platform.keyByKey(mode))
        defer { Platform.setTerminalMode(input, mode) }
        TerminalCapabilities.query.withUnsafeBytes { _ = Platform.writeAll(output, $0) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        let deadline = Platform.monotonicMilliseconds() + timeout
        while true {
            let parsed = TerminalCapabilities.parse(bytes)
            let remaining = deadline - Platform.monotonicMilliseconds()
            if parsed.capabilities.answered || remaining <= 0 {
                return Result(capabilities: parsed.capabilities, typeahead: parsed.rest)
            }
            guard Platform.waitUntilReadable(input, milliseconds: remaining) else {
                if Platform.hasHungUp(input) { return Result(capabilities: parsed.capabilities, typeahead: parsed.rest) }
                continue
            }
            let count = chunk.withUnsafeMutableBytes { Platform.read(input, into: $0) }
            if count > 0 { bytes += chunk[..<count] }
        }
    }
}
