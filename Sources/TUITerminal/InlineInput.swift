import TUICore

/// Turns the bytes the terminal sends into the tokens `InputDecoder` reads: UTF-8 decoded, a
/// character split across two reads kept until its last byte arrives, and an escape sequence
/// that has not ended yet recognised, so that the reader waits for the rest of it (up to
/// ``escapeDelay``) instead of taking its ESC for the Esc key.
///
/// Pure: the inline backend reads the terminal and feeds it; tests feed it bytes.
struct InlineInput {
    /// Milliseconds to wait after ESC for the rest of a sequence.
    var escapeDelay = 25
    /// Bytes of a character not yet complete, from the end of the last read.
    private var partial: [UInt8] = []

    /// Whether `bytes` (what is unread so far) end inside an escape sequence: ESC alone, ESC and
    /// `[` or `O`, or a CSI whose parameters have not reached their final byte. The reader then
    /// waits a little for the rest.
    static func endsInsideEscapeSequence(_ bytes: [UInt8]) -> Bool {
        guard let escape = bytes.lastIndex(of: 0x1B) else { return false }
        let tail = bytes[(escape + 1)...]
        guard let introducer = tail.first else { return true }
        switch introducer {
        case UInt8(ascii: "["):
            return tail.dropFirst().allSatisfy { (0x20...0x3F).contains($0) }
        case UInt8(ascii: "O"):
            return tail.count == 1
        default:
            return false
        }
    }

    /// The tokens of `bytes`, appended to what was left incomplete last time; a character
    /// still incomplete at the end is kept for the next call. Invalid bytes become U+FFFD.
    ///
    /// - Complexity: O(bytes).
    mutating func tokens(from bytes: [UInt8]) -> [InputToken] {
        var all = partial + bytes
        partial.removeAll()
        let keep = Self.incompleteSuffixLength(all)
        if keep > 0 {
            partial = Array(all.suffix(keep))
            all.removeLast(keep)
        }
        var tokens: [InputToken] = []
        tokens.reserveCapacity(all.count)
        var decoder = UTF8()
        var iterator = all.makeIterator()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): tokens.append(.character(scalar.value))
            case .error: tokens.append(.character(0xFFFD))
            case .emptyInput: break decoding
            }
        }
        return tokens
    }

    /// How many bytes at the end of `bytes` start a UTF-8 character that needs more bytes.
    static func incompleteSuffixLength(_ bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }  // a continuation byte: look further back
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > back ? back : 0
        }
        return 0
    }
}
