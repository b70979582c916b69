/// Cuts a stream of bytes into lines: a line ends at `\n`, and a `\r` before it is dropped.
/// What follows the last line feed of one chunk is kept for the next.
///
/// ```swift
/// var splitter = LineSplitter()
/// splitter.lines(completedBy: Array("app".utf8)[...])        // []
/// splitter.lines(completedBy: Array("le\r\nban".utf8)[...])  // ["apple"]
/// splitter.remainder()                                       // "ban"
/// ```
///
/// Bytes that are not UTF-8 become U+FFFD, one per bad sequence, as `String(decoding:as:)` makes
/// them. ``LineReader`` splits with it; a tool that reads by other means can use it alone.
public struct LineSplitter: Sendable {
    private var partial: [UInt8] = []

    /// A splitter with nothing kept.
    public init() {}

    /// The lines that `bytes` completes, after what was left over from earlier chunks.
    ///
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public mutating func lines(completedBy bytes: ArraySlice<UInt8>) -> [String] {
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
    /// Nothing is kept afterwards.
    public mutating func remainder() -> String? {
        defer { partial = [] }
        return partial.isEmpty ? nil : Self.line(partial[...])
    }

    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
    }
}
