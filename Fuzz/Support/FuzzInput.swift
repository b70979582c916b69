/// Reads a fuzz input as a stream of choices, for targets that build operations from bytes.
///
/// Every read succeeds: past the end of the input each read returns the smallest value, so
/// any byte string is a valid program and libFuzzer's mutations stay meaningful (a changed byte
/// changes one choice; an inserted byte shifts the later ones).
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// True when every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `range`, from one byte (two when the range is wider than 256 values).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = range.upperBound - range.lowerBound + 1
        let raw = width > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % width
    }

    /// A yes or no, from one byte.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// One of `choices`, or nil when there are none.
    public mutating func element<T>(of choices: [T]) -> T? {
        choices.isEmpty ? nil : choices[int(in: 0...choices.count - 1)]
    }

    /// The next `count` bytes (fewer at the end).
    public mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(offset + max(count, 0), bytes.count)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}
