/// Cuts a stream of bytes into lines: a line ends at `\n`, and a `\r` before it is dropped.
/// What follows the last line feed of one read is kept for the next.
struct LineSplitter {
    private var partial: [UInt8] = []

    /// The lines that `bytes` completes, after what was left over from earlier reads.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    mutating func lines(completedBy bytes: ArraySlice<UInt8>) -> [String] {
        var lines: [String] = []
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if partial.isEmpty {
                lines.append(Self.line(bytes[start..<end]))
            } else {
                lines.append(Self.line((partial + bytes[start..<end])[...]))
                partial = []
            }
            start = end + 1
        }
        partial += bytes[start...]
        return lines
    }

    /// The last line, when the input ended without a line feed after it; `nil` otherwise.
    mutating func remainder() -> String? {
        defer { partial = [] }
        return partial.isEmpty ? nil : Self.line(partial[...])
    }

    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
    }
}
