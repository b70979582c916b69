/// Maps byte offsets in a source text to 1-based line numbers.
///
/// A line ends at LF, at CRLF, or at a lone CR, so files from any platform number their lines
/// the way an editor shows them.
struct LineIndex: Sendable {
    /// Byte offset at which each line starts; the first is 0.
    private let starts: [Int]
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
        self.bytes = bytes
    }

    /// The 1-based line holding the byte at `offset` (offsets past the end are on the last line).
    ///
    /// - Complexity: O(log lines).
    func line(at offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The 1-based column of `offset`, counted in Unicode scalars from the start of its line.
    func column(at offset: Int) -> Int {
        let start = starts[line(at: offset) - 1]
        let end = min(offset, bytes.count)
        guard start < end else { return 1 }
        return bytes[start..<end].reduce(1) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
    }
}
