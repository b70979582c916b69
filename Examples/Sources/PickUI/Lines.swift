/// The lines read so far, in blocks of 65,536, so that a filter running in the background can
/// hold a copy while more lines arrive: the copy shares every block, and an append copies at
/// most the last one.
public struct Lines: Sendable {
    private static let blockSize = 1 << 16
    private var blocks: [[String]] = []
    /// How many lines there are.
    public private(set) var count = 0

    /// `lines`, in order.
    public init(_ lines: [String] = []) {
        append(contentsOf: lines)
    }

    /// The line at `index`, counting from 0.
    public subscript(index: Int) -> String {
        blocks[index / Self.blockSize][index % Self.blockSize]
    }

    /// Adds `lines` after the others.
    ///
    /// - Complexity: O(`lines.count`), plus a copy of the last block while a filter holds it.
    public mutating func append(contentsOf lines: [String]) {
        var rest = lines[...]
        while !rest.isEmpty {
            if blocks.isEmpty || blocks[blocks.count - 1].count == Self.blockSize {
                blocks.append([])
                blocks[blocks.count - 1].reserveCapacity(Self.blockSize)
            }
            let room = Self.blockSize - blocks[blocks.count - 1].count
            blocks[blocks.count - 1].append(contentsOf: rest.prefix(room))
            rest = rest.dropFirst(room)
        }
        count += lines.count
    }
}
