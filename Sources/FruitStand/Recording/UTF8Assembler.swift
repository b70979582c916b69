/// Turns a stream of byte chunks into text without corrupting characters split across chunks.
///
/// A terminal write may end in the middle of a multi-byte character; decoding each chunk on its
/// own would turn both halves into U+FFFD. The assembler holds back an incomplete sequence at the
/// end of a chunk until the next one completes it. Bytes that can never be valid become U+FFFD,
/// so the text is always valid UTF-8.
struct UTF8Assembler: Sendable {
    private var pending: [UInt8] = []

    /// The text of `bytes` after any bytes held back from the previous chunk, minus an incomplete
    /// sequence at the end, which is held back in turn.
    mutating func append(_ bytes: some Sequence<UInt8>) -> String {
        var buffer = pending
        buffer.append(contentsOf: bytes)
        let split = Self.completePrefixLength(buffer)
        pending = Array(buffer[split...])
        return String(decoding: buffer[..<split], as: UTF8.self)
    }

    /// Whatever is held back, as U+FFFD: called when the stream ends.
    mutating func finish() -> String {
        defer { pending = [] }
        return String(decoding: pending, as: UTF8.self)
    }

    /// The length of `bytes` without a trailing sequence that has a valid start but too few
    /// continuation bytes yet.
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        var start = bytes.count
        // A UTF-8 sequence is at most four bytes: only the last three can start an incomplete one.
        while start > 0, bytes.count - start < 3 {
            start -= 1
            let byte = bytes[start]
            guard byte & 0xC0 == 0x80 else {
                let expected = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 && byte <= 0xEF ? 3
                    : byte >= 0xC2 && byte <= 0xDF ? 2 : 1
                let available = bytes.count - start
                let isPrefix = available < expected && bytes[(start + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
                return isPrefix ? start : bytes.count
            }
        }
        return bytes.count
    }
}
